import Foundation
import MCP

/// The host's side of a session, through `miniapp open`'s control API: scripted answers
/// for any dialect, host events, the transcript and the page's JavaScript errors.
enum HostTools {
    static var all: [WorkbenchTool] { [answer, clearAnswer, pushEvent, transcript, errorsTool] }

    static let answer = WorkbenchTool(
        name: "miniapp_answer",
        title: "Script a bridge answer",
        description: """
            Decide how the host answers a bridge action, in any dialect (miniapp getPoints, wallet sendAssets, \
            liquidstate user_location…), ahead of the profile: a 'value', an 'error' (the dialect's error form, \
            e.g. {"type":"AuthorizationFailureError","message":"…"}), and/or a 'delayMs'. The page cannot tell \
            it from the host's own answer. See miniapp_methods for what each action answers.
            """,
        properties: [
            "session": SessionTools.session,
            "action": Schema.string("The bridge action (its wire name, as miniapp_methods lists it)."),
            "value": Schema.any("The answer's value (JSON)."),
            "error": Schema.any("An error answer instead: the dialect's error value (JSON)."),
            "delayMs": Schema.integer("Answer this many milliseconds later (alone: the host's own answer, late).", minimum: 0, maximum: 600_000),
        ],
        required: ["action"],
        output: Schema.result(["action": Schema.plainString, "scripted": Schema.plainBoolean, "transcriptCursor": Schema.plainInteger]),
        run: { call in
            let session = try await call.session()
            let action = try call.arguments.requiredString("action")
            var body: [String: Value] = [:]
            if let value = call.arguments.json("value") { body["value"] = value }
            if let error = call.arguments.json("error") { body["error"] = error }
            if let delay = try call.arguments.integer("delayMs", in: 0...600_000) { body["delayMs"] = .int(delay) }
            guard !body.isEmpty else { throw ToolFailure("give 'value', 'error' and/or 'delayMs' (miniapp_clear_answer removes a scripted answer)") }
            let cursor = await session.cursor()
            try await session.control.setAnswer(action, .object(body))
            return ToolOutcome(structured: ["action": .string(action), "scripted": true, "transcriptCursor": .int(cursor)])
        })

    static let clearAnswer = WorkbenchTool(
        name: "miniapp_clear_answer",
        title: "Remove a scripted answer",
        description: "Let the profile (or the host itself) answer 'action' again; without 'action', every scripted answer is removed.",
        properties: ["session": SessionTools.session, "action": Schema.string("The action; default: all of them.")],
        output: Schema.result(["cleared": Schema.plainString]),
        run: { call in
            let session = try await call.session()
            let action = try call.arguments.string("action")
            try await session.control.removeAnswer(action)
            return ToolOutcome(structured: ["cleared": .string(action ?? "all")])
        })

    static let pushEvent = WorkbenchTool(
        name: "miniapp_push_event",
        title: "Push a host event",
        description: """
            Push a host event to the running mini app, as a profile's hostEvents entry: pause, resume, \
            keyboardShown, keyboardHidden, json (text sent as miniappreceivejsoninfo), queryParams, back, \
            navigateAppTo (corva), notification (liquidstate: text and body), offline, online… \
            (resource miniapp://docs/host-profile, "hostEvents").
            """,
        properties: [
            "session": SessionTools.session,
            "name": Schema.string("The event's name."),
            "text": Schema.string("Its text: the JSON of json, the query of queryParams, the path of navigateAppTo, a notification's title."),
            "body": Schema.string("A notification's body."),
            "at": Schema.integer("Milliseconds from now (default: at once).", minimum: 0),
            "tab": Schema.string("With tabs: the tab it goes to."),
            "reset": Schema.boolean("With selectTab: restart the tab's app."),
        ],
        required: ["name"],
        output: Schema.result(["pushed": Schema.plainString, "transcriptCursor": Schema.plainInteger]),
        run: { call in
            let session = try await call.session()
            var event: [String: Value] = ["name": .string(try call.arguments.requiredString("name"))]
            for key in ["text", "body", "tab"] { if let value = try call.arguments.string(key) { event[key] = .string(value) } }
            if let at = try call.arguments.integer("at", in: 0...86_400_000) { event["at"] = .int(at) }
            if let reset = try call.arguments.bool("reset") { event["reset"] = .bool(reset) }
            let cursor = await session.cursor()
            try await session.control.push(.object(event))
            return ToolOutcome(structured: ["pushed": event["name"] ?? "", "transcriptCursor": .int(cursor)])
        })

    static let transcript = WorkbenchTool(
        name: "miniapp_transcript",
        title: "Read the transcript",
        description: """
            The run's transcript from cursor 'since' on, filtered: one JSON object per bridge call, reply, denial, \
            pushed event, console line, load step, JavaScript error, dialog and host activity (resource \
            miniapp://docs/transcript). 'next' is the cursor to read from next time.
            """,
        properties: [
            "session": SessionTools.session,
            "since": Schema.integer("The first line's index (default 0).", minimum: 0),
            "kind": Schema.string("Only lines of this kind (call, reply, error, console, load, host…)."),
            "dialect": Schema.string("Only lines of this dialect."),
            "action": Schema.string("Only lines of this bridge action."),
            "limit": Schema.integer("At most this many lines (default 200, the last ones).", minimum: 1, maximum: 5000),
        ],
        output: Schema.result(["lines": Schema.array(of: Schema.plainObject, "the matching lines"), "next": Schema.plainInteger, "total": Schema.plainInteger]),
        readOnly: true,
        run: { call in
            let session = try await call.session()
            let since = try call.arguments.integer("since", in: 0...Int.max) ?? 0
            let filter = try TranscriptFilter(kind: call.arguments.string("kind"), dialect: call.arguments.string("dialect"), action: call.arguments.string("action"))
            let limit = try call.arguments.integer("limit", in: 1...5000) ?? 200
            let (lines, next) = try await session.transcript(since: since)
            let matching = lines.filter(filter.matches)
            return ToolOutcome(structured: ["lines": .array(Array(matching.suffix(limit))), "next": .int(next), "total": .int(matching.count)])
        })

    static let errorsTool = WorkbenchTool(
        name: "miniapp_errors",
        title: "List JavaScript errors",
        description: "The page's JavaScript errors (uncaught, unhandled rejections, Errors passed to console.error) with message, file, line, column and stack, mapped to the original source when the app ships source maps.",
        properties: ["session": SessionTools.session, "since": Schema.integer("From this transcript cursor on (default 0).", minimum: 0)],
        output: Schema.result(["errors": Schema.array(of: Schema.plainObject, "one per error")]),
        readOnly: true,
        run: { call in
            let session = try await call.session()
            return ToolOutcome(structured: ["errors": .array(try await errors(of: session, since: call.arguments.integer("since", in: 0...Int.max) ?? 0))])
        })

    /// The transcript's `error` lines, each with the original position first when mapped.
    static func errors(of session: WorkbenchSession, since: Int) async throws -> [Value] {
        let (lines, _) = try await session.transcript(since: since)
        return lines.filter(TranscriptFilter(kind: "error").matches).map { line in
            guard var error = line.objectValue else { return line }
            error["kind"] = nil
            return .object(error)
        }
    }
}
