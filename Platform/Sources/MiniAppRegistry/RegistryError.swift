public import MiniAppBundle

/// Why the registry refused or failed a request, with the HTTP answer it becomes.
///
/// A struct over a small code set (the Hummingbird/NIO habit), so new cases never
/// break callers. `RegistryError+HTTP.swift` turns it into the body shapes of
/// docs/protocols/platform.md: `{"error","error_description"}` for 401/403 and
/// `{"code","message"}` (plus our `reason`) for everything else.
public struct RegistryError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: String, Sendable {
        case unauthorized, forbidden, notFound, badRequest, conflict, bundleRefused, payloadTooLarge, internalError
        /// A dependency (the database) cannot be reached: readiness fails with a 503.
        case serviceUnavailable
    }

    public var code: Code
    /// What went wrong and, where the caller can fix it, how.
    public var message: String
    /// A finer machine-readable cause (a ``BundleError/Code-swift.enum`` for refused bundles).
    public var reason: String?

    public init(_ code: Code, _ message: String, reason: String? = nil) {
        self.code = code
        self.message = message
        self.reason = reason
    }

    public var description: String { "\(reason ?? code.rawValue): \(message)" }

    public static func unauthorized(_ message: String) -> Self { Self(.unauthorized, message) }
    public static func forbidden(_ message: String) -> Self { Self(.forbidden, message) }
    public static func notFound(_ message: String) -> Self { Self(.notFound, message) }
    public static func badRequest(_ message: String) -> Self { Self(.badRequest, message) }
    public static func conflict(_ message: String) -> Self { Self(.conflict, message) }
    public static func payloadTooLarge(_ message: String) -> Self { Self(.payloadTooLarge, message) }
    public static func internalError(_ message: String) -> Self { Self(.internalError, message) }

    /// A bundle that failed validation; nothing of it was stored.
    public static func bundleRefused(_ error: BundleError) -> Self {
        Self(.bundleRefused, "the bundle was refused: \(error.message)", reason: error.code.rawValue)
    }
}
