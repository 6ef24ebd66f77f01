import Foundation
import Testing
@testable import MiniAppKit

/// The SDK's defaults for the newer actions (§6.1) that act on the display: the
/// finished-loading callback, foreign pages kept in the view, and what an engine
/// without gestures, cookies or browser windows answers.
@MainActor
@Suite final class NewerActionDefaultsTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("newer-defaults-\(UUID().uuidString)")
    let engine = FakeEngine()

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A host that implements none of the newer services and records what it opens.
    @MainActor
    final class BareHost: MiniAppMessageDelegate {
        var opened: [URL] = []
        func openExternal(_ url: URL) async { opened.append(url) }
    }

    func launch(_ host: BareHost) throws -> MiniAppDisplay {
        let display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "demo"), source: .directory(directory), engine: engine,
            dialects: [.miniApp(host: host, manifest: MiniAppManifest())], configuration: MiniAppDisplayConfiguration(dataDirectory: directory))
        display.launch()
        engine.url = display.launchURL
        return display
    }

    /// Calls `action` through the display's own secret channel and waits for the reply.
    func call(_ display: MiniAppDisplay, _ action: String, _ param: String = "null") async -> ScriptMessageReply.Value? {
        guard let handler = display.miniAppEndpoint?.bridge.dialect.bridgeHandler else { return nil }
        let box = engine.post(handler, .string(#"{"action":""# + action + #"","param":"# + param + #","id":"1"}"#))
        for _ in 0..<500 where box.value == nil { try? await Task.sleep(for: .milliseconds(5)) }
        return box.value
    }

    static func notSupported(_ action: String) -> ScriptMessageReply.Value {
        .string(#"E{"type":"FAILED_TO_CONFORM_PROTOCOL","message":"Host app failed to implement required interface ("# + action + #" is not supported by this host)"}"#)
    }

    @Test func finishedLoadingReachesTheDisplaysCallback() async throws {
        let display = try launch(BareHost())
        var heard = 0
        display.onMiniAppFinishedLoading = { heard += 1 }
        #expect(await call(display, "miniAppFinishedLoading") == .string("SSUCCESS"))
        #expect(heard == 1)
        display.close()
    }

    @Test func forceInternalWebViewKeepsForeignPagesInTheView() async throws {
        let host = BareHost()
        let display = try launch(host)
        let away = NavigationAction(url: URL(string: "https://example.com/")!, isMainFrame: true)
        #expect(await call(display, "forceInternalWebView", #"{"shouldOpenInNativeWebView":true}"#) == .string("Strue"))
        #expect(display.webEngine(engine, decidePolicyFor: away) == .allow)
        #expect(await call(display, "forceInternalWebView", #"{"shouldOpenInNativeWebView":false}"#) == .string("Strue"))
        #expect(display.webEngine(engine, decidePolicyFor: away) == .cancel)
        display.close()
    }

    @Test func anEngineWithoutTheFeaturesKeepsTheNotSupportedAnswer() async throws {
        let display = try launch(BareHost())
        #expect(await call(display, "allowBackForwardNavigationGestures", #"{"shouldAllowNavigationGestures":true}"#) == Self.notSupported("allowBackForwardNavigationGestures"))
        #expect(await call(display, "getAllCookies") == Self.notSupported("getAllCookies"))
        #expect(await call(display, "launchInternalBrowser", #"{"url":"https://example.com/"}"#) == Self.notSupported("launchInternalBrowser"))
        #expect(await call(display, "loadUsingHTMLString", #"{"htmlString":"x","callbackUrl":"https://cb/"}"#) == Self.notSupported("loadUsingHTMLString"))
        display.close()
    }

    @Test func theExternalBrowserIsTheHostsOpener() async throws {
        let host = BareHost()
        let display = try launch(host)
        #expect(await call(display, "launchExternalBrowser", #"{"url":"https://example.com/a"}"#) == .string("Strue"))
        #expect(host.opened == [URL(string: "https://example.com/a")!])
        display.close()
    }
}
