#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// What page JavaScript can learn about registered handler names, in the main frame and in
/// same- and cross-origin iframes. The access design rests on these facts, so they are pinned.
extension WebKitGTKEngineTests {
    static let probe = """
        function probe() {
          const h = window.webkit && window.webkit.messageHandlers;
          if (!h) return { present: false };
          const r = { present: true };
          const attempt = (f) => { try { return f(); } catch (e) { return 'throws: ' + e; } };
          r.keys = attempt(() => Object.keys(h));
          r.names = attempt(() => Object.getOwnPropertyNames(h));
          r.forIn = attempt(() => { const a = []; for (const k in h) a.push(k); return a; });
          r.reflect = attempt(() => Reflect.ownKeys(h).map(String));
          r.json = attempt(() => JSON.stringify(h));
          r.known = attempt(() => typeof h.secretHandler);
          r.unknown = attempt(() => typeof h.noSuchHandler);
          r.unknownPost = attempt(() => { h.noSuchHandler.postMessage('x'); return 'no throw'; });
          r.knownPost = attempt(() => { h.secretHandler.postMessage('probe from ' + location.host); return 'posted'; });
          return r;
        }
        """

    @Test func handlerNamesAreNotEnumerableFromAnyFrame() async throws {
        try await withEngine { engine, delegate in
            engine.addMessageHandler(named: "secretHandler", replies: false)
            let frame = "<script>\(Self.probe); parent.postMessage(JSON.stringify({ host: location.host, probe: probe() }), '*');</script>"
            engine.registerScheme("test", handler: PageServer(pages: [
                "main/index.html": """
                    <script>\(Self.probe)
                      window.frameResults = [];
                      addEventListener('message', (e) => window.frameResults.push(JSON.parse(e.data)));
                    </script>
                    <iframe src="test://main/frame.html"></iframe>
                    <iframe src="test://other/frame.html"></iframe>
                    """,
                "main/frame.html": frame,
                "other/frame.html": frame,
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let main = try object(try await waitForJS(engine, "probe()"))
            try await waitUntil("two frame probes") {
                delegate.messages.count >= 3
            }
            let frames = try await waitForJS(engine, "window.frameResults.length == 2 ? window.frameResults : null")
            let frameProbes = try JSONSerialization.jsonObject(with: Data(frames.utf8)) as? [[String: Any]] ?? []
            #expect(frameProbes.count == 2)
            for result in [main] + frameProbes.compactMap({ $0["probe"] as? [String: Any] }) {
                // Not enumerable, by any means…
                #expect(result["keys"] as? [String] == [])
                #expect(result["names"] as? [String] == [])
                #expect(result["forIn"] as? [String] == [])
                #expect(result["reflect"] as? [String] == [])
                #expect(result["json"] as? String == "{}")
                // …but reachable by name, and a guessed name can be tested for.
                #expect(result["known"] as? String == "object")
                #expect(result["unknown"] as? String == "undefined")
                #expect((result["unknownPost"] as? String)?.hasPrefix("throws: TypeError") == true)
                #expect(result["knownPost"] as? String == "posted")
            }
            // A cross-origin iframe's post reaches native naming its frame (the frame guard).
            #expect(delegate.messages.contains {
                $0.body == .string("probe from other") && $0.frame == FrameInfo(isMainFrame: false, url: URL(string: "test://other/frame.html"))
            })
        }
    }
}
#endif
