#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// A display attaches only the dialects it is given, in the real engine: a page that
/// speaks only `wallet` or only `corva` gets no `miniapp` script, handler or event, and
/// is answered on its own dialect.
extension WebKitGTKEngineTests {
    /// Answers every wallet request at once.
    final class FixedWallet: WalletProvider {
        func getAddress(_ request: GetAddressRequest, from requester: WalletRequester) async throws -> GetAddressResponse {
            GetAddressResponse(address: "bitcoincash:qgtk", label: nil)
        }
        func sendAssets(_ request: SendAssetsRequest, from requester: WalletRequester) async throws -> SendAssetsResponse {
            SendAssetsResponse(txid: "t-" + requester.messageId)
        }
    }

    /// Records what a corva page posts.
    @MainActor
    final class RecordingPage: CorvaPageDelegate {
        var notifications: [CorvaNotification] = []
        func corvaPage(didPost notification: CorvaNotification) { notifications.append(notification) }
    }

    /// The page's first script: whether anything of `miniapp` was there before it ran
    /// (checked at document start, before any page code), and a trap that records any
    /// `miniapp` event or reply pushed later (the SDK guards its pushes with
    /// `window.MiniAppBridge&&`, so a page-defined object would receive them).
    static let miniAppTrap = """
        <script>
          window.atStart = {
            bridge: typeof window.MiniAppBridge,
            publicHandler: typeof window.webkit.messageHandlers.MiniAppiOS,
            logHandler: typeof window.webkit.messageHandlers.MiniAppLogging,
          };
          window.pushed = [];
          const record = (kind) => (...args) => window.pushed.push(kind + ':' + args[0]);
          window.MiniAppBridge = {
            execCustomEventsCallback: record('event'), execSuccessCallback: record('success'),
            execErrorCallback: record('error'), execKeyboardEventsCallback: record('keyboard'),
          };
          for (const name of ['miniappsecurestorageready', 'miniappsecurestorageloaderror', 'miniapppause',
                              'miniappresume', 'miniappwebviewclosed', 'miniappreceivejsoninfo']) {
            window.addEventListener(name, () => window.pushed.push('dom:' + name));
          }
        </script>
        """

