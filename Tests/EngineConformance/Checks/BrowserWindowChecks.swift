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
