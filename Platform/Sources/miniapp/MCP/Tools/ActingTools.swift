import Foundation
import MCP

/// Driving the page through WebDriver: WebKit's own automation, real input events.
/// Every tool that changes something answers the transcript cursor from before it
/// acted, for miniapp_wait_for's `since`.
enum ActingTools {
    static var all: [WorkbenchTool] { [find, click, type, clear, evaluate, navigate, WaitTool.waitFor] }

    static let cursorResult = Schema.result(["session": Schema.plainString, "transcriptCursor": Schema.plainInteger])

    static let find = WorkbenchTool(
        name: "miniapp_find",
        title: "Find elements",
        description: "The elements a CSS selector matches (waiting for the first to appear): tag, id, text, value, visibility, enabled, box. An error when none appears in time.",
        properties: PageElements.listing,
        required: ["selector"],
        output: PageElements.listed,
        readOnly: true,
        run: { call in
            let session = try await call.session()
            let selector = try call.arguments.requiredString("selector")
            _ = try await PageElements.first(call.arguments, in: session)
            let described = try await PageElements.describe(selector, limit: try call.arguments.integer("limit", in: 1...200) ?? 20, in: session)
            return ToolOutcome(structured: described.objectValue ?? [:])
        })

    static let click = elementAction(
        "miniapp_click", title: "Click",
        description: "Click the element a CSS selector matches, as a user would (scrolled into view, real mouse events).") { call, session, element in
            try await session.driver.command("POST", "/element/\(element)/click", body: [:])
        }

    static let type = elementAction(
        "miniapp_type", title: "Type text",
        description: "Type text into the element a CSS selector matches (key events, as a user types); optionally clear it first and press Enter after.",
        properties: [
            "text": Schema.string("The text to type."),
            "clear": Schema.boolean("Clear the field first."),
            "submit": Schema.boolean("Press Enter after typing."),
        ],
        required: ["text"]) { call, session, element in
            guard let text = try call.arguments.string("text") else { throw ToolFailure("'text' is required (a string)") }
            if try call.arguments.bool("clear") == true { try await session.driver.command("POST", "/element/\(element)/clear", body: [:]) }
            let keys = text + (try call.arguments.bool("submit") == true ? "\u{E007}" : "")
            try await session.driver.command("POST", "/element/\(element)/value", body: ["text": .string(keys)])
        }

    static let clear = elementAction(
        "miniapp_clear", title: "Clear a field", description: "Empty the input or text area a CSS selector matches.") { _, session, element in
            try await session.driver.command("POST", "/element/\(element)/clear", body: [:])
        }

    /// A tool that does `act` to the first element `selector` matches (waiting for it) and
    /// answers the transcript cursor from before.
    private static func elementAction(
        _ name: String, title: String, description: String, properties: [String: Value] = [:], required: [String] = [],
        act: @escaping @Sendable (ToolCall, WorkbenchSession, String) async throws -> Void
    ) -> WorkbenchTool {
        WorkbenchTool(
            name: name, title: title, description: description,
            properties: ["session": SessionTools.session, "selector": PageElements.selector, "timeout": PageElements.timeout]
                .merging(properties) { $1 },
            required: ["selector"] + required,
            output: cursorResult,
            run: { call in
                let session = try await call.session()
                let element = try await PageElements.first(call.arguments, in: session)
                let cursor = await session.cursor()
                try await interacting { try await act(call, session, element) }
                return ToolOutcome(structured: ["session": .string(session.id), "transcriptCursor": .int(cursor)])
            })
    }

