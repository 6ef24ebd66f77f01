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

    /// A host that implements none of the newer services and records what it opens;
    /// it issues access tokens, as every host may (§2 row 14).
    @MainActor
    final class BareHost: MiniAppMessageDelegate {
        var opened: [URL] = []
        func openExternal(_ url: URL) async { opened.append(url) }
        func getAccessToken(miniAppId: String, scopes: AccessToken.Scopes) async throws -> AccessToken {
            AccessToken(token: "tok-\(scopes.audience)", validUntil: Date(timeIntervalSince1970: 0), scopes: scopes)
        }
    }

    func launch(_ host: BareHost, manifest: MiniAppManifest = MiniAppManifest()) throws -> MiniAppDisplay {
        let display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "demo"), source: .directory(directory), engine: engine,
            dialects: [.miniApp(host: host, manifest: manifest)], configuration: MiniAppDisplayConfiguration(dataDirectory: directory))
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

    @Test func theInAppBrowserSendsTheMethodAndFormAsked() async throws {
        engine.opensBrowserWindows = true
        let display = try launch(BareHost())
        #expect(await call(display, "launchInteractiveBrowser", #"{"url":"https://example.com/p","httpMethod":"put","httpBody":{"k":"v w","é":"&"}}"#) == .string("Strue"))
        #expect(await call(display, "launchInternalBrowser", #"{"url":"https://example.com/g","httpBody":{"ignored":"1"}}"#) == .string("Strue"))
        #expect(engine.browserPages == [
            .web(BrowserPageRequest(url: URL(string: "https://example.com/p")!, method: .put, form: ["k": "v w", "é": "&"]), controls: true),
            .web(BrowserPageRequest(url: URL(string: "https://example.com/g")!), controls: false),
        ])
        guard case .web(let put, _) = engine.browserPages.first else { return }
        #expect(put.body == Data("k=v+w&%C3%A9=%26".utf8))
        #expect(await call(display, "launchInternalBrowser", #"{"url":"ftp://example.com/"}"#) == .string(#"E{"type":"InvalidUrlError","message":"URL is invalid."}"#))
        display.close()
    }

    @Test func theInAppBrowserAttachesTheTokenGetAccessTokenWouldGive() async throws {
        engine.opensBrowserWindows = true
        let manifest = MiniAppManifest(optionalPermissions: [.init(name: .accessToken)], accessTokenPermissions: [.init(audience: "rae", scopes: ["a"])])
        let display = try launch(BareHost(), manifest: manifest)
        // ACCESS_TOKEN not allowed yet: refused as getAccessToken refuses it, and nothing opens.
        let refused = await call(display, "launchInternalBrowser", #"{"url":"https://example.com/","audience":"rae","scopes":["a"]}"#)
        #expect(refused.map { "\($0)" }?.contains("accessTokenPermissionError") == true)
        #expect(engine.browserPages.isEmpty)
        display.close()
        CustomPermissionStore(appId: "demo", dataDirectory: directory, manifest: manifest).store([CustomPermissionGrant(permission: .accessToken, status: .allowed)])
        let allowed = try launch(BareHost(), manifest: manifest)
        #expect(await call(allowed, "launchInternalBrowser", #"{"url":"https://example.com/","audience":"rae","scopes":["b"]}"#)
            == .string(#"E{"type":"ScopesNotSupportedError"}"#))
        #expect(await call(allowed, "launchInternalBrowser", #"{"url":"https://example.com/","audience":"other","scopes":["a"]}"#)
            == .string(#"E{"type":"AudienceNotSupportedError"}"#))
        #expect(await call(allowed, "launchInternalBrowser", #"{"url":"https://example.com/","httpMethod":"DELETE","audience":"rae","scopes":["a"]}"#) == .string("Strue"))
        #expect(engine.browserPages == [
            .web(BrowserPageRequest(url: URL(string: "https://example.com/")!, method: .delete, headers: ["Authorization": "Bearer tok-rae"]), controls: false),
        ])
        allowed.close()
    }

    @Test func permissionStatusIsTheEnginesRecordElseUnknown() async throws {
        engine.permissionStatuses = [.camera: .granted, .microphone: .denied]
        let display = try launch(BareHost())
        #expect(await call(display, "getPermissionStatus", #"{"permissionName":"camera"}"#) == .string("Sgranted"))
        #expect(await call(display, "getPermissionStatus", #"{"permissionName":"microphone"}"#) == .string("Sdenied"))
        #expect(await call(display, "getPermissionStatus", #"{"permissionName":"gallery"}"#) == .string("Sunknown"))
        display.close()
    }
}
