/// Why a tool could not do what it was asked, in words for the agent: an unknown
/// session, an argument of the wrong type, a selector that matches nothing, a script
/// that threw. The server answers it as a tool result with `isError` (MCP's "tool
/// execution error", which the model reads and can correct), never as a crash.
struct ToolFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }

    init(_ message: String) {
        self.message = message
    }
}
