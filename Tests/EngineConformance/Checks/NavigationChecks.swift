import Foundation
import MiniAppKit

extension EngineConformance {
    /// A navigation the delegate cancels is never requested from the server, never
    /// starts, and leaves the page as it was.
    @MainActor
    package static func aCancelledNavigationNeverLoads(_ harness: some EngineHarness) async throws {
        let server = PageServer([
            "main/index.html": "<script>window.marker = 'still here';</script>",
            "main/blocked.html": "<p>blocked</p>",
        ])
        try await harness.withEngine { engine, delegate in
            delegate.policy = { $0.url.path == "/blocked.html" ? .cancel : .allow }
            engine.registerScheme("test", handler: server)
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("location.href = 'blocked.html';")
            try await waitUntil("the navigation to blocked.html to be asked") { delegate.actions.contains { $0.url.path == "/blocked.html" } }
            try await settle(500)
            try expect(!server.log.paths.contains("/blocked.html"), "blocked.html never requested", got: "\(server.log.paths)")
            try expect(!delegate.events.contains { $0.url?.path == "/blocked.html" }, "no load event for blocked.html", got: "\(delegate.events)")
            try expectEqual(engine.url?.absoluteString, "test://main/index.html", "the main frame's URL")
            try expectEqual(try await engine.evaluateJavaScript("window.marker"), #""still here""#, "the page's state")
        }
    }

    /// A link click in the main frame is asked as `.linkClicked`, `isMainFrame` true, and
    /// loads once allowed.
    @MainActor
    package static func anAllowedLinkLoads(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": "<a id='next' href='next.html'>next</a>",
                "main/next.html": "<p>next</p>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let next = try url("test://main/next.html")
            engine.runJavaScript("document.getElementById('next').click();")
            try await waitUntil("next.html to finish loading") { delegate.events.contains(.finished(next)) }
            let action = try require(delegate.actions.first { $0.url == next }, "the link's navigation asked")
            try expectEqual(action.kind, .linkClicked, "the link's kind")
            try expectEqual(action.isMainFrame, true, "the link's isMainFrame")
            try expectEqual(engine.url, next, "the main frame's URL")
        }
    }

    /// A main-frame link to another origin reaches the delegate (which hands such links
    /// out of the app) and, cancelled, loads nothing.
    @MainActor
    package static func aLinkToAnotherOriginIsAsked(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            delegate.cancelledSchemes = ["http", "https"]
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": "<a id='out' href='http://example.invalid/page'>out</a>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("document.getElementById('out').click();")
            try await waitUntil("the link's navigation to be asked") { delegate.actions.contains { $0.url.scheme == "http" } }
            let action = try require(delegate.actions.first { $0.url.scheme == "http" }, "the link's navigation")
            try expectEqual(action.url.absoluteString, "http://example.invalid/page", "the link's URL")
            try expectEqual(action.isMainFrame, true, "the link's isMainFrame")
            try expectEqual(action.kind, .linkClicked, "the link's kind")
            try await settle()
            try expectEqual(engine.url?.absoluteString, "test://main/index.html", "the main frame's URL")
            try expect(delegate.failures.isEmpty, "no failed load for a cancelled navigation", got: "\(delegate.failures)")
        }
    }

    /// A new window to the mini app's own origin (`target="_blank"`, `window.open`) is
    /// asked as `.newWindow` with `isMainFrame` true and, allowed, loads in the same view:
    /// a mini app has one view (GTK's `create` signal and WebKit's `createWebViewWith` both
    /// load the request in the view and make no new one).
    @MainActor
    package static func newWindowsAreAskedAndLoadInTheSameView(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": "<a id='blank' href='blank.html' target='_blank'>blank</a>",
                "main/blank.html": "<p>blank</p><script>window.here = 'blank';</script>",
                "main/opened.html": "<p>opened</p><script>window.here = 'opened';</script>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            for (trigger, page, shown) in [
                ("document.getElementById('blank').click();", "test://main/blank.html", "blank"),
                ("window.open('opened.html');", "test://main/opened.html", "opened"),
            ] {
                let target = try url(page)
                engine.runJavaScript(trigger)
                try await waitUntil("\(page) (\(trigger)) to load in the view") { delegate.events.contains(.finished(target)) }
                let asked = delegate.actions.filter { $0.url == target }
                let newWindow = try require(asked.first { $0.kind == .newWindow }, "\(trigger) asked as .newWindow (asked: \(asked))")
                try expectEqual(newWindow.isMainFrame, true, "isMainFrame of the new window (\(trigger))")
                try expectEqual(engine.url, target, "the view's URL after \(trigger)")
                try expectEqual(try await engine.evaluateJavaScript("window.here"), "\"\(shown)\"", "the page the view shows after \(trigger)")
                try await load(engine, delegate, "test://main/index.html")
            }
        }
    }

    /// A new window to `about:` (`window.open()`, `window.open('about:blank')`, a
    /// `target="_blank"` link to `about:blank`) is never loaded in the view: a mini app
    /// has one view, and a blank document in place of the mini app's page is never what
    /// the page asked for (it wanted a window of its own to write into). `window.open`
    /// answers `null`, as a browser that blocks the pop-up does, and the page stays.
    @MainActor
    package static func newWindowsToAboutNeverReplaceThePage(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": "<a id='blank' href='about:blank' target='_blank'>blank</a><script>window.marker = 'still here';</script>",
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let opened = try await engine.evaluateJavaScript("""
                [window.open() === null, window.open('about:blank') === null, window.open('about:srcdoc', '_blank') === null]
                """)
            try expectEqual(opened, "[true,true,true]", "window.open() to about: answers null")
            engine.runJavaScript("document.getElementById('blank').click();")
            try await settle(500)
            try expectEqual(engine.url?.absoluteString, "test://main/index.html", "the main frame's URL")
            try expectEqual(try await engine.evaluateJavaScript("window.marker"), #""still here""#, "the page's state")
            let aboutEvents = delegate.events.filter { $0.url?.scheme == "about" }
            try expect(aboutEvents.isEmpty, "no load of about: in the view", got: "\(aboutEvents)")
        }
    }

    /// `NavigationAction.rawURL` is the URL exactly as the page wrote it, where
    /// Foundation's `URL` would re-escape it (URL-scheme dialects read their payload there).
    @MainActor
    package static func navigationsKeepTheirRawURL(_ harness: some EngineHarness) async throws {
        try await harness.withEngine { engine, delegate in
            delegate.cancelledSchemes = ["calltest"]
            engine.registerScheme("test", handler: PageServer(["main/index.html": "<body>main</body>"]))
            try await load(engine, delegate, "test://main/index.html")
            engine.runJavaScript("location.href = 'calltest://app/x?request=%zz%7B';")
            try await waitUntil("the navigation") { delegate.actions.contains { $0.url.scheme == "calltest" } }
            let action = delegate.actions.first { $0.url.scheme == "calltest" }
            try expectEqual(action?.rawURL, "calltest://app/x?request=%zz%7B", "the raw URL")
        }
    }
}
