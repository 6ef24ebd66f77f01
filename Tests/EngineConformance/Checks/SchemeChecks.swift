import Foundation
import MiniAppKit

extension EngineConformance {
    /// The mini app's scheme, served by `MiniAppFileServer`: the page loads (200), an ES
    /// module and a `fetch` of the app's own file work, with the server's headers; a
    /// missing file and one outside the app's directory answer 404.
    @MainActor
    package static func schemeServesTheMiniAppsFiles(_ harness: some EngineHarness) async throws {
        let app = try TemporaryApp(files: [
            "data.json": #"{"answer":42}"#,
            "mod.js": "export const value = 'from-module';",
            "index.html": """
                <script type="module">
                  import { value } from './mod.js';
                  window.moduleValue = value;
                </script>
                <script>
                  (async () => {
                    const out = {};
                    const own = await fetch('data.json');
                    out.status = own.status;
                    out.type = own.headers.get('Content-Type');
                    out.cache = own.headers.get('Cache-Control');
                    out.json = await own.json();
                    out.missing = (await fetch('missing.txt')).status;
                    out.up = (await fetch('../secret.txt')).status;
                    out.encoded = (await fetch('sub%2F..%2F..%2Fsecret.txt')).status;
                    window.fetchResult = out;
                  })().catch(e => { window.fetchResult = { failure: String(e) }; });
                </script>
                """,
        ], outside: ["secret.txt": "secret"])
        defer { app.remove() }
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("mscheme.conformance", handler: MiniAppFileServer(root: app.root))
            try await load(engine, delegate, "mscheme.conformance://miniapp/")
            try expectEqual(try await waitForJS(engine, "window.moduleValue"), #""from-module""#, "the module's export")
            let result = try await waitForObject(engine, "window.fetchResult")
            try expect(result["failure"] == nil, "no failure in the page", got: "\(result)")
            try expectEqual(result["status"] as? Int, 200, "status of a fetch of the app's own file")
            let type = result["type"] as? String ?? ""
            try expect(type.hasPrefix("application/json"), "its Content-Type application/json", got: type)
            try expectEqual(result["cache"] as? String, "no-cache", "its Cache-Control")
            try expectEqual((result["json"] as? [String: Any])?["answer"] as? Int, 42, "its content")
            try expectEqual(result["missing"] as? Int, 404, "status of a missing file")
            try expectEqual(result["up"] as? Int, 404, "status of ../ out of the app")
            try expectEqual(result["encoded"] as? Int, 404, "status of an encoded way out of the app")
        }
    }

    /// `Range` requests reach the server and answer 206 with `Content-Range` and only the
    /// bytes asked for (how `<video>` and `<audio>` seek).
    @MainActor
    package static func schemeServesByteRanges(_ harness: some EngineHarness) async throws {
        try await expectRanges([
            ("bytes=2-4", ["206", "bytes 2-4/10", "234"]), ("bytes=-3", ["206", "bytes 7-9/10", "789"]),
            ("bytes=8-", ["206", "bytes 8-9/10", "89"]),
        ], harness)
    }

    /// A page's `Range` with positions past `Int.max` is answered, not trapped on: the
    /// host survives and the page gets the range clamped to the file (206) or 416, as
    /// RFC 9110 §14 says (issue 29, defect 4: `bytes=0-9223372036854775807` ended the host).
    @MainActor
    package static func schemeAnswersRangesPastAnyFile(_ harness: some EngineHarness) async throws {
        try await expectRanges([
            ("bytes=0-9223372036854775807", ["206", "bytes 0-9/10", "0123456789"]),
            ("bytes=9223372036854775807-", ["416", "bytes */10", "range not satisfiable"]),
            ("bytes=-99999999999999999999999", ["206", "bytes 0-9/10", "0123456789"]),
            ("bytes=2-4", ["206", "bytes 2-4/10", "234"]),
        ], harness)
    }

    /// Fetches `digits.txt` (`0123456789`) from `MiniAppFileServer` once per range, in
    /// order, and expects each answer's `[status, Content-Range, body]`.
    @MainActor
    private static func expectRanges(_ cases: [(range: String, answer: [String])], _ harness: some EngineHarness) async throws {
        let ranges = "[" + cases.map { "'\($0.range)'" }.joined(separator: ", ") + "]"
        let app = try TemporaryApp(files: [
            "digits.txt": "0123456789",
            "index.html": """
                <script>
                  (async () => {
                    const answers = [];
                    for (const range of \(ranges)) {
                      const r = await fetch('digits.txt', { headers: { Range: range } });
                      answers.push([r.status, r.headers.get('Content-Range'), await r.text()]);
                    }
                    window.rangeResult = { answers };
                  })().catch(e => { window.rangeResult = { failure: String(e) }; });
                </script>
                """,
        ])
        defer { app.remove() }
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("mscheme.conformance", handler: MiniAppFileServer(root: app.root))
            try await load(engine, delegate, "mscheme.conformance://miniapp/index.html")
            let result = try await waitForObject(engine, "window.rangeResult")
            try expect(result["failure"] == nil, "no failure in the page", got: "\(result)")
            let answers = (result["answers"] as? [[Any]])?.map { $0.map { "\($0)" } } ?? []
            try expectEqual(answers.count, cases.count, "answers to the ranges")
            for (asked, answer) in zip(cases, answers) {
                try expectEqual(answer, asked.answer, "[status, Content-Range, body] for \(asked.range)")
            }
        }
    }

    /// A scheme handler's response headers reach the page, and the page's request
    /// headers reach the handler.
    @MainActor
    package static func schemeHeadersReachBothSides(_ harness: some EngineHarness) async throws {
        let server = PageServer([
            "main/index.html": "<p>headers</p>",
            "main/data.txt": "text",
        ], headers: ["X-Conformance": "from the handler"])
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: server)
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("""
                fetch('data.txt', { headers: { 'X-Asked': 'by the page' } })
                  .then(async r => { window.headerResult = { status: r.status, header: r.headers.get('X-Conformance'), type: r.headers.get('Content-Type'), body: await r.text() }; })
                  .catch(e => { window.headerResult = { failure: String(e) }; });
                """)
            let result = try await waitForObject(engine, "window.headerResult")
            try expect(result["failure"] == nil, "no failure in the page", got: "\(result)")
            try expectEqual(result["status"] as? Int, 200, "the fetch's status")
            try expectEqual(result["header"] as? String, "from the handler", "the handler's header, read by the page")
            let type = result["type"] as? String ?? ""
            try expect(type.hasPrefix("text/plain"), "the handler's Content-Type, text/plain, read by the page", got: type)
            try expectEqual(result["body"] as? String, "text", "the body")
            let asked = server.log.requests.last { $0.url.path == "/data.txt" }
            try expectEqual(asked?.headers["x-asked"], "by the page", "the page's header, read by the handler")
        }
    }
}

/// A mini app's files in a temporary directory (`root`), with `outside` files beside it.
struct TemporaryApp {
    let base: URL
    let root: URL

    init(files: [String: String], outside: [String: String] = [:]) throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("engine-conformance-\(UUID().uuidString)", isDirectory: true)
        root = base.appendingPathComponent("app", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: root.appendingPathComponent(name)) }
        for (name, text) in outside { try Data(text.utf8).write(to: base.appendingPathComponent(name)) }
    }

    func remove() {
        try? FileManager.default.removeItem(at: base)
    }
}
