#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// Telegram's chrome in GTK around a real page: the header and buttons the page sets,
/// taps that reach it, popups and questions as real dialogs, the geometry it hears, the
/// closing confirmation, and the real clipboard after a real click.
extension WebKitGTKEngineTests {
    static let chromePage = """
        <!doctype html><html><head><script>
        window.events = [];
        window.TelegramGameProxy = { receiveEvent(name, data) { window.events.push([name, data]); } };
        window.post = (method, params) => window.TelegramWebviewProxy.postEvent(method, params === undefined ? '' : JSON.stringify(params));
        </script></head><body style="margin:0">
        <button id="paste" style="position:fixed;inset:0;width:100%;height:100%" onclick="post('web_app_read_text_from_clipboard', {req_id: 'paste'})">paste</button>
        </body></html>
        """

    /// Runs `body` with a display of the chrome page in a window with a ``TelegramGTKChrome``.
    static func withChromePage(
        automatic: TelegramGTKChrome.AutomaticAnswers?,
        _ body: @MainActor (WebKitGTKEngine, MiniAppDisplay, TelegramEndpoint, TelegramGTKChrome) async throws -> Void
    ) async throws {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("telegram-chrome-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: app) }
        try FileManager.default.createDirectory(at: app.appendingPathComponent("app"), withIntermediateDirectories: true)
        try Data(chromePage.utf8).write(to: app.appendingPathComponent("app/index.html"))
        try await withEngine { engine, _ in
            let chrome = try TelegramGTKChrome(engine: engine, title: "Chrome test")
            chrome.automaticAnswers = automatic
            let services = TelegramServices(chrome: chrome, device: TelegramGTKDevice(downloadsDirectory: app.appendingPathComponent("downloads")))
            let display = try MiniAppDisplay(
                identity: MiniAppIdentity(appId: "chrome"), source: .directory(app.appendingPathComponent("app")), engine: engine,
                dialects: [.telegram(services).whenAttached { endpoint, display in
                    if let endpoint = endpoint as? TelegramEndpoint { chrome.attach(to: endpoint, display: display) }
                }],
                configuration: MiniAppDisplayConfiguration(dataDirectory: app.appendingPathComponent("data")))
            defer { display.close() }
            let endpoint = try #require(display.endpoint(TelegramEndpoint.self))
            display.launch()
            _ = try await waitForJS(engine, "window.post ? true : null")
            try await body(engine, display, endpoint, chrome)
        }
    }

    /// The events the page received named `name`, as JSON text.
    static func events(_ engine: WebKitGTKEngine, _ name: String) async throws -> [String] {
        let text = try await engine.evaluateJavaScript("JSON.stringify(window.events.filter(e => e[0] === \(JavaScriptLiteral.string(name))).map(e => JSON.stringify(e[1])))") ?? "[]"
        return try JSONDecoder().decode([String].self, from: Data(try text.jsonUnquoted().utf8))
    }

    @Test func theChromeDrawsWhatThePageSetsAndTapsReachIt() async throws {
        try await Self.withChromePage(automatic: nil) { engine, display, endpoint, chrome in
            #expect(!chrome.rendered.isHeaderVisible, "no chrome before the page speaks Telegram")
            engine.runJavaScript("""
                post('web_app_setup_main_button', {is_visible: true, text: 'Pay', color: '#ff0000', text_color: '#ffffff', is_active: true});
                post('web_app_setup_secondary_button', {is_visible: true, text: 'Later', position: 'top'});
                post('web_app_setup_settings_button', {is_visible: true});
                post('web_app_set_header_color', {color: '#102030'});
                """)
            try await waitUntil("the chrome to show the buttons") { chrome.rendered.secondaryButton.isVisible && chrome.rendered.isSettingsButtonVisible }
            let drawn = chrome.rendered
            #expect(drawn.isHeaderVisible && drawn.title == "Chrome test" && drawn.leadingButton == "Close")
            #expect(drawn.headerCSS.contains("#102030") && drawn.headerCSS.contains("color: #ffffff"))
            #expect(drawn.isBottomBarVisible && drawn.bottomBarOrientation == "vertical" && drawn.secondaryButtonFirst)
            #expect(drawn.mainButton.text == "Pay" && drawn.mainButton.isSensitive && drawn.mainButton.css.contains("#ff0000"))
            chrome.click(.main)
            chrome.click(.secondary)
            chrome.click(.settings)
            engine.runJavaScript("post('web_app_setup_back_button', {is_visible: true}); post('web_app_setup_main_button', {is_active: false, is_progress_visible: true})")
            try await waitUntil("Back in the header") { chrome.rendered.leadingButton == "Back" && chrome.rendered.mainButton.showsProgress }
            #expect(!chrome.rendered.mainButton.isSensitive)
            chrome.click(.leading)
            for name in ["main_button_pressed", "secondary_button_pressed", "settings_button_pressed", "back_button_pressed"] {
                let heard = try await waitForJS(engine, "window.events.some(e => e[0] === \(JavaScriptLiteral.string(name))) || null")
                #expect(heard == "true", "\(name)")
            }
            // The page hears its web view's real size, smaller than the window by the chrome.
            engine.runJavaScript("post('web_app_request_viewport')")
            _ = try await waitForJS(engine, "window.events.some(e => e[0] === 'viewport_changed') || null")
            let viewport = try #require(try await Self.events(engine, "viewport_changed").last.flatMap { try JSONValue.parse($0)["height"] })
            let innerHeight = try await engine.evaluateJavaScript("window.innerHeight")
            #expect(viewport.jsonText == innerHeight, "viewport_changed height \(viewport.jsonText) = innerHeight \(innerHeight ?? "")")
            #expect(!display.isClosed)
        }
    }

    @Test func popupsAndQuestionsAreRealDialogsAnsweredAutomaticallyWhenHeadless() async throws {
        let automatic = TelegramGTKChrome.AutomaticAnswers(after: .milliseconds(50), popup: { $0.buttons.first?.id }, prompt: { $0.kind != .closing })
        try await Self.withChromePage(automatic: automatic) { engine, display, endpoint, chrome in
            var answers: [String] = []
            chrome.onAnswer = { what, answer, how in answers.append("\(what) → \(answer) (\(how))") }
            engine.runJavaScript("post('web_app_open_popup', {message: 'Sure?', buttons: [{id: 'yes', type: 'default', text: 'Yes'}, {id: 'no', type: 'destructive', text: 'No'}]})")
            _ = try await waitForJS(engine, "window.events.some(e => e[0] === 'popup_closed') || null")
            #expect(try await Self.events(engine, "popup_closed") == [#"{"button_id":"yes"}"#])
            #expect(answers == [#"popup Sure? → button "yes" (automatic)"#])
            // Closing while the page asks to confirm: refused, then the page lets go.
            engine.runJavaScript("post('web_app_setup_closing_behavior', {need_confirmation: true})")
            try await waitUntil("the closing confirmation") { endpoint.chromeState.needsClosingConfirmation }
            chrome.closeWindow()
            try await waitUntil("the question to be answered") { answers.count == 2 }
            #expect(answers.last == "closing Close Chrome test? → refused (automatic)")
            #expect(!display.isClosed)
            engine.runJavaScript("post('web_app_setup_closing_behavior', {need_confirmation: false})")
            try await waitUntil("no closing confirmation") { !endpoint.chromeState.needsClosingConfirmation }
            chrome.closeWindow()
            try await waitUntil("the display to close") { display.isClosed }
        }
    }

    @Test func theRealClipboardIsReadAfterARealClick() async throws {
        try await Self.withChromePage(automatic: nil) { engine, _, _, _ in
            TelegramGTKDevice.setClipboardText("from the desktop")
            // A call without the user's input is refused.
            engine.runJavaScript("post('web_app_read_text_from_clipboard', {req_id: 'script'})")
            _ = try await waitForJS(engine, "window.events.some(e => e[0] === 'clipboard_text_received') || null")
            #expect(try await Self.events(engine, "clipboard_text_received") == [#"{"req_id":"script"}"#])
            try await settle(200)
            engine.clickPage(x: 100, y: 100)
            _ = try await waitForJS(engine, "window.events.filter(e => e[0] === 'clipboard_text_received').length === 2 || null")
            #expect(try await Self.events(engine, "clipboard_text_received").last == #"{"req_id":"paste","data":"from the desktop"}"#)
        }
    }
}
#endif
