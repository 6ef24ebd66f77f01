#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// End-to-end tests of the real WebKitGTK engine, in this process, under an Xvfb the tests
/// start themselves when `DISPLAY` is unset. Serialized: one engine at a time on the one
/// GLib loop thread. The other files extend this suite, one feature each.
@Suite(.serialized) struct WebKitGTKEngineTests {
    @Test func messageBodiesArriveConverted() async throws {
        try await withEngine { engine, delegate in
            engine.addMessageHandler(named: "msg", replies: false)
            engine.registerScheme("test", handler: PageServer(pages: ["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("""
                const h = window.webkit.messageHandlers.msg;
                h.postMessage('hello'); h.postMessage({a: 1}); h.postMessage(42);
                h.postMessage(null); h.postMessage(undefined); h.postMessage([1, 'x']);
                """)
            try await waitUntil("six messages") { delegate.messages.count == 6 }
            #expect(delegate.messages.map(\.body) == [
                .string("hello"), .json(#"{"a":1}"#), .json("42"), .json("null"), .undefined, .json(#"[1,"x"]"#),
            ])
            #expect(delegate.messages.allSatisfy { $0.handler == "msg" && $0.frame?.isMainFrame == true })
            #expect(delegate.messages.first?.mainFrameURL?.absoluteString == "test://main/index.html")
        }
    }

    @Test func replyPromisesSettle() async throws {
        try await withEngine { engine, delegate in
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
            engine.registerScheme("test", handler: PageServer(pages: ["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("""
                (async () => {
                  const h = window.webkit.messageHandlers.reply, out = {};
                  out.str = await h.postMessage('str');
                  out.json = await h.postMessage('json');
                  out.null = await h.postMessage('null');
                  try { await h.postMessage('err'); out.err = 'resolved'; } catch (e) { out.err = e.message; }
                  out.drop = await h.postMessage('drop');
                  window.replyResult = JSON.stringify(out);
                })().catch(e => { window.replyResult = JSON.stringify({failure: String(e)}); });
                """)
            let result = try object(try JSONDecoder().decode(String.self, from: Data(try await waitForJS(engine, "window.replyResult").utf8)))
            #expect(result["str"] as? String == "hello")
            #expect((result["json"] as? [String: Any])?["a"] as? [Int] == [1, 2])
            #expect(result["null"] is NSNull)
            #expect(result["err"] as? String == "nope")
            #expect(result["drop"] is NSNull)
        }
    }

    @Test func evaluatesJavaScript() async throws {
        try await withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(pages: ["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            #expect(try await engine.evaluateJavaScript("1 + 2") == "3")
            #expect(try await engine.evaluateJavaScript("({a: [1, 'b']})") == #"{"a":[1,"b"]}"#)
            #expect(try await engine.evaluateJavaScript("'text'") == #""text""#)
            #expect(try await engine.evaluateJavaScript("undefined") == nil)
            do throws(WebEngineError) {
                _ = try await engine.evaluateJavaScript("throw new Error('boom')")
                Issue.record("a throwing script must throw")
            } catch {
                #expect(error.code == .javaScriptException)
                #expect(error.message.contains("boom"))
            }
        }
    }

    @Test func snapshotIsPNG() async throws {
        try await withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(pages: [
                "main/index.html": "<body style='background:#c33'><h1>snapshot</h1></body>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let png = try await engine.snapshotPNG()
            #expect(png.count > 100)
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        }
    }

    @Test func closeStopsCallbacks() async throws {
        try await withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(pages: ["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.close()
            #expect(delegate.closed)
            #expect(engine.url == nil)
            await #expect(throws: WebEngineError.self) { try await engine.evaluateJavaScript("1") }
        }
    }

    @Test func dialogsDoNotBlock() async throws {
        try await withEngine { engine, delegate in
            var seen: [ScriptDialogKind] = []
            engine.dialogHandler = { kind, _ in seen.append(kind); return kind != .confirm }
            engine.registerScheme("test", handler: PageServer(pages: ["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            let answers = try await engine.evaluateJavaScript("alert('a'); [confirm('c'), prompt('p', 'dflt')]")
            #expect(answers == #"[false,"dflt"]"#)
            #expect(seen == [.alert, .confirm, .prompt])
        }
    }
}
#endif
