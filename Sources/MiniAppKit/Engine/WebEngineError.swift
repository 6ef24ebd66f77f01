/// A failure reported by the web engine itself.
public struct WebEngineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure.
    public enum Code: String, Sendable {
        /// The evaluated script threw.
        case javaScriptException
        /// The engine could not run the request (no display, web process gone…).
        case engineFailure
        /// The engine was closed.
        case closed
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(code.rawValue): \(message)" }
}
