#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// What the `liquidstate` dialect relies on in WebKitGTK, measured.
extension WebKitGTKEngineTests {
    /// `window.open` without a user gesture (a page's own script) never reaches the
    /// engine: WebKitGTK blocks it in the web process, the reason
    /// `LiquidStateWindowOpenScript` exists; with the script, a `liquidstate:` URL reaches
    /// the policy. (Evaluated JavaScript runs as a user gesture: its `window.open` is a
    /// new window, asked as one; the conformance suite's `newWindowsAreAskedAndLoadInTheSameView`.)
    @Test func windowOpenNeedsTheDialectsScript() async throws {
        try await withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": "<body>main</body>",
                "main/plain.html": "<script>window.opened = String(window.open('test://main/index.html?popup'));</script>",
                "main/call.html": "<script>window.opened = String(window.open('liquidstate://app/opened?request=1'));</script>",
            ]))
            for script in LiquidStateDialect().userScripts { engine.addUserScript(script) }
            try await load(engine, delegate, "test://main/plain.html")
            #expect(try await waitForJS(engine, "window.opened") == "\"null\"")
            try await Task.sleep(for: .milliseconds(200))
            #expect(!delegate.actions.contains { $0.url.query == "popup" }, "a page's own window.open is blocked: \(delegate.actions)")

            delegate.actions.removeAll()
            try await load(engine, delegate, "test://main/call.html")
            try await waitUntil("the window.open navigation") { delegate.actions.contains { $0.url.scheme == "liquidstate" } }
            #expect(delegate.actions.filter { $0.url.scheme == "liquidstate" }.map(\.url.absoluteString) == ["liquidstate://app/opened?request=1"])
        }
    }

    @Test func networkMonitorReadsGIO() async throws {
        try await withEngine { _, _ in
            let monitor = GIONetworkMonitor()
            let first = monitor.isNetworkAvailable
            #expect(monitor.isNetworkAvailable == first)
        }
    }
}
#endif
