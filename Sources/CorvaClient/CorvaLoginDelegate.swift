public import Foundation
import MiniAppKit

/// The host's login screen, asked when the Corva session needs a new token.
///
/// The session asks when it has no token, when the token's `exp` has passed (noticed
/// before calling), and when the API answers 401. The host shows its own login UI
/// (the seed: "native apps are expected to implement their own login") and returns
/// what the user entered; the session then logs in and retries the call once.
/// Concurrent calls that need a login share one prompt.
///
/// Runs on the main actor. Throw (any error) when the user cancels: the waiting calls
/// fail with `CorvaError.Code.loginCancelled`.
@MainActor
public protocol CorvaLoginDelegate: AnyObject, Sendable {
    /// Asks the user to log in again.
    ///
    /// - Parameter reason: why the session needs a login.
    /// - Returns: credentials to log in with, or a token the host obtained itself.
    func corvaSessionNeedsLogin(_ reason: CorvaLoginReason) async throws -> CorvaLogin
}

/// Why a Corva session needs the user to log in.
public enum CorvaLoginReason: Sendable, Equatable {
    /// No token is stored (first use, or after ``CorvaSession/logout()``).
    case noToken
    /// The token's `exp` has passed (or is within the configured leeway).
    case expired(Date)
    /// The API answered 401 to a call made with the current token.
    case unauthorized
}

/// What the host returns from ``CorvaLoginDelegate/corvaSessionNeedsLogin(_:)``.
public enum CorvaLogin: Sendable, Equatable {
    /// Log in against the configured endpoint with these credentials.
    case credentials(email: String, password: String)
    /// Use this token (the host logged in by its own means); `userId` if known.
    case token(String, userId: String?)
}
