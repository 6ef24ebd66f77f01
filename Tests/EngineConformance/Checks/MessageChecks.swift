import Foundation
import MiniAppKit

extension EngineConformance {
    /// Strings stay strings; other values arrive as their JSON; `undefined` as
    /// `.undefined`; each message names its handler and the main frame's URL, and a
    /// handler without reply Promises delivers no reply (its dialect answers the page by
    /// script, as a foreign bridge on `MiniAppiOS` expects).
    @MainActor
    package static func messageBodiesArriveConverted(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.addMessageHandler(named: "msg", replies: false)
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("""
                const h = window.webkit.messageHandlers.msg;
                h.postMessage('hello'); h.postMessage({a: 1}); h.postMessage(42);
                h.postMessage(null); h.postMessage(undefined); h.postMessage([1, 'x']);
                """)
            try await waitUntil("six messages") { delegate.messages.count >= 6 }
            try expectEqual(delegate.messages.map(\.body), [
                .string("hello"), .json(#"{"a":1}"#), .json("42"), .json("null"), .undefined, .json(#"[1,"x"]"#),
            ], "the bodies, in order")
            try expect(delegate.messages.allSatisfy { $0.handler == "msg" }, "every message named handler 'msg'", got: "\(delegate.messages.map(\.handler))")
            try expectEqual(delegate.messages.first?.mainFrameURL?.absoluteString, "test://main/index.html", "the main frame's URL")
            try expectEqual(delegate.carriedReplies, Array(repeating: false, count: 6), "whether each main-frame message carried a reply")
        }
    }

    /// A reply handler's `postMessage` returns a Promise that the reply settles: a
    /// string, JSON, `null` (not `undefined`), a rejection carrying the message; a reply
    /// the delegate drops unanswered resolves with `null`.
    @MainActor
    package static func replyPromisesSettle(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            delegate.answer = { body in
                switch body {
                case .string("str"): .string("hello")
                case .string("json"): .json(#"{"a":[1,2]}"#)
                case .string("null"): .null
                case .string("err"): .error("nope")
                default: nil  // "drop": the reply is released unanswered
                }
            }
            engine.addMessageHandler(named: "reply", replies: true)
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("""
                (async () => {
                  const h = window.webkit.messageHandlers.reply, out = {};
                  out.str = await h.postMessage('str');
                  out.json = await h.postMessage('json');
                  const nothing = await h.postMessage('null');
                  out.null = nothing === null ? 'null' : typeof nothing;
                  try { await h.postMessage('err'); out.err = 'resolved'; }
                  catch (e) { out.err = e instanceof Error ? e.message : 'rejected with ' + String(e); }
                  const dropped = await h.postMessage('drop');
                  out.drop = dropped === null ? 'null' : typeof dropped;
                  window.replyResult = out;
                })().catch(e => { window.replyResult = { failure: String(e) }; });
                """)
            let result = try await waitForObject(engine, "window.replyResult")
            try expect(result["failure"] == nil, "no failure in the page", got: "\(result)")
            try expectEqual(result["str"] as? String, "hello", ".string resolves with the string")
            try expectEqual((result["json"] as? [String: Any])?["a"] as? [Int], [1, 2], ".json resolves with the value")
            try expectEqual(result["null"] as? String, "null", ".null resolves with null (typeof otherwise)")
            try expectEqual(result["err"] as? String, "nope", ".error rejects with an Error carrying the message")
            try expectEqual(result["drop"] as? String, "null", "a dropped reply resolves with null (typeof otherwise)")
        }
    }

    /// Adding a handler a second time, with or without replies, changes nothing: a post
    /// is delivered once, and the first registration's reply Promise still settles.
    @MainActor
    package static func aSecondHandlerOfTheSameNameIsHarmless(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            delegate.answer = { _ in .string("once") }
            engine.addMessageHandler(named: "dup", replies: true)
            engine.addMessageHandler(named: "dup", replies: true)
            engine.addMessageHandler(named: "dup", replies: false)
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("""
                window.webkit.messageHandlers.dup.postMessage('x')
                  .then(v => { window.dupResult = { answer: v }; }, e => { window.dupResult = { failure: String(e) }; });
                """)
            let result = try await waitForObject(engine, "window.dupResult")
            try expectEqual(result["answer"] as? String, "once", "the post's Promise resolves with the reply (\(result))")
            try await settle()
            try expectEqual(delegate.messages(to: "dup").count, 1, "deliveries of one post")
        }
    }

    /// What page JavaScript can learn about registered handler names, in the main frame
    /// and in same- and cross-origin iframes: nothing by enumeration, only by guessing a
    /// name. The access design rests on these facts.
    @MainActor
    package static func handlerNamesAreNotEnumerableFromAnyFrame(_ harness: some EngineHarness) async throws {
        let probe = """
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
        try await harness.withEngine { engine, delegate in
            engine.addMessageHandler(named: "secretHandler", replies: false)
            let frame = "<script>\(probe); parent.postMessage(JSON.stringify({ host: location.host, probe: probe() }), '*');</script>"
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": """
                    <script>\(probe)
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
            let main = try await waitForObject(engine, "probe()")
            let frames = try await waitForObject(engine, "window.frameResults.length == 2 ? { list: window.frameResults } : null")
            let frameProbes = (frames["list"] as? [[String: Any]] ?? []).compactMap { $0["probe"] as? [String: Any] }
            try expectEqual(frameProbes.count, 2, "probes from the two iframes")
            for (index, result) in ([main] + frameProbes).enumerated() {
                let place = index == 0 ? "the main frame" : "iframe \(index)"
                // Not enumerable, by any means…
                try expectEqual(result["keys"] as? [String], [], "Object.keys in \(place)")
                try expectEqual(result["names"] as? [String], [], "Object.getOwnPropertyNames in \(place)")
                try expectEqual(result["forIn"] as? [String], [], "for…in in \(place)")
                try expectEqual(result["reflect"] as? [String], [], "Reflect.ownKeys in \(place)")
                try expectEqual(result["json"] as? String, "{}", "JSON.stringify in \(place)")
                // …but reachable by name, and a guessed name can be tested for.
                try expectEqual(result["known"] as? String, "object", "typeof a registered handler in \(place)")
                try expectEqual(result["unknown"] as? String, "undefined", "typeof an unknown handler in \(place)")
                let unknownPost = result["unknownPost"] as? String ?? ""
                try expect(unknownPost.hasPrefix("throws: TypeError"), "posting to an unknown handler throws a TypeError in \(place)", got: unknownPost)
                try expectEqual(result["knownPost"] as? String, "posted", "posting to a registered handler in \(place)")
            }
            // A cross-origin iframe's post reaches native, naming its frame.
            try await waitUntil("the cross-origin iframe's post") {
                delegate.messages.contains { $0.body == .string("probe from other") }
            }
            let fromOther = delegate.messages.first { $0.body == .string("probe from other") }
            try expectEqual(fromOther?.frame, FrameInfo(isMainFrame: false, url: URL(string: "test://other/frame.html")), "the cross-origin iframe's frame")
        }
    }
}