    static let evaluate = WorkbenchTool(
        name: "miniapp_evaluate",
        title: "Run JavaScript",
        description: """
            Run JavaScript in the page and return its value (JSON; an element becomes a reference). 'script' is a \
            function body that returns a value (`return document.title`) or a function expression \
            (`() => document.title`); 'args' are passed as its arguments. With 'async', the body may use await \
            and its returned value (or what it throws) is waited for, up to 'timeout'. A script that throws is \
            an error with its message.
            """,
        properties: [
            "session": SessionTools.session,
            "script": Schema.string("A function body using return, or a function expression."),
            "args": Schema.array(of: Schema.any("any JSON value"), "Arguments for the script (arguments[0]…)."),
            "async": Schema.boolean("Run as an async function: await is allowed, the result is awaited."),
            "timeout": Schema.integer("For async: how long to wait, in milliseconds (default 30000).", minimum: 1, maximum: 300_000),
        ],
        required: ["script"],
        output: Schema.result(["result": Schema.any("the script's value"), "transcriptCursor": Schema.plainInteger]),
        run: { call in
            let session = try await call.session()
            let script = try call.arguments.requiredString("script")
            guard let args = call.arguments.json("args").map({ $0.arrayValue }) ?? [] else {
                throw ToolFailure("'args' must be an array of JSON values")
            }
            let body = Self.functionBody(script)
            let cursor = await session.cursor()
            let value: Value
            do {
                if try call.arguments.bool("async") == true {
                    let timeout = try call.arguments.integer("timeout", in: 1...300_000) ?? 30_000
                    try await session.driver.command("POST", "/timeouts", body: ["script": .int(timeout)])
                    let wrapped = """
                        const done = arguments[arguments.length - 1];
                        (async function () { \(body) }).apply(null, Array.prototype.slice.call(arguments, 0, -1)).then(
                          (value) => done({ ok: value === undefined ? null : value }),
                          (error) => done({ thrown: String(error && error.message !== undefined ? (error.name || 'Error') + ': ' + error.message : error) }));
                        """
                    let answer = try await session.driver.command("POST", "/execute/async", body: ["script": .string(wrapped), "args": .array(args)], timeout: Double(timeout) / 1000 + 30)
                    if let thrown = answer.objectValue?["thrown"]?.text { throw ToolFailure("the script threw \(thrown)") }
                    value = answer.objectValue?["ok"] ?? .null
                } else {
                    value = try await session.driver.command("POST", "/execute/sync", body: ["script": .string(body), "args": .array(args)])
                }
            } catch let failure as WebDriverFailure where failure.error == "javascript error" {
                throw ToolFailure("the script threw: \(failure.message)")
            } catch let failure as WebDriverFailure where failure.error == "script timeout" {
                throw ToolFailure("the script did not finish in time: \(failure.message)")
            }
            return ToolOutcome(structured: ["result": value, "transcriptCursor": .int(cursor)])
        })

    static let navigate = WorkbenchTool(
        name: "miniapp_navigate",
        title: "Navigate",
        description: "Load a URL in the page, waiting for it to load; a relative URL (second.html) is read against the page's current one.",
        properties: ["session": SessionTools.session, "url": Schema.string("The URL, absolute or relative to the current page.")],
        required: ["url"],
        output: Schema.result(["url": Schema.plainString, "transcriptCursor": Schema.plainInteger]),
        run: { call in
            let session = try await call.session()
            let target = try call.arguments.requiredString("url")
            let current = try await session.driver.command("GET", "/url").text.flatMap(URL.init(string:))
            guard let url = URL(string: target, relativeTo: current)?.absoluteURL else { throw ToolFailure("'url': \(target) is not a URL") }
            let cursor = await session.cursor()
            try await interacting { try await session.driver.command("POST", "/url", body: ["url": .string(url.absoluteString)]) }
            let now = try await session.driver.command("GET", "/url")
            return ToolOutcome(structured: ["url": now, "transcriptCursor": .int(cursor)])
        })

    /// A script as a function body: a function expression is called with the arguments.
    static func functionBody(_ script: String) -> String {
        let trimmed = script.trimmingCharacters(in: .whitespacesAndNewlines)
        let isFunction = trimmed.hasPrefix("function") || trimmed.hasPrefix("async ")
            || trimmed.wholeMatch(of: /\(?[\w\s,]*\)?\s*=>[\s\S]*/) != nil
        return isFunction ? "return (\(trimmed)).apply(null, arguments);" : script
    }

    /// Runs a WebDriver interaction, its errors in the agent's words.
    static func interacting(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let failure as WebDriverFailure {
            switch failure.error {
            case "element not interactable": throw ToolFailure("the element cannot be used now (hidden, disabled or covered): \(failure.message)")
            case "element click intercepted": throw ToolFailure("another element covers it: \(failure.message)")
            case "stale element reference": throw ToolFailure("the element left the page before it could be used; try again")
            default: throw ToolFailure(failure.description)
            }
        }
    }
}
