#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// A hostile iframe's ways around the frame guard, in the real engine. Each must still
/// reach native named as an iframe's message, never as the main frame's.
extension WebKitGTKEngineTests {
    @Test func aHostileIframeCannotPostAsTheMainFrame() async throws {
        try await withEngine { engine, delegate in
            engine.addMessageHandler(named: "secretHandler", replies: false)
            let hostile = """
                <script>
                  const tries = {};
                  const attempt = (name, f) => { try { f(); tries[name] = 'posted'; } catch (e) { tries[name] = 'throws: ' + e; } };
                  // WebKit's getter, read off the namespace's prototype.
                  attempt('prototypeGetter', () => {
                    const getter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(window.webkit), 'messageHandlers').get;
                    getter.call(window.webkit).secretHandler.postMessage('prototypeGetter');
                  });
                  // A fresh child frame's handlers, reached before its own scripts could run.
                  attempt('nestedBlank', () => {
                    const child = document.createElement('iframe');
                    document.body.appendChild(child);
                    child.contentWindow.webkit.messageHandlers.secretHandler.postMessage('nestedBlank');
                  });
                  // Redefining the handlers back.
                  attempt('redefine', () => {
                    delete window.webkit.messageHandlers;
                    window.webkit.messageHandlers.secretHandler.postMessage('redefine');
                  });
                  parent.postMessage(JSON.stringify(tries), '*');
                </script>
                """
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": """
                    <script>window.tries = null; addEventListener('message', (e) => { window.tries = e.data; });</script>
                    <iframe src="test://other/hostile.html"></iframe>
                    """,
                "other/hostile.html": "<body>\(hostile)</body>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let tries = try jsonObject(try await waitForJS(engine, "window.tries").jsonUnquoted())
            try await waitUntil("the hostile frame's posts") { delegate.messages.count >= 2 }
            try await Task.sleep(for: .milliseconds(200))
            // Every post that got through is an iframe's; none claims the main frame.
            #expect(!delegate.messages.isEmpty)
            for message in delegate.messages {
                #expect(message.frame?.isMainFrame == false, "\(message.body) arrived as \(String(describing: message.frame))")
            }
            #expect(tries["prototypeGetter"] as? String == "posted")
            #expect(tries["nestedBlank"] as? String == "posted")
        }
    }

    /// For a handler without reply Promises, the main frame's message carries no reply (a
    /// dialect answers it by script, as on WebKit's own path), while an iframe's keeps
    /// one: a refusal the delegate sends through it reaches that frame alone.
    @Test func onlyAnIframesPostToAHandlerWithoutRepliesCarriesAReply() async throws {
        try await withEngine { engine, delegate in
            delegate.answer = { _ in .error("refused in the frame") }
            engine.addMessageHandler(named: "plain", replies: false)
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": """
                    <script>
                      window.heard = null; addEventListener('message', (e) => { window.heard = e.data; });
                      window.webkit.messageHandlers.plain.postMessage('main');
                    </script>
                    <iframe src="test://other/frame.html"></iframe>
                    """,
                "other/frame.html": """
                    <script>
                      Promise.resolve(window.webkit.messageHandlers.plain.postMessage('frame'))
                        .then(v => parent.postMessage('resolved ' + v, '*'), e => parent.postMessage('rejected ' + e.message, '*'));
                    </script>
                    """,
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let heard = try await waitForJS(engine, "window.heard").jsonUnquoted()
            #expect(heard == "rejected refused in the frame")
            let carried = Dictionary(zip(delegate.messages.map { "\($0.body)" }, delegate.carriedReplies)) { first, _ in first }
            #expect(carried == ["\(MessageBody.string("main"))": false, "\(MessageBody.string("frame"))": true], "\(carried)")
        }
    }
}
#endif
