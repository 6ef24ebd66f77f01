import Foundation
import MCP
import MiniAppHost

/// Opening, launching, reloading and closing mini apps; several can be open at once.
enum SessionTools {
    static let session: Value = Schema.string("The session to act on (from miniapp_open); may be left out while only one is open.")

    static var all: [WorkbenchTool] { [open, launch, reload, close, sessions, status] }

    static let open = WorkbenchTool(
        name: "miniapp_open",
        title: "Open a mini app",
        description: """
            Open a mini app in MiniAppKit's real host (WebKitGTK, the same WebKit as iOS), headless in a private \
            Xvfb unless 'window' is true, with a host profile and a live transcript. 'app' is a folder with \
            index.html, a .zip bundle, an http(s) URL, or an app id of the registry of a saved `miniapp login` \
            (or 'server'). Returns once the page has loaded (progress is notified on the way), with the session \
            id every other tool takes. With 'hold', the page stays blank until miniapp_launch, so answers \
            scripted with miniapp_answer apply from the page's first script.
            """,
        properties: [
            "app": Schema.string("A mini app folder, a .zip bundle, an http(s) URL, a corva: page, or a registry app id. Paths are read from the working directory and must be under it or one of the client's roots."),
            "profile": Schema.string("A host profile (docs: resource miniapp://docs/host-profile): the host's answers, permissions, device."),
            "device": Schema.string("Emulate a device: viewport, pixel ratio, safe areas, iOS user agent.", choices: DevicePreset.allCases.map(\.rawValue)),
            "colorScheme": Schema.string("prefers-color-scheme and isDarkMode().", choices: ["light", "dark"]),
            "locale": Schema.string("navigator.language and the host locale, such as ja-JP."),
            "network": Schema.string("offline: every http(s) load fails; slow: each fetch and XMLHttpRequest starts later.", choices: ["online", "offline", "slow"]),
            "latencyMs": Schema.integer("With network slow: the delay of each request (default 800).", minimum: 0, maximum: 60_000),
            "grants": Schema.array(of: Schema.plainString, "Custom permissions the manifest declares, granted before launch (rakuten.miniapp.user.USER_NAME…)."),
            "hold": Schema.boolean("Keep the page blank until miniapp_launch, so scripted answers apply from the first script."),
            "query": Schema.string("A query string appended to the mini app's URL (queryParams)."),
            "appId": Schema.string("The mini app id (default: the folder or file name)."),
            "data": Schema.string("Keep the mini app's storage in this folder from session to session (default: fresh each time)."),
            "window": Schema.boolean("Show a window on the display instead of running headless (needs DISPLAY)."),
            "server": Schema.string("A registry to install 'app' (an app id) from; default: the saved `miniapp login`."),
            "project": Schema.string("With server: the project (host) id."),
            "subscriptionKey": Schema.string("With server: the project's subscription key (or $MINIAPP_SUBSCRIPTION_KEY)."),
            "pinKeys": Schema.array(of: Schema.plainString, "With server: trusted signing keys as id:ecKey."),
            "allowUnsignedManifests": Schema.boolean("With server: accept manifests without a signature check."),
            "versionId": Schema.string("With server: a version id or tag instead of the latest."),
            "preview": Schema.string("With server: a preview code (an unpublished version)."),
        ],
        output: Schema.result([
            "session": Schema.plainString, "state": Schema.plainString, "url": Schema.nullableString,
            "transcript": Schema.plainString, "errors": Schema.array(of: Schema.plainObject, "JavaScript errors so far"),
            "doors": Schema.plainObject,
        ]),
        run: { call in
            let policy = await call.workbench.pathPolicy()
            let plan = try await OpenPlan.make(call.arguments, paths: policy)
            let app = try call.arguments.string("app") ?? "(the profile's app)"
            var progress = call.progress
            if let registry = plan.registry {
                let total = 1 + SessionLauncher.steps
                try await registry.install(progress: progress.shifted(by: 0, total: total))
                progress = progress.shifted(by: 1, total: total)
            }
            let launcher = SessionLauncher(openArguments: plan.arguments, environment: plan.environment, progress: progress)
            let session = try await call.workbench.open(app: app, holds: plan.holds, launcher: launcher)
            var result = try await describe(session)
            result["errors"] = .array(try await HostTools.errors(of: session, since: 0))
            result["doors"] = [
                "control": .string(session.control.http.base.absoluteString),
                "webdriver": .string(session.driver.http.base.absoluteString),
                "webdriverSession": .string(session.driver.sessionId ?? ""),
            ]
            return ToolOutcome(structured: result)
        })

