#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// Device emulation (``PageEmulation``) as a page sees it in the real WebKitGTK: the
/// viewport, pixel ratio, safe-area insets through `env()`, `prefers-color-scheme`,
/// `navigator.language`, the network (`navigator.onLine`, a `fetch` to a live loopback
/// server, the `online`/`offline` events) and the iOS web features, for two devices
/// with opposite settings.
extension WebKitGTKEngineTests {
    /// A page that records what it sees in `window.facts` once its `fetch` settles.
    /// The inset rules are written as a mini app writes them: in a style element, in a
    /// style sheet file, and in JavaScript (CSS-in-JS).
    static func devicePages(fetchURL: String) -> [String: String] {
        [
            "device/index.html": """
            <!doctype html><html><head>
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
            <style>#top { padding-top: env(safe-area-inset-top); } body { margin: 0; }</style>
            <link rel="stylesheet" href="insets.css">
            </head><body><div id="top">top</div><div id="bottom">bottom</div><div id="left">left</div>
            <script src="facts.js"></script></body></html>
            """,
            "device/insets.css": "#bottom { padding-bottom: env(safe-area-inset-bottom, 7px); }",
            "device/facts.js": """
            document.getElementById('left').style.paddingLeft = 'max(env(safe-area-inset-top), 1px)';
            window.networkEvents = [];
            addEventListener('online', () => networkEvents.push('online'));
            addEventListener('offline', () => networkEvents.push('offline'));
            (async () => {
              let fetched;
              try { await fetch('\(fetchURL)', { mode: 'no-cors', cache: 'no-store' }); fetched = 'ok'; }
              catch (e) { fetched = e.name; }
              const padding = (id, side) => getComputedStyle(document.getElementById(id))[side];
              let speech;
              try { new webkitSpeechRecognition(); speech = 'constructed'; } catch (e) { speech = String(e); }
              window.facts = {
                width: innerWidth, height: innerHeight, pixelRatio: devicePixelRatio,
                top: padding('top', 'paddingTop'), bottom: padding('bottom', 'paddingBottom'), left: padding('left', 'paddingLeft'),
                dark: matchMedia('(prefers-color-scheme: dark)').matches,
                language: navigator.language, online: navigator.onLine, fetched,
                speech: typeof webkitSpeechRecognition, constructed: speech,
                userAgent: navigator.userAgent, platform: navigator.platform, touchPoints: navigator.maxTouchPoints,
                screen: [screen.width, screen.height],
              };
            })();
            """,
        ]
    }

    /// Runs the page in an engine made with `configuration` at `scale`, and returns its facts.
    @MainActor
    static func deviceFacts(
        _ configuration: WebKitGTKEngine.Configuration, scale: Int, server: LoopbackHTTPServer,
        then body: @MainActor (WebKitGTKEngine) async throws -> Void = { _ in }
    ) async throws -> [String: Any] {
        WebKitGTKEngine.setDeviceScale(scale)
        defer { WebKitGTKEngine.setDeviceScale(1) }
        let engine = try WebKitGTKEngine(configuration: configuration)
        let delegate = RecordingDelegate()
        delegate.cancelledSchemes = ["liquidstate"]
        engine.delegate = delegate
        defer { engine.close() }
        engine.registerScheme("test", handler: PageServer(devicePages(fetchURL: "http://127.0.0.1:\(server.port)/ping")))
        try await load(engine, delegate, "test://device/index.html")
        let facts = try await waitForObject(engine, "window.facts")
        try await body(engine)
        return facts
    }

    @Test func aSmallPhoneInLightModeOfflineInJapanese() async throws {
        try await GLibMainLoop.attach()
        try await Self.aSmallPhoneInLightModeOfflineInJapanese()
    }