    /// A packaged page holding `body`, served by the display from a temporary directory.
    static func pageDirectory(_ body: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("display-dialects-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(("<!doctype html><html><head>" + miniAppTrap + "</head><body>" + body + "</body></html>").utf8)
            .write(to: directory.appendingPathComponent("index.html"))
        return directory
    }

    /// What the display did around the page that a `miniapp` page would hear of: a
    /// finished load (already happened), the host going away and back, the keyboard,
    /// host JSON; then the page's record of `miniapp` things, after a moment to arrive.
    @MainActor
    static func actOutLifecycle(on display: MiniAppDisplay, engine: WebKitGTKEngine) async throws -> [String: Any] {
        display.setActive(false)
        display.setActive(true)
        display.keyboard(shown: true, navigationBarHeight: 44)
        display.sendJsonToMiniApp(#"{"a":1}"#)
        try await Task.sleep(for: .milliseconds(300))
        return try jsonObject(try await waitForJS(engine, "JSON.stringify({atStart: window.atStart, pushed: window.pushed})").jsonUnquoted())
    }

    @Test func aWalletOnlyDisplayInjectsNothingOfMiniAppAndAnswersTheWallet() async throws {
        let directory = try Self.pageDirectory("""
            <script>
              window._bitcoinWalletApi = { receiveMessage: (m) => { window.answer = m; } };
              window.webkit.messageHandlers.sendMessageHandler.postMessage(
                JSON.stringify({ messageId: 'm1', command: 'getAddress', data: { protocol: 'BCH' } }));
            </script>
            """)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withEngine { engine, _ in
            let display = try MiniAppDisplay(
                identity: MiniAppIdentity(appId: "walletonly"), source: .directory(directory), engine: engine,
                dialects: [.wallet(FixedWallet())],
                configuration: MiniAppDisplayConfiguration(dataDirectory: directory.appendingPathComponent("data")))
            var traced: [String] = []
            for endpoint in display.endpoints { endpoint.trace = { if case .event(let dialect, let name, _) = $0 { traced.append("\(dialect) \(name)") } } }
            display.launch()
            defer { display.close() }

            let answer = try jsonObject(try await waitForJS(engine, "window.answer && JSON.stringify(window.answer)").jsonUnquoted())
            #expect(answer["messageId"] as? String == "m1")
            #expect((answer["data"] as? [String: Any])?["address"] as? String == "bitcoincash:qgtk")

            let record = try await Self.actOutLifecycle(on: display, engine: engine)
            #expect(record["atStart"] as? [String: String] == ["bridge": "undefined", "publicHandler": "undefined", "logHandler": "undefined"])
            #expect((record["pushed"] as? [String]) == [])
            #expect(traced.isEmpty)
        }
    }

    @Test func aCorvaOnlyDisplayInjectsNothingOfMiniAppAndHearsThePage() async throws {
        let directory = try Self.pageDirectory("""
            <script>
              window.addEventListener('load', () => window.webkit.messageHandlers.swiftHandler.postMessage('pageLoaded'));
              window.webkit.messageHandlers.swiftHandler.postMessage({ name: 'appMaximized' });
            </script>
            """)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withEngine { engine, _ in
            let page = RecordingPage()
            // No web domain: the display's own origin (the packaged page's scheme).
            let display = try MiniAppDisplay(
                identity: MiniAppIdentity(appId: "corvaonly"), source: .directory(directory), engine: engine,
                dialects: [.corva(webDomain: nil, delegate: page)],
                configuration: MiniAppDisplayConfiguration(dataDirectory: directory.appendingPathComponent("data")))
            display.launch()
            defer { display.close() }

            try await waitUntil("the corva notifications") { page.notifications.count == 2 }
            #expect(page.notifications == [.appMaximized, .pageLoaded])

            let record = try await Self.actOutLifecycle(on: display, engine: engine)
            #expect(record["atStart"] as? [String: String] == ["bridge": "undefined", "publicHandler": "undefined", "logHandler": "undefined"])
            #expect((record["pushed"] as? [String]) == [])
        }
    }

    /// The contrast: with the `miniapp` dialect the same page is told everything.
    @Test func aMiniAppDisplayStillTellsItsPage() async throws {
        let directory = try Self.pageDirectory("<p>miniapp</p>")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withEngine { engine, _ in
            let display = try MiniAppDisplay(
                identity: MiniAppIdentity(appId: "withminiapp"), source: .directory(directory), engine: engine,
                dialects: [.miniApp(host: SilentHost(), manifest: MiniAppManifest()), .wallet(FixedWallet())],
                configuration: MiniAppDisplayConfiguration(dataDirectory: directory.appendingPathComponent("data")))
            display.launch()
            defer { display.close() }
            _ = try await waitForJS(engine, "window.pushed && window.pushed.length > 0 ? true : null")
            let record = try await Self.actOutLifecycle(on: display, engine: engine)
            #expect((record["atStart"] as? [String: String])?["bridge"] == "object", "our bridge runs before the page")
            let pushed = record["pushed"] as? [String] ?? []
            #expect(pushed.first == "event:miniappsecurestorageloaderror")
            #expect(pushed.contains("event:miniapppause") && pushed.contains("event:miniappresume"))
            #expect(pushed.contains("event:miniappreceivejsoninfo") && pushed.contains("keyboard:miniappkeyboardshown"))
        }
    }

    /// A `miniapp` host that implements nothing (and opens nothing).
    @MainActor
    final class SilentHost: MiniAppMessageDelegate {
        func openExternal(_ url: URL) async {}
    }
}

extension String {
    /// The JSON string `waitForJS` returns for a value that is itself JSON text, unquoted.
    func jsonUnquoted() throws -> String {
        try JSONDecoder().decode(String.self, from: Data(utf8))
    }
}
#endif