    static let launch = loadingTool(
        "miniapp_launch", title: "Launch a held mini app",
        description: "Load the mini app of a session opened with 'hold' (answers scripted before apply from its first script); waits until the page has loaded."
    ) { session in try await session.control.launch() }

    static let reload = loadingTool(
        "miniapp_reload", title: "Reload the page",
        description: "Reload the mini app's page (after editing its files), as the host's reset does, and wait until it has loaded again."
    ) { session in try await session.driver.command("POST", "/refresh", body: [:]) }

    /// A tool that makes the page load (`start`) and waits until it has.
    private static func loadingTool(
        _ name: String, title: String, description: String, start: @escaping @Sendable (WorkbenchSession) async throws -> Void
    ) -> WorkbenchTool {
        WorkbenchTool(
            name: name, title: title, description: description,
            properties: ["session": session],
            output: Schema.result(["session": Schema.plainString, "state": Schema.plainString, "url": Schema.nullableString, "transcriptCursor": Schema.plainInteger]),
            run: { call in
                let session = try await call.session()
                let cursor = await session.cursor()
                try await start(session)
                try await session.waitForLoad(since: cursor, timeout: .seconds(60))
                var result = try await describe(session)
                result["transcriptCursor"] = .int(cursor)
                return ToolOutcome(structured: result)
            })
    }

    static let close = WorkbenchTool(
        name: "miniapp_close",
        title: "Close a session",
        description: "End a session: the run ends as if the mini app had called closeMiniApp (its transcript gets its end line), and every process it started (the host, its Xvfb, WebKit's processes, the driver) ends.",
        properties: ["session": session],
        output: Schema.result(["session": Schema.plainString, "closed": Schema.plainBoolean]),
        run: { call in
            let session = try await call.session()
            await call.workbench.close(session)
            return ToolOutcome(structured: ["session": .string(session.id), "closed": true])
        })

    static let sessions = WorkbenchTool(
        name: "miniapp_sessions",
        title: "List sessions",
        description: "The open sessions: id, what was opened, state and page URL.",
        properties: [:],
        output: Schema.result(["sessions": Schema.array(of: Schema.plainObject, "one per open session")]),
        readOnly: true,
        run: { call in
            var listed: [Value] = []
            for session in await call.workbench.openSessions {
                listed.append(.object((try? await describe(session)) ?? ["session": .string(session.id), "state": "unreachable"]))
            }
            return ToolOutcome(structured: ["sessions": .array(listed)])
        })

    static let status = WorkbenchTool(
        name: "miniapp_status",
        title: "Read the run's state",
        description: "The run's state (held, running, ended), page URL, bridge calls still open, transcript length, scripted actions and the number of JavaScript errors.",
        properties: ["session": session],
        output: Schema.result([
            "session": Schema.plainString, "state": Schema.plainString, "url": Schema.nullableString, "app": Schema.plainString,
            "openCalls": Schema.plainInteger, "transcriptLines": Schema.plainInteger,
            "scriptedActions": Schema.array(of: Schema.plainString, "actions with a scripted answer"), "errorCount": Schema.plainInteger,
        ]),
        readOnly: true,
        run: { call in
            let session = try await call.session()
            let status = try await session.control.status()
            var result = try await describe(session, status: status)
            result["openCalls"] = status["openCalls"] ?? 0
            result["transcriptLines"] = status["transcriptLines"] ?? 0
            result["scriptedActions"] = status["scriptedActions"] ?? []
            result["errorCount"] = .int(try await HostTools.errors(of: session, since: 0).count)
            return ToolOutcome(structured: result)
        })

    /// The facts every session tool answers with.
    static func describe(_ session: WorkbenchSession, status: [String: Value]? = nil) async throws -> [String: Value] {
        let facts: [String: Value]
        if let status { facts = status } else { facts = try await session.control.status() }
        return [
            "session": .string(session.id), "app": .string(session.app),
            "state": facts["state"] ?? "unknown", "url": facts["url"] ?? .null,
            "transcript": .string(session.transcriptURI),
        ]
    }
}