    @MainActor
    static func aSmallPhoneInLightModeOfflineInJapanese() async throws {
        let server = try CookiePageServer.start(page: "pong")
        let configuration = WebKitGTKEngine.Configuration(
            title: "device", width: 375, height: 667, isEphemeral: true,
            emulation: PageEmulation(
                userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
                languages: ["ja-JP"], colorScheme: .light, safeAreaInsets: .init(top: 20), network: .offline,
                platform: "iPhone", maxTouchPoints: 5, screenSize: (375, 667)))
        var events = ""
        let facts = try await Self.deviceFacts(configuration, scale: 2, server: server) { engine in
            await engine.setNetwork(.online)
            events = try await waitForJS(engine, "networkEvents.join(',') || null")
            let onLine = try await engine.evaluateJavaScript("navigator.onLine")
            #expect(onLine == "true")
        }
        #expect(facts["width"] as? Int == 375)
        #expect(facts["height"] as? Int == 667)
        #expect(facts["pixelRatio"] as? Int == 2)
        #expect(facts["top"] as? String == "20px")
        #expect(facts["bottom"] as? String == "0px")
        #expect(facts["left"] as? String == "20px")
        #expect(facts["dark"] as? Bool == false)
        #expect(facts["language"] as? String == "ja-JP")
        #expect(facts["online"] as? Bool == false)
        #expect(facts["fetched"] as? String == "TypeError")
        #expect(facts["speech"] as? String == "function")
        #expect(facts["constructed"] as? String == "constructed")
        #expect((facts["userAgent"] as? String)?.hasPrefix("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5") == true)
        #expect(facts["platform"] as? String == "iPhone")
        #expect(facts["touchPoints"] as? Int == 5)
        #expect(facts["screen"] as? [Int] == [375, 667])
        #expect(events == #""online""#)
    }

    @Test func aLargePhoneInDarkModeOnlineInEnglish() async throws {
        try await GLibMainLoop.attach()
        try await Self.aLargePhoneInDarkModeOnlineInEnglish()
    }

    @MainActor
    static func aLargePhoneInDarkModeOnlineInEnglish() async throws {
        let server = try CookiePageServer.start(page: "pong")
        let configuration = WebKitGTKEngine.Configuration(
            title: "device", width: 430, height: 932, isEphemeral: true,
            emulation: PageEmulation(languages: ["en-US"], colorScheme: .dark, safeAreaInsets: .init(top: 59, bottom: 34)))
        var events = ""
        let facts = try await Self.deviceFacts(configuration, scale: 3, server: server) { engine in
            await engine.setNetwork(.offline)
            events = try await waitForJS(engine, "networkEvents.join(',') || null")
            _ = try await engine.evaluateJavaScript(
                "fetch('http://127.0.0.1:\(server.port)/again', { mode: 'no-cors' }).then(() => 'ok', (e) => e.name).then((v) => { window.secondResult = v; }); null")
            let offlineFetch = try await waitForJS(engine, "window.secondResult")
            #expect(offlineFetch == "\"TypeError\"")
        }
        #expect(facts["width"] as? Int == 430)
        #expect(facts["height"] as? Int == 932)
        #expect(facts["pixelRatio"] as? Int == 3)
        #expect(facts["top"] as? String == "59px")
        #expect(facts["bottom"] as? String == "34px")
        #expect(facts["dark"] as? Bool == true)
        #expect(facts["language"] as? String == "en-US")
        #expect(facts["online"] as? Bool == true)
        #expect(facts["fetched"] as? String == "ok")
        #expect(facts["speech"] as? String == "function")
        #expect(events == #""offline""#)
    }

    @Test func withoutEmulationTheInsetsStayWebKitsAndSpeechCanBeLeftOff() async throws {
        try await GLibMainLoop.attach()
        try await Self.withoutEmulationTheInsetsStayWebKitsAndSpeechCanBeLeftOff()
    }

    @MainActor
    static func withoutEmulationTheInsetsStayWebKitsAndSpeechCanBeLeftOff() async throws {
        let server = try CookiePageServer.start(page: "pong")
        let configuration = WebKitGTKEngine.Configuration(title: "device", isEphemeral: true, webFeatures: [])
        let facts = try await Self.deviceFacts(configuration, scale: 1, server: server)
        #expect(facts["width"] as? Int == 400)
        #expect(facts["pixelRatio"] as? Int == 1)
        #expect(facts["top"] as? String == "0px")
        // WebKit defines the insets (as zero): the fallback is not used.
        #expect(facts["bottom"] as? String == "0px")
        #expect(facts["speech"] as? String == "undefined")
        #expect(facts["online"] as? Bool == true)
    }
}
#endif
