import Foundation
import MiniAppKit

extension EngineConformance {
    /// `evaluateJavaScript` answers JSON text, `nil` for `undefined`, and throws
    /// `javaScriptException` carrying the message when the script throws.
    @MainActor
    package static func evaluatesJavaScript(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            try expectEqual(try await engine.evaluateJavaScript("1 + 2"), "3", "1 + 2")
            try expectEqual(try await engine.evaluateJavaScript("[1, 'b', null, true]"), #"[1,"b",null,true]"#, "an array")
            let object = try jsonObject(try require(try await engine.evaluateJavaScript("({a: [1, 'b']})"), "an object's JSON"))
            try expectEqual((object["a"] as? [Any])?.map { "\($0)" }, ["1", "b"], "an object's field")
            try expectEqual(try await engine.evaluateJavaScript("'text'"), #""text""#, "a string")
            try expectEqual(try await engine.evaluateJavaScript("undefined"), nil, "undefined")
            do {
                let value = try await engine.evaluateJavaScript("throw new Error('boom')")
                throw CheckFailure(expected: "a throwing script to throw", actual: "it returned \(describe(value as Any))")
            } catch let error as WebEngineError {
                try expectEqual(error.code, .javaScriptException, "the error's code")
                try expect(error.message.contains("boom"), "the error's message to name the exception", got: error.message)
            }
        }
    }

    /// `snapshotPNG` renders the page as PNG data.
    @MainActor
    package static func snapshotIsPNG(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": "<body style='background:#c33'><h1>snapshot</h1></body>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let png = try await engine.snapshotPNG()
            try expect(png.count > 100, "more than a PNG header", got: "\(png.count) bytes")
            try expectEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the PNG signature")
        }
    }

    /// `close()` tells the delegate, forgets the URL, and evaluation then throws `closed`.
    @MainActor
    package static func closingTheEngineStopsIt(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.close()
            try expect(delegate.closed, "webEngineDidClose", got: "no call")
            try expectEqual(engine.url, nil, "the URL once closed")
            do {
                let value = try await engine.evaluateJavaScript("1")
                throw CheckFailure(expected: "evaluation on a closed engine to throw", actual: "it returned \(describe(value as Any))")
            } catch let error as WebEngineError {
                try expectEqual(error.code, .closed, "the error's code")
            }
            engine.close()  // a second close does nothing (and must not crash)
        }
    }

    /// `window.close()` from a page with one history entry closes the engine: WebKit lets
    /// such a page close itself (a page with more history may not, unless script opened
    /// its window), and the engine reports it as closed.
    @MainActor
    package static func aPageWithOneHistoryEntryClosesItself(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>closing</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("window.close();")
            try await waitUntil("webEngineDidClose after window.close()") { delegate.closed }
            try expectEqual(engine.url, nil, "the URL once the page closed")
        }
    }

    /// Once the web process ends, the delegate hears `.webProcessTerminated` with the
    /// page's URL, and the engine loads again afterwards.
    @MainActor
    package static func webProcessTerminationIsReported(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>", "main/after.html": "<p>after</p>"]))
            try await load(engine, delegate, "test://main/index.html")
            try harness.terminateWebProcess(of: engine)
            try await waitUntil(".webProcessTerminated") {
                delegate.events.contains { if case .webProcessTerminated = $0 { true } else { false } }
            }
            let terminated = delegate.events.first { if case .webProcessTerminated = $0 { true } else { false } }
            try expectEqual(terminated, .webProcessTerminated(try url("test://main/index.html")), "the termination event")
            try await load(engine, delegate, "test://main/after.html")
            try expectEqual(try await engine.evaluateJavaScript("document.body.textContent"), #""after""#, "the page loaded after the termination")
        }
    }

    /// Set-up after the first load is refused (the `WebEngine` contract): a handler,
    /// user script or scheme added then reaches neither the page shown nor the next one.
    @MainActor
    package static func setUpAfterTheFirstLoadIsRefused(_ harness: some EngineHarness) async throws {
        let late = PageServer(["x/index.html": "<p>late</p>"])
        try await harness.withEngine { engine, delegate in
            engine.addMessageHandler(named: "early", replies: false)
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<p>hi</p>", "main/next.html": "<p>next</p>"]))
            try await load(engine, delegate, "test://main/index.html")

            engine.addMessageHandler(named: "late", replies: false)
            engine.addMessageHandler(named: "lateReply", replies: true)
            engine.addUserScript(UserScript(source: "window.lateScript = true;"))
            engine.registerScheme("late", handler: late)
            let probe = "[typeof window.webkit.messageHandlers.early, typeof window.webkit.messageHandlers.late, typeof window.webkit.messageHandlers.lateReply, typeof window.lateScript]"
            let refused = #"["object","undefined","undefined","undefined"]"#
            try expectEqual(try await engine.evaluateJavaScript(probe), refused, "[early, late, lateReply handlers, late script] in the page shown")
            try await load(engine, delegate, "test://main/next.html")
            try expectEqual(try await engine.evaluateJavaScript(probe), refused, "[early, late, lateReply handlers, late script] in the next page")

            // A load of the late scheme fails as any unknown scheme's would; had the
            // scheme been registered, its handler would have been asked.
            let lateURL = try url("late://x/index.html")
            engine.load(lateURL)
            try await waitUntil("the load of the late scheme to fail") { delegate.failures.contains { $0.url == lateURL } }
            try expect(late.log.requests.isEmpty, "a scheme registered late never asked", got: "\(late.log.paths)")
        }
    }
}
