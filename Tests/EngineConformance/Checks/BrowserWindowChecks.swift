import Foundation
import MiniAppKit

extension EngineConformance {
    /// An HTML page in a browser window ends at the first navigation to its callback: the
    /// answer is the callback's full URL, and the window is gone.
    @MainActor
    package static func anHTMLBrowserPageEndsAtItsCallback(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, _ in
            try expect(engine.opensBrowserWindows, "the engine to open browser windows", got: "opensBrowserWindows false")
            let callback = "https://callback.example/done?code=42&state=xyz"
            let html = "<!doctype html><p>signing in</p><script>setTimeout(() => { location.href = '\(callback)' }, 50)</script>"
            let page = BrowserWindowPage.html(html, baseURL: try url("https://page.example/"), callbackPrefix: "https://callback.example/done")
            let outcome = try await showBrowserWindow(page, on: engine)
            try expectEqual(outcome, .intercepted(callback), "the HTML page's outcome")
            try await waitUntil("the browser window to close after its callback") { harness.openBrowserWindowCount(of: engine) == 0 }
        }
    }

    /// A web page opens at once (`.opened`, not waiting for the user), stays open, and
    /// closes with its engine, as does an HTML page still waiting for its callback, which
    /// then answers `.closed`.
    @MainActor
    package static func browserWindowsOpenAndCloseWithTheirEngine(_ harness: some EngineHarness) async throws {
        let engine = try harness.makeEngine()
        defer { harness.close(engine) }
        let web = BrowserWindowPage.web(BrowserPageRequest(url: try url("http://127.0.0.1:9/")), controls: true)
        let opened = try await showBrowserWindow(web, on: engine)
        try expectEqual(opened, .opened, "a web page's outcome")
        try expectEqual(harness.openBrowserWindowCount(of: engine), 1, "browser windows open after a web page")

        var waiting: BrowserWindowPage.Outcome?
        let html = BrowserWindowPage.html("<p>waiting</p>", baseURL: nil, callbackPrefix: "https://callback.example/")
        Task { @MainActor in waiting = await engine.showBrowserWindow(html) }
        try await waitUntil("the HTML page's window to open") { harness.openBrowserWindowCount(of: engine) == 2 }
        try await settle()
        try expect(waiting == nil, "an HTML page to wait for its callback", got: "\(String(describing: waiting))")

        harness.close(engine)
        try await waitUntil("the waiting HTML page to answer once its engine closed") { waiting != nil }
        try expectEqual(waiting, .closed, "a waiting HTML page's outcome when its engine closes")
        try expectEqual(harness.openBrowserWindowCount(of: engine), 0, "browser windows open after the engine closed")
    }

    /// A browser window's token never follows a redirect to another origin, whatever the
    /// status and the method (issue 29, defect 1; the Fetch standard strips
    /// `Authorization` on a cross-origin redirect). Server A, which receives the token,
    /// answers each request with a redirect to server B (another host where the machine
    /// has 127.0.0.2, else another port). WebKit's own loads (GET here, every method on
    /// WKWebView) strip it in its network process; the pages WebKitGTK's window fetches
    /// itself (POST, PUT, DELETE with a token) follow `HTTPRedirect`, whose keeping the
    /// token within its origin `BrowserWindowRedirectTests` checks. The methods B sees
    /// are Fetch's: 303 turns any method into GET, 301 and 302 a POST, and 307 and 308
    /// keep the method and the body.
    @MainActor
    package static func aBrowserWindowsTokenStaysWithItsOrigin(_ harness: some EngineHarness) async throws {
        let b = try LoopbackHTTPServer.onAnotherHost { _ in .page("<p>landed</p>") }
        defer { b.stop() }
        let a = try LoopbackHTTPServer { request in
            // /<status>/<method>: a redirect to B's /landed/<status>/<method>.
            let parts = request.path.split(separator: "/").map(String.init)
            guard parts.count == 2, let status = Int(parts[0]) else { return .page("<p>not a redirect</p>") }
            return .redirect(status, to: "\(b.origin)/landed/\(parts[0])/\(parts[1])")
        }
        defer { a.stop() }
        let statuses = [301, 302, 303, 307, 308]
        for method in [BrowserRequest.HTTPMethod.get, .post, .put, .delete] {
            // An engine per method: every window it opened closes with it.
            let engine = try harness.makeEngine()
            defer { harness.close(engine) }
            let form: [String: String]? = [.post, .put].contains(method) ? ["k": "v"] : nil
            for status in statuses {
                let request = BrowserPageRequest(
                    url: try url("\(a.origin)/\(status)/\(method.rawValue)"), method: method, form: form,
                    headers: ["Authorization": "Bearer conformance-token"])
                try expectEqual(try await showBrowserWindow(.web(request, controls: false), on: engine), .opened, "\(method.rawValue) \(status)'s outcome")
            }
            func landed(_ status: Int) -> LoopbackHTTPServer.Request? {
                b.requests.first { $0.path == "/landed/\(status)/\(method.rawValue)" }
            }
            try await waitUntil("every \(method.rawValue) window to land", seconds: 60) { statuses.allSatisfy { landed($0) != nil } }
            for request in b.requests {
                try expect(request.headers["authorization"] == nil, "no token at another origin", got: "\(request.method) \(request.path) with \(request.headers["authorization"] ?? "")")
            }
            for status in statuses {
                let sent = try require(a.requests.first { $0.path == "/\(status)/\(method.rawValue)" }, "\(method.rawValue) \(status) at A")
                try expectEqual(sent.headers["authorization"], "Bearer conformance-token", "the token sent to A with \(method.rawValue) \(status)")
                let arrived = try require(landed(status), "\(method.rawValue) \(status) at B")
                let asGET = status == 303 || (method == .post && [301, 302].contains(status))
                if asGET || [307, 308].contains(status) || method == .get {
                    try expectEqual(arrived.method, asGET ? "GET" : method.rawValue, "the method of \(method.rawValue) after \(status)")
                }
                if [307, 308].contains(status), form != nil {
                    try expectEqual(arrived.body, "k=v", "the body of \(method.rawValue) after \(status)")
                }
            }
        }
    }

    /// Shows `page` on `engine` and waits (60 s at most: the window is a new web process)
    /// for its answer; a check's engine closes afterwards, which ends any window left.
    @MainActor
    private static func showBrowserWindow(_ page: BrowserWindowPage, on engine: some WebEngine) async throws -> BrowserWindowPage.Outcome {
        var outcome: BrowserWindowPage.Outcome?
        Task { @MainActor in outcome = await engine.showBrowserWindow(page) }
        try await waitUntil("the browser window's outcome", seconds: 60) { outcome != nil }
        return try require(outcome, "the browser window's outcome")
    }
}
