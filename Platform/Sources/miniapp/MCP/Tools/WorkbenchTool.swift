import MCP

/// One tool of `miniapp mcp`: what `tools/list` shows (name, description, input and
/// result schemas, hints) and what `tools/call` runs.
struct WorkbenchTool: Sendable {
    var name: String
    var title: String
    var description: String
    /// The input's properties; every tool's input is an object that allows no others.
    var properties: [String: Value]
    var required: [String] = []
    /// The schema of `structuredContent`.
    var output: Value
    /// The tool only looks (`readOnlyHint`).
    var readOnly = false
    var run: @Sendable (ToolCall) async throws -> ToolOutcome

    /// As `tools/list` lists it.
    var listed: Tool {
        Tool(
            name: name, title: title, description: description,
            inputSchema: Schema.object(properties, required: required),
            annotations: .init(
                title: title, readOnlyHint: readOnly, destructiveHint: readOnly ? nil : false,
                idempotentHint: nil, openWorldHint: false),
            outputSchema: output)
    }
}

/// What a tool gets: its arguments, the server's sessions, and a way to report progress.
struct ToolCall: Sendable {
    let arguments: ToolArguments
    let workbench: Workbench
    let progress: ProgressReporter

    /// The session the `session` argument names, or the only one open.
    func session() async throws -> WorkbenchSession {
        try await workbench.session(named: arguments.string("session"))
    }
}

/// A tool's answer: `structuredContent`, and content blocks for clients that read only
/// those (the same object as JSON text, and an image for a screenshot).
struct ToolOutcome: Sendable {
    var structured: [String: Value]
    var images: [(data: String, mimeType: String)] = []

    var result: CallTool.Result {
        let object = Value.object(structured)
        var content: [Tool.Content] = images.map { .image(data: $0.data, mimeType: $0.mimeType, annotations: nil, _meta: nil) }
        content.append(.text(text: object.jsonText, annotations: nil, _meta: nil))
        return CallTool.Result(content: content, structuredContent: Optional(object), isError: false)
    }
}
