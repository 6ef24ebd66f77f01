import Foundation
import MCP

/// Waiting for what an action causes: an element, a text on the page, or a transcript
/// line (a call's reply, an error, a host activity).
enum WaitTool {
    static let waitFor = WorkbenchTool(
        name: "miniapp_wait_for",
        title: "Wait for",
        description: """
            Wait until an element matches 'selector', the page's text contains 'text', or a transcript line \
            matches 'transcript' (kind, dialect, action, status, contains) after cursor 'since' (a \
            transcriptCursor an action returned, or miniapp_transcript's next); with 'gone', until the element \
            or text is no longer there. An error after 'timeout' says what was seen.
            """,
        properties: [
            "session": SessionTools.session,
            "selector": Schema.string("A CSS selector to appear (or disappear, with gone)."),
            "text": Schema.string("Text the page's visible text must contain (or no longer, with gone)."),
            "gone": Schema.boolean("Wait for the element or text to go away instead."),
            "transcript": Schema.object([
                "kind": Schema.string("call, reply, error, event, host, load, console, dialog…"),
                "dialect": Schema.string("miniapp, liquidstate, wallet, corva…"),
                "action": Schema.string("The bridge action (getPoints…)."),
                "status": Schema.string("A reply's status: success or error."),
                "contains": Schema.string("Text the line's JSON must contain."),
            ]),
            "since": Schema.integer("Look at transcript lines from this cursor on (default 0: the whole transcript).", minimum: 0),
            "timeout": Schema.integer("Milliseconds to wait (default 10000).", minimum: 0, maximum: 300_000),
        ],
        output: Schema.result(["matched": Schema.plainString, "elapsedMs": Schema.plainInteger, "transcriptCursor": Schema.plainInteger]),
        readOnly: true,
        run: { call in
            let session = try await call.session()
            let selector = try call.arguments.string("selector")
            let text = try call.arguments.string("text")
            let filter = try call.arguments.object("transcript").map(TranscriptFilter.init)
            guard selector != nil || text != nil || filter != nil else {
                throw ToolFailure("say what to wait for: 'selector', 'text' or 'transcript'")
            }
            let gone = try call.arguments.bool("gone") ?? false
            if gone, filter != nil, selector == nil, text == nil { throw ToolFailure("'gone' applies to 'selector' or 'text', not to transcript lines") }
            let timeout = try call.arguments.integer("timeout", in: 0...300_000) ?? 10_000
            var cursor = try call.arguments.integer("since", in: 0...Int.max) ?? 0
            let start = ContinuousClock.now
            let deadline = start + .milliseconds(timeout)
            var seen = ""
            while true {
                var matched: [String: Value]?
                if let filter {
                    let (lines, next) = try await session.transcript(since: cursor)
                    if let line = lines.first(where: filter.matches) {
                        matched = ["matched": "transcript", "line": line]
                    }
                    seen = "\(next) transcript lines"
                    cursor = next
                }
                if matched == nil, let selector {
                    let present = try await !session.driver.elements(selector).isEmpty
                    if present != gone { matched = ["matched": .string(gone ? "selector gone" : "selector")] }
                    seen = present ? "'\(selector)' is on the page" : "nothing matches '\(selector)'"
                }
                if matched == nil, let text {
                    let page = try await session.driver.command("POST", "/execute/sync", body: ["script": "return document.body ? document.body.innerText : ''", "args": []]).text ?? ""
                    if page.contains(text) != gone { matched = ["matched": .string(gone ? "text gone" : "text")] }
                    seen = "the page's text: \(page.prefix(300))"
                }
                if var matched {
                    matched["elapsedMs"] = .int(Int((ContinuousClock.now - start) / .milliseconds(1)))
                    matched["transcriptCursor"] = .int(cursor)
                    return ToolOutcome(structured: matched)
                }
                if ContinuousClock.now >= deadline {
                    throw ToolFailure("timed out after \(timeout) ms; \(seen)")
                }
                try await Task.sleep(for: .milliseconds(100))
            }
        })
}

/// Which transcript lines a wait or a listing wants: each given field must equal the
/// line's, and `contains` must occur in the line's JSON.
struct TranscriptFilter: Sendable {
    var fields: [String: String] = [:]
    var contains: String?

    init(kind: String? = nil, dialect: String? = nil, action: String? = nil, status: String? = nil, contains: String? = nil) {
        for (key, value) in [("kind", kind), ("dialect", dialect), ("action", action), ("status", status)] {
            if let value { fields[key] = value }
        }
        self.contains = contains
    }

    init(_ object: [String: Value]) throws(ToolFailure) {
        let arguments = try ToolArguments(object, declared: ["kind", "dialect", "action", "status", "contains"])
        try self.init(
            kind: arguments.string("kind"), dialect: arguments.string("dialect"), action: arguments.string("action"),
            status: arguments.string("status"), contains: arguments.string("contains"))
    }

    func matches(_ line: Value) -> Bool {
        guard let object = line.objectValue else { return false }
        for (key, value) in fields where object[key]?.text != value { return false }
        if let contains, !line.jsonText.contains(contains) { return false }
        return true
    }
}
