#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// The in-app browsers' first request, through the real parts: a page in WebKitGTK calls
/// js-miniapp 1.28's `launchInternalBrowser` / `launchInteractiveBrowser` through our
/// bridge, the SDK's default opens a browser window of the engine's, and a loopback
/// server records what the window sent (docs/protocols/miniapp.md §6.1).
extension WebKitGTKEngineTests {
    /// Issues one token, for the audience the manifest lists.
    @MainActor
    final class TokenHost: MiniAppMessageDelegate {
        func openExternal(_ url: URL) async {}
        func getAccessToken(miniAppId: String, scopes: AccessToken.Scopes) async throws -> AccessToken {
            AccessToken(token: "tok-\(scopes.audience)", validUntil: Date(timeIntervalSince1970: 1_700_000_000), scopes: scopes)
        }
    }

    static let browserCalls = """
        window.addEventListener('load', async () => {
          // In a browser window (no bridge): ask for one more resource, which carries
          // the cookies the window holds for the page's origin.
          if (!window.MiniAppBridge) { new Image().src = '/seen' + location.pathname; return; }
          const B = window.MiniAppBridge.browserManager, base = location.origin;
          const calls = [
            ['get', () => B.launchInternalBrowser({ url: base + '/get', audience: 'rae', scopes: ['a'] })],
            ['post', () => B.launchInternalBrowser({ url: base + '/post', httpMethod: 'POST', httpBody: { x: '1 2', y: '&é' } })],
            ['put', () => B.launchInteractiveBrowser({ url: base + '/put', httpMethod: 'PUT', httpBody: { k: 'v' } })],
            ['delete', () => B.launchInternalBrowser({ url: base + '/delete', httpMethod: 'DELETE', audience: 'rae', scopes: ['a'] })],
            ['audience', () => B.launchInternalBrowser({ url: base + '/never', audience: 'other', scopes: ['a'] })],
            ['scopes', () => B.launchInternalBrowser({ url: base + '/never', audience: 'rae', scopes: ['a', 'z'] })],
          ];
          const results = {};
          for (const [name, call] of calls) {
            try { results[name] = { ok: await call() }; }
            catch (e) { results[name] = { error: String(e && e.name) }; }
          }
          window.browserResults = JSON.stringify(results);
        });
        """

    @Test func browserWindowsSendTheMethodBodyAndTokenTheMiniAppAskedFor() async throws {
        let server = try CookiePageServer.start(page: "<!doctype html><html><head><script>" + Self.browserCalls + "</script></head><body>browser</body></html>")
        defer { server.stop() }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("browser-requests-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let manifest = MiniAppManifest(optionalPermissions: [.init(name: .accessToken)], accessTokenPermissions: [.init(audience: "rae", scopes: ["a", "b"])])
        try await withEngine { engine, _ in
            CustomPermissionStore(appId: "browser", dataDirectory: data, manifest: manifest)
                .store([CustomPermissionGrant(permission: .accessToken, status: .allowed)])
            let display = try MiniAppDisplay(
                identity: MiniAppIdentity(appId: "browser"), source: .remote(URL(string: "http://127.0.0.1:\(server.port)/index.html")!), engine: engine,
                dialects: [.miniApp(host: TokenHost(), manifest: manifest)],
                configuration: MiniAppDisplayConfiguration(dataDirectory: data, callTimeout: .seconds(20)))
            display.launch()
            defer { display.close() }
            let text = try await waitForJS(engine, "window.browserResults || null", seconds: 60).jsonUnquoted()
            #expect(try JSONValue.parse(text) == JSONValue.parse(
                #"{"get":{"ok":true},"post":{"ok":true},"put":{"ok":true},"delete":{"ok":true},"audience":{"error":"AudienceNotSupportedError"},"scopes":{"error":"ScopesNotSupportedError"}}"#))
            // Each window's request reached the server (the POST through the window's own
            // form), and each page's next request carried the cookies its answer set, the
            // pages the window fetched itself (PUT, DELETE) too.
            let deadline = Date().addingTimeInterval(60)
            func request(_ path: String) -> LoopbackHTTPServer.Request? { server.requests.first { $0.path == path } }
            let paths = ["/get", "/post", "/put", "/delete"]
            while (paths + paths.map { "/seen\($0)" }).contains(where: { request($0) == nil }), Date() < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            let get = try #require(request("/get"))
            #expect(get.method == "GET")
            #expect(get.headers["authorization"] == "Bearer tok-rae")
            let post = try #require(request("/post"))
            #expect(post.method == "POST")
            #expect(post.body == "x=1+2&y=%26%C3%A9")
            #expect(post.headers["authorization"] == nil)
            let put = try #require(request("/put"))
            #expect(put.method == "PUT")
            #expect(put.headers["content-type"] == "application/x-www-form-urlencoded")
            #expect(put.body == "k=v")
            let delete = try #require(request("/delete"))
            #expect(delete.method == "DELETE")
            #expect(delete.headers["authorization"] == "Bearer tok-rae")
            for path in paths {
                // The cookies in any order (PUT's and DELETE's pages come from a cookie store
                // that keeps no order).
                let cookies = request("/seen\(path)")?.headers["cookie"].map { Set($0.components(separatedBy: "; ")) }
                #expect(cookies == ["a=1", "b=2"], "\(path)'s page carries its cookies")
            }
            #expect(request("/never") == nil, "a refused token opens no window")
            #expect(engine.openBrowserWindowCount == 4)
        }
    }

    /// A window closed while it fetches its page itself (here a PUT to a server that
    /// never answers) ends `.closed` at once: the fetch is cancelled, and the view that
    /// went with the window is never touched again.
    @Test func aWindowClosedWhileItFetchesItsPageEndsClosed() async throws {
        let silent = try SilentListener()
        defer { silent.stop() }
        let url = try #require(URL(string: "http://127.0.0.1:\(silent.port)/put"))
        try await withEngine { engine, _ in
            let request = BrowserPageRequest(url: url, method: .put, form: ["k": "v"])
            let showing = Task { @MainActor in await engine.showBrowserWindow(.web(request, controls: false)) }
            let deadline = Date().addingTimeInterval(20)
            while engine.openBrowserWindowCount == 0, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
            #expect(engine.openBrowserWindowCount == 1)
            try await Task.sleep(for: .milliseconds(200))  // the fetch is under way
            let closedAt = ContinuousClock.now
            engine.close()
            #expect(await showing.value == .closed)
            #expect(ContinuousClock.now - closedAt < .seconds(5), "the fetch was cancelled, not left to time out")
            #expect(engine.openBrowserWindowCount == 0)
        }
    }
}
#endif
