/// Why a Corva session, API call or web-view URL could not be made.
///
/// A struct over a closed set of codes (the SwiftNIO habit), so codes can be added
/// without breaking callers. ``message`` says what went wrong and what to do;
/// ``status`` carries the HTTP status where the API answered.
public struct CorvaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Stable, machine-readable kinds of failure.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable {
            case invalidConfiguration, notLoggedIn, loginFailed, loginCancelled, unauthorized
            case httpStatus, unreachable, malformedResponse, malformedToken, storage, invalidPage, webViewClosed
        }
        private let base: Base

        /// The endpoint, web domain or login path cannot be used.
        public static let invalidConfiguration = Code(base: .invalidConfiguration)
        /// There is no token (never logged in, or logged out) and no delegate to log in again.
        public static let notLoggedIn = Code(base: .notLoggedIn)
        /// The login endpoint refused the credentials or answered without a token.
        public static let loginFailed = Code(base: .loginFailed)
        /// The host's `CorvaLoginDelegate` declined to log in again.
        public static let loginCancelled = Code(base: .loginCancelled)
        /// The API answered 401 even with a freshly obtained token.
        public static let unauthorized = Code(base: .unauthorized)
        /// The API answered with another non-2xx status.
        public static let httpStatus = Code(base: .httpStatus)
        /// The API could not be reached (no network, refused, timed out).
        public static let unreachable = Code(base: .unreachable)
        /// The API answered 2xx with a body of the wrong shape.
        public static let malformedResponse = Code(base: .malformedResponse)
        /// A token is not a readable JSON Web Token.
        public static let malformedToken = Code(base: .malformedToken)
        /// The session's secure store could not be read or written.
        public static let storage = Code(base: .storage)
        /// A dashboard or asset page cannot be addressed (empty id, unknown path).
        public static let invalidPage = Code(base: .invalidPage)
        /// The web view has closed; nothing can be shown in it.
        public static let webViewClosed = Code(base: .webViewClosed)

        /// The code's name, such as `notLoggedIn`.
        public var description: String { base.rawValue }
    }

    /// The kind of failure, for code that reacts to it.
    public var code: Code
    /// A sentence saying what went wrong and what to do.
    public var message: String
    /// The HTTP status, when the API answered.
    public var status: Int?

    /// An error of `code`, with a message for people and the HTTP status if there was one.
    public init(_ code: Code, _ message: String, status: Int? = nil) {
        self.code = code
        self.message = message
        self.status = status
    }

    /// The code, the HTTP status if any, and the message: `unauthorized (HTTP 401): …`.
    public var description: String {
        if let status { return "\(code) (HTTP \(status)): \(message)" }
        return "\(code): \(message)"
    }
}
