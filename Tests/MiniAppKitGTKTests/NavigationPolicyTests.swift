#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

extension WebKitGTKEngineTests {
    @Test func schemeNavigationsReachTheDelegateAndAreCancelled() async throws {
        try await withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(pages: ["main/index.html": "<body>main</body>"]))
            try await load(engine, delegate, "test://main/index.html")
            delegate.actions.removeAll()
            engine.runJavaScript("location.href = 'liquidstate://app/x?request=%7B%22a%22%3A1%7D'")
            try await waitUntil("location.href action") { delegate.actions.count == 1 }
            engine.runJavaScript("""
                const frame = document.createElement('iframe');
                frame.src = 'liquidstate://app/y?request=1';
                document.body.appendChild(frame);
                """)
            try await waitUntil("iframe.src action") { delegate.actions.count == 2 }
            #expect(delegate.actions.map(\.url.absoluteString) == [
                "liquidstate://app/x?request=%7B%22a%22%3A1%7D", "liquidstate://app/y?request=1",
            ])
            #expect(delegate.actions[0].isMainFrame)
            try await Task.sleep(for: .milliseconds(200))
            #expect(engine.url?.absoluteString == "test://main/index.html")
            #expect(delegate.events.allSatisfy { event in
                if case .started(let url) = event { url?.scheme != "liquidstate" } else { true }
            })
        }
    }

    @Test func crossOriginLinkInMainFrameReachesTheDelegate() async throws {
        try await withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(pages: [
                "main/index.html": "<a id='out' href='http://example.invalid/page'>out</a>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            delegate.actions.removeAll()
            engine.runJavaScript("document.getElementById('out').click()")
            try await waitUntil("link action") { !delegate.actions.isEmpty }
            let action = try #require(delegate.actions.first)
            #expect(action.url.absoluteString == "http://example.invalid/page")
            #expect(action.isMainFrame)
            #expect(action.kind == .linkClicked)
        }
    }

    /// An iframe's first load is set by its parent: no frame announces it, so it starts
    /// without a decision and only a main frame's response would be decided. It never
    /// reaches the delegate as a main-frame navigation (which the host would be handed).
    @Test func anIframesWebLoadIsNotTakenForTheMainFrames() async throws {
        try await withEngine { engine, delegate in
            delegate.cancelledSchemes = ["http"]
            engine.registerScheme("test", handler: PageServer(pages: [
                "main/index.html": "<iframe src='http://127.0.0.1:59999/frame'></iframe><p id='p'>main</p>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            try await Task.sleep(for: .milliseconds(500))
            #expect(!delegate.actions.contains { $0.url.scheme == "http" && $0.isMainFrame }, "\(delegate.actions)")
            #expect(engine.url?.absoluteString == "test://main/index.html")
            #expect(!delegate.events.contains { if case .failed = $0 { true } else { false } })
        }
    }

    /// Port 59999 on loopback refuses connections. (A port on WebKit's blocked list, such as 9,
    /// fails silently instead: WebKit commits `about:blank` and emits no `load-failed`.)
    @Test func unreachableURLReportsLoadFailed() async throws {
        try await withEngine { engine, delegate in
            delegate.cancelledSchemes = []
            engine.registerScheme("test", handler: PageServer(pages: ["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            let url = try #require(URL(string: "http://127.0.0.1:59999/"))
            engine.load(url)
            try await waitUntil("load failure") {
                delegate.events.contains { if case .failed = $0 { true } else { false } }
            }
            let failure = delegate.events.first { if case .failed = $0 { true } else { false } }
            if case .failed(let failedURL, let message) = failure {
                #expect(failedURL?.absoluteString == "http://127.0.0.1:59999/")
                #expect(!message.isEmpty)
            }
        }
    }
}
#endif
