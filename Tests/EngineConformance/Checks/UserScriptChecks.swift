import MiniAppKit

extension EngineConformance {
    /// A document-start script runs before the page's first script (and before `<body>`
    /// exists); a document-end script runs after the whole document parsed, after the
    /// page's inline scripts.
    @MainActor
    package static func userScriptsRunAtDocumentStartAndEnd(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.addUserScript(UserScript(
                source: "window.atStart = { body: document.body !== null, pageRan: window.pageRan === true };",
                injectionTime: .documentStart))
            engine.addUserScript(UserScript(
                source: "window.atEnd = { tail: document.getElementById('tail') !== null, pageRan: window.pageRan === true };",
                injectionTime: .documentEnd))
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": """
                    <html><head><script>
                      window.pageSaw = { start: typeof window.atStart, end: typeof window.atEnd };
                      window.pageRan = true;
                    </script></head><body><p id="tail">tail</p></body></html>
                    """,
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let seen = try await waitForObject(engine, "window.atEnd && { pageSaw: window.pageSaw, atStart: window.atStart, atEnd: window.atEnd }")
            let pageSaw = seen["pageSaw"] as? [String: String]
            try expectEqual(pageSaw, ["start": "object", "end": "undefined"], "what the page's first script saw of the two user scripts")
            let atStart = seen["atStart"] as? [String: Bool]
            try expectEqual(atStart, ["body": false, "pageRan": false], "what the document-start script saw")
            let atEnd = seen["atEnd"] as? [String: Bool]
            try expectEqual(atEnd, ["tail": true, "pageRan": true], "what the document-end script saw")
        }
    }

    /// `.mainFrameOnly` stays out of iframes; `.allFrames` runs in them too.
    @MainActor
    package static func userScriptsRunInTheFramesTheyAskFor(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.addUserScript(UserScript(source: "window.mainOnly = true;", frames: .mainFrameOnly))
            engine.addUserScript(UserScript(source: "window.everyFrame = true;", frames: .allFrames))
            engine.addUserScript(UserScript(source: "window.mainOnlyAtEnd = true;", injectionTime: .documentEnd, frames: .mainFrameOnly))
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": "<iframe id='f' src='frame.html'></iframe>",
                "main/frame.html": "<p id='framed'>frame</p>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let seen = try await waitForObject(engine, """
                (() => {
                  const frame = document.getElementById('f');
                  const inner = frame && frame.contentWindow;
                  if (!inner || !inner.document.getElementById('framed') || inner.document.readyState !== 'complete') return null;
                  const read = (w) => [w.mainOnly === true, w.everyFrame === true, w.mainOnlyAtEnd === true];
                  return { main: read(window), frame: read(inner) };
                })()
                """)
            try expectEqual(seen["main"] as? [Bool], [true, true, true], "[main-frame-only, all-frames, main-frame-only at end] in the main frame")
            try expectEqual(seen["frame"] as? [Bool], [false, true, false], "[main-frame-only, all-frames, main-frame-only at end] in a same-origin iframe")
        }
    }

    /// An allow-list limits a script to the URLs it names: `test://a/*` runs on
    /// `test://a/` and not on `test://b/`; `test://a/sub/*` only under that path. A script
    /// without a list runs everywhere (so a page without any is not mistaken for refusal).
    @MainActor
    package static func userScriptsKeepToTheirAllowList(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.addUserScript(UserScript(source: "window.everywhere = true;"))
            engine.addUserScript(UserScript(source: "window.onA = true;", allowList: ["test://a/*"]))
            engine.addUserScript(UserScript(source: "window.underSub = true;", frames: .allFrames, allowList: ["test://a/sub/*"]))
            // The guard WKWebViewEngine wraps a listed script in (WKUserScript has no
            // list), run here on every engine as plain script: it must agree.
            engine.addUserScript(UserScript(source: UserScriptAllowList(["test://a/*"]).guarding("var guardedA = true;")))
            engine.registerScheme("test", handler: PageServer([
                "a/index.html": "<p>a</p>",
                "a/sub/page.html": "<p>a sub</p>",
                "b/index.html": "<p>b</p>",
            ]))
            let probe = "[window.everywhere === true, window.onA === true, window.underSub === true, window.guardedA === true]"
            for (page, expected) in [
                ("test://a/index.html", "[true,true,false,true]"),
                ("test://a/sub/page.html", "[true,true,true,true]"),
                ("test://b/index.html", "[true,false,false,false]"),
            ] {
                try await load(engine, delegate, page)
                let seen = try await engine.evaluateJavaScript(probe)
                try expectEqual(seen, expected, "[no list, test://a/*, test://a/sub/*, guarded test://a/*] scripts run on \(page)")
            }
        }
    }
}
