import Foundation
import MiniAppKit

extension EngineConformance {
    /// Every message names the frame that posted it: the main frame's with
    /// `isMainFrame` true, a same-origin and a cross-origin iframe's with false and the
    /// iframe's URL; the iframes' reply Promises settle with their answers.
    @MainActor
    package static func messagesNameTheirFrame(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            delegate.answer = { body in
                if case .string(let text) = body { return .string("ok:" + text) }
                return nil
            }
            engine.addMessageHandler(named: "frames", replies: true)
            let frame = """
                <script>
                  window.webkit.messageHandlers.frames.postMessage('frame ' + location.host)
                    .then(a => parent.postMessage(a, '*'), e => parent.postMessage('rejected: ' + e, '*'));
                </script>
                """
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": """
                    <script>
                      window.answers = [];
                      addEventListener('message', (e) => window.answers.push(e.data));
                      window.webkit.messageHandlers.frames.postMessage('main').then(a => window.answers.push(a));
                    </script>
                    <iframe src="test://main/frame.html"></iframe>
                    <iframe src="test://other/frame.html"></iframe>
                    """,
                "main/frame.html": frame,
                "other/frame.html": frame,
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let answers = try await waitForObject(engine, "window.answers.length >= 3 ? { list: window.answers.slice().sort() } : null")
            try expectEqual(answers["list"] as? [String], ["ok:frame main", "ok:frame other", "ok:main"], "the replies each frame received")
            let frames = Dictionary(delegate.messages(to: "frames").compactMap { message -> (String, FrameInfo?)? in
                guard case .string(let text) = message.body else { return nil }
                return (text, message.frame)
            }, uniquingKeysWith: { first, _ in first })
            try expectEqual(frames["main"] ?? nil, FrameInfo(isMainFrame: true, url: URL(string: "test://main/index.html")), "the main frame's post's frame")
            try expectEqual(frames["frame main"] ?? nil, FrameInfo(isMainFrame: false, url: URL(string: "test://main/frame.html")), "a same-origin iframe's post's frame")
            try expectEqual(frames["frame other"] ?? nil, FrameInfo(isMainFrame: false, url: URL(string: "test://other/frame.html")), "a cross-origin iframe's post's frame")
        }
    }

    /// A message names the document that sent it, not what the view is about to show:
    /// while a main-frame navigation to another origin is under way (the view's URL is
    /// already the pending one), a post from the page still shown names that page. An
    /// access rule that judged by the view's URL would refuse the mini app's own page
    /// here, and accept a page of another origin while the mini app's is loading.
    @MainActor
    package static func aMessageNamesItsDocumentWhileTheViewNavigates(_ harness: some EngineHarness) async throws {
        let listener = try SilentListener()
        defer { listener.stop() }
        try await harness.withEngine { engine, delegate in
            engine.addMessageHandler(named: "sender", replies: false)
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>main</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            // A server that takes the connection and never answers: the load stays pending.
            let pending = try url("http://127.0.0.1:\(listener.port)/pending.html")
            let before = delegate.events.count
            engine.runJavaScript("location.href = '\(pending.absoluteString)';")
            try await waitUntil("the navigation to \(pending) to start") {
                delegate.actions.contains { $0.url == pending } && delegate.events.dropFirst(before).contains { if case .started = $0 { true } else { false } }
            }
            try await settle()
            engine.runJavaScript("window.webkit.messageHandlers.sender.postMessage('during');")
            try await waitUntil("the page's post") { !delegate.messages(to: "sender").isEmpty }
            let sender = delegate.messages(to: "sender").first?.frame
            try expect(
                sender == FrameInfo(isMainFrame: true, url: URL(string: "test://main/index.html")),
                "the post to name its sender, the main frame showing test://main/index.html",
                got: "\(describe(sender as Any)) (the view's URL: \(describe(engine.url as Any)))")
        }
    }

    /// A call-scheme navigation names the frame whose document started it: the main
    /// frame's own (`location.href`), and an iframe the main document adds with a call
    /// URL as `src` (how the `liquidstate` dialect routes `window.open`), are the main
    /// frame's; an iframe navigating itself is not, where the engine can tell
    /// (``EngineFacts/attributesNonWebNavigationsToTheirFrame``); elsewhere it is
    /// reported as the main frame's, as documented. None of them loads.
    @MainActor
    package static func callSchemeNavigationsNameTheFrameThatStartedThem(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            delegate.cancelledSchemes = ["calltest"]
            engine.addCallScheme("calltest")
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": "<body><p>main</p><iframe id='f' src='frame.html'></iframe></body>",
                "main/frame.html": """
                    <script>
                      window.ready = true;
                      addEventListener('message', () => { location.href = 'calltest://call/from-iframe'; });
                    </script>
                    """,
            ]))
            try await load(engine, delegate, "test://main/index.html")
            _ = try await waitForJS(engine, "document.getElementById('f').contentWindow.ready === true || null")
            let page = engine.url

            engine.runJavaScript("location.href = 'calltest://call/from-main';")
            try await waitUntil("the main frame's call") { delegate.actions.contains { $0.url.path == "/from-main" } }
            engine.runJavaScript("""
                const child = document.createElement('iframe');
                child.src = 'calltest://call/iframe-src';
                document.body.appendChild(child);
                """)
            try await waitUntil("the call set as a new iframe's src") { delegate.actions.contains { $0.url.path == "/iframe-src" } }
            engine.runJavaScript("document.getElementById('f').contentWindow.postMessage('go', '*');")
            try await waitUntil("the iframe's own call") { delegate.actions.contains { $0.url.path == "/from-iframe" } }

            let calls = delegate.actions.filter { $0.url.scheme == "calltest" }
            let isMain = { (path: String) in calls.first { $0.url.path == path }?.isMainFrame }
            try expectEqual(isMain("/from-main"), true, "isMainFrame of the main frame's call")
            try expectEqual(isMain("/iframe-src"), true, "isMainFrame of a call the main document set as an iframe's src")
            let attributes = harness.facts.attributesNonWebNavigationsToTheirFrame
            try expectEqual(isMain("/from-iframe"), !attributes, "isMainFrame of a call an iframe started (attributesNonWebNavigationsToTheirFrame: \(attributes))")
            try expectEqual(calls.count, 3, "one question per call (\(calls.map(\.url)))")
            try await settle()
            try expectEqual(engine.url, page, "the main frame's URL after the calls")
            try expect(!delegate.events.contains { $0.url?.scheme == "calltest" }, "no load event for a call", got: "\(delegate.events)")
        }
    }

    /// A call-scheme navigation is a message, not a load: reported, and never loaded
    /// even when the delegate allows it (the `WebEngine.addCallScheme` contract).
    @MainActor
    package static func callSchemeNavigationsNeverLoad(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            delegate.policy = { _ in .allow }
            engine.addCallScheme("calltest")
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<script>window.marker = 'still here';</script>"]))
            try await load(engine, delegate, "test://main/index.html")
            let page = engine.url
            engine.runJavaScript("location.href = 'calltest://call/allowed';")
            try await waitUntil("the call") { delegate.actions.contains { $0.url.scheme == "calltest" } }
            try await settle(500)
            try expectEqual(engine.url, page, "the main frame's URL after an allowed call")
            try expect(!delegate.events.contains { $0.url?.scheme == "calltest" }, "no load event for the call (not started, not failed)", got: "\(delegate.events)")
            try expectEqual(try await engine.evaluateJavaScript("window.marker"), #""still here""#, "the page's state after the call")
        }
    }

    /// Iframe navigations never pass for the main frame's, where it matters: an iframe
    /// navigating itself to a web address is asked with `isMainFrame` false (a main-frame
    /// navigation away would be handed out of the app); to the app's own scheme, false
    /// where the engine attributes such navigations
    /// (``EngineFacts/attributesNonWebNavigationsToTheirFrame``), else as the main
    /// frame's. An iframe's web load set by its parent is asked as an iframe's or not at
    /// all, and its failure is not the main frame's.
    @MainActor
    package static func iframeNavigationsAreNotTheMainFrames(_ harness: some EngineHarness) async throws {
        let refused = try SilentListener.refusedPort()
        let away = "http://127.0.0.1:\(refused)/away"
        try await harness.withEngine { engine, delegate in
            delegate.cancelledSchemes = ["http", "https"]
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": """
                    <iframe id='f' src='frame.html'></iframe>
                    <iframe src='http://127.0.0.1:\(refused)/frame'></iframe>
                    <p>main</p>
                    """,
                "main/frame.html": """
                    <script>
                      window.ready = true;
                      addEventListener('message', (e) => { location.href = e.data; });
                    </script>
                    """,
                "main/next.html": "<script>window.arrived = true;</script>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let frame = "document.getElementById('f').contentWindow"
            _ = try await waitForJS(engine, "\(frame).ready === true || null")

            engine.runJavaScript("\(frame).postMessage('\(away)', '*');")
            try await waitUntil("the iframe's navigation to the web to be asked") { delegate.actions.contains { $0.url.path == "/away" } }
            let toWeb = delegate.actions.filter { $0.url.path == "/away" }
            try expect(toWeb.allSatisfy { !$0.isMainFrame }, "an iframe's navigation to the web asked with isMainFrame false", got: "\(toWeb)")

            engine.runJavaScript("\(frame).postMessage('test://main/next.html', '*');")
            _ = try await waitForJS(engine, "\(frame).arrived === true || null")
            let attributes = harness.facts.attributesNonWebNavigationsToTheirFrame
            let toNext = delegate.actions.filter { $0.url.path == "/next.html" }
            try expect(!toNext.isEmpty && toNext.allSatisfy { $0.isMainFrame == !attributes },
                       "an iframe's navigation to the app's scheme asked with isMainFrame \(!attributes) (attributesNonWebNavigationsToTheirFrame: \(attributes))",
                       got: "\(toNext)")

            try await settle()
            let web = delegate.actions.filter { $0.url.scheme == "http" }
            try expect(web.allSatisfy { !$0.isMainFrame }, "no web navigation asked as the main frame's", got: "\(web)")
            try expectEqual(engine.url?.absoluteString, "test://main/index.html", "the main frame's URL")
            try expect(delegate.failures.isEmpty, "no failed load (an iframe's failure is not the main frame's)", got: "\(delegate.failures)")
        }
    }
}
