public import MiniAppBundle

/// A failure reported by the web engine itself.
public typealias WebEngineError = CodedError<WebEngineErrorCode>

/// The kinds of ``WebEngineError``.
public enum WebEngineErrorCode: String, Sendable, Hashable {
    /// The evaluated script threw.
    case javaScriptException
    /// The engine could not run the request (no display, web process gone…).
    case engineFailure
    /// The engine was closed.
    case closed
}
