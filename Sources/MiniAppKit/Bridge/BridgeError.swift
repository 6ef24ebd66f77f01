/// Why the bridge could not run a call the normal way.
///
/// Every `BridgeError` still becomes a reply: the dialect turns it into its own wire
/// error (``Dialect/reply(for:to:)``), so a call is never left unanswered. The
/// struct wraps a closed set of codes so new ones can be added without breaking
/// callers (the SwiftNIO habit).
package struct BridgeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Stable, machine-readable kinds of failure.
    package struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable {
            case malformedMessage, invalidParameters, unknownAction
            case accessDenied, timedOut, closed, payloadTooLarge
            case invalidScriptedAnswer
        }
        private let base: Base

        /// The body is not what the dialect's wire format allows (not JSON, no action…).
        package static let malformedMessage = Code(base: .malformedMessage)
        /// The action is known but its parameters have the wrong shape or types.
        package static let invalidParameters = Code(base: .invalidParameters)
        /// The action name is not part of the dialect at all.
        package static let unknownAction = Code(base: .unknownAction)
        /// The access gate refused the sender (frame, origin or host policy).
        package static let accessDenied = Code(base: .accessDenied)
        /// The host did not answer in time.
        package static let timedOut = Code(base: .timedOut)
        /// The mini app was closed before the call finished.
        package static let closed = Code(base: .closed)
        /// The message is larger than the bridge accepts.
        package static let payloadTooLarge = Code(base: .payloadTooLarge)

        /// A scripted answer (``ScriptedAnswer``) that the dialect cannot send, such as a
        /// wallet error without a type.
        package static let invalidScriptedAnswer = Code(base: .invalidScriptedAnswer)

        package var description: String { base.rawValue }
    }

    package var code: Code
    /// A sentence saying what went wrong and what to do.
    package var message: String
    /// The access rule that refused the call, for ``Code/accessDenied``.
    package var rule: AccessRule?

    package init(_ code: Code, _ message: String, rule: AccessRule? = nil) {
        self.code = code
        self.message = message
        self.rule = rule
    }

    package var description: String {
        if let rule { return "\(code) [\(rule.rawValue)]: \(message)" }
        return "\(code): \(message)"
    }
}
