#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// What the `liquidstate` dialect relies on in WebKitGTK, measured.
extension WebKitGTKEngineTests {
    /// Foundation re-escapes every `%` of a URL with one bad escape; `rawURL` keeps the
    /// page's text, so the dialect can tell bad encoding from good.
    @Test func navigationsKeepTheirRawURL() async throws {
        try await withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(pages: ["main/index.html": "<body>main</body>"]))
            try await load(engine, delegate, "test://main/index.html")
            delegate.actions.removeAll()
            engine.runJavaScript("location.href = 'liquidstate://app/x?request=%zz%7B'")
            try await waitUntil("the navigation") { delegate.actions.count == 1 }
            #expect(delegate.actions[0].rawURL == "liquidstate://app/x?request=%zz%7B")
            #expect(delegate.actions[0].url.absoluteString != delegate.actions[0].rawURL)
        }
    }

    /// `window.open` without a user gesture never reaches the policy decision (the
    /// reason `LiquidStateWindowOpenScript` exists); with the script it does.
    @Test func windowOpenNeedsTheDialectsScript() async throws {
        try await withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(pages: ["main/index.html": "<body>main</body>"]))
            for script in LiquidStateDialect().userScripts { engine.addUserScript(script) }
            try await load(engine, delegate, "test://main/index.html")
            delegate.actions.removeAll()
            engine.runJavaScript("window.open('liquidstate://app/opened?request=1')")
            try await waitUntil("the window.open navigation") { !delegate.actions.isEmpty }
            #expect(delegate.actions.map(\.url.absoluteString) == ["liquidstate://app/opened?request=1"])
            // Other URLs still go to WebKit's own window.open (blocked without a gesture).
            delegate.actions.removeAll()
            let result = try await engine.evaluateJavaScript("String(window.open('test://main/index.html'))")
            #expect(result == "\"null\"")
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
