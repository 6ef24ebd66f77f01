#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// Issue 29, defect 1, as reproduced: a mini app opens in-app browsers with POST, PUT and
/// DELETE and an access token; server A (127.0.0.1) sets a cookie and redirects within
/// itself, then to server B (127.0.0.2). URLSession on Linux, which the window fetched
/// these pages with, copied `Authorization: Bearer …` and A's cookie to B. Now B sees
/// neither, while A's own second hop still carries both (the token and the cookie stay
/// with their origin, as in a browser). The seam-level check for every redirect status,
/// on both engines, is `EngineConformance.aBrowserWindowsTokenStaysWithItsOrigin`.
extension WebKitGTKEngineTests {
    static let redirectingCalls = """
        window.addEventListener('load', async () => {
          const B = window.MiniAppBridge.browserManager, base = location.origin, token = { audience: 'rae', scopes: ['a'] };
          const results = {};
          for (const method of ['POST', 'PUT', 'DELETE']) {
            const request = { url: base + '/start/' + method, httpMethod: method, httpBody: method === 'DELETE' ? undefined : { k: 'v' }, ...token };
            try { results[method] = await (method === 'PUT' ? B.launchInteractiveBrowser(request) : B.launchInternalBrowser(request)); }
            catch (e) { results[method] = String(e && e.name); }
          }
          window.browserResults = JSON.stringify(results);
        });
        """

    @Test func aBrowserWindowsTokenAndCookiesNeverFollowARedirectToAnotherHost() async throws {
        let other = try LoopbackHTTPServer(host: "127.0.0.2") { _ in .page("<p>landed</p>") }
        defer { other.stop() }
        let page = "<!doctype html><html><head><script>" + Self.redirectingCalls + "</script></head><body>redirects</body></html>"
        let app = try LoopbackHTTPServer { request in
            let parts = request.path.split(separator: "/")
            switch (parts.first, parts.last) {
            case ("start", let method?): return .redirect(307, to: "/hop/\(method)", headers: [("Set-Cookie", "secret=s1; Path=/")])
            case ("hop", let method?): return .redirect(307, to: "\(other.origin)/landed/\(method)")
            default: return .page(page)
            }
        }
        defer { app.stop() }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("browser-redirects-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let manifest = MiniAppManifest(optionalPermissions: [.init(name: .accessToken)], accessTokenPermissions: [.init(audience: "rae", scopes: ["a"])])
        try await withEngine { engine, _ in
            CustomPermissionStore(appId: "redirects", dataDirectory: data, manifest: manifest)
                .store([CustomPermissionGrant(permission: .accessToken, status: .allowed)])
            let display = try MiniAppDisplay(
                identity: MiniAppIdentity(appId: "redirects"), source: .remote(URL(string: "\(app.origin)/index.html")!), engine: engine,
                dialects: [.miniApp(host: TokenHost(), manifest: manifest)],
                configuration: MiniAppDisplayConfiguration(dataDirectory: data, callTimeout: .seconds(20)))
            display.launch()
            defer { display.close() }
            let text = try await waitForJS(engine, "window.browserResults || null", seconds: 60).jsonUnquoted()
            #expect(try JSONValue.parse(text) == JSONValue.parse(#"{"POST":true,"PUT":true,"DELETE":true}"#))
            let methods = ["POST", "PUT", "DELETE"]
            let deadline = Date().addingTimeInterval(60)
            while other.requests.count < methods.count, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
            for method in methods {
                let hop = try #require(app.requests.first { $0.path == "/hop/\(method)" })
                #expect(hop.method == method)
                #expect(hop.headers["authorization"] == "Bearer tok-rae", "A's own hop keeps the token")
                #expect(hop.headers["cookie"] == "secret=s1", "A's own hop carries A's cookie")
                let landed = try #require(other.requests.first { $0.path == "/landed/\(method)" }, "\(method) reached B")
                #expect(landed.method == method, "307 keeps the method")
                #expect(landed.body == (method == "DELETE" ? "" : "k=v"), "307 sends the body again")
            }
            for request in other.requests {
                #expect(request.headers["authorization"] == nil, "B saw the token: \(request.method) \(request.path)")
                #expect(request.headers["cookie"] == nil, "B saw A's cookie: \(request.method) \(request.path)")
            }
        }
    }
}
#endif
