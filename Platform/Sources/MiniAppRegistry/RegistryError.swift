public import MiniAppBundle

/// Why the registry refused or failed a request, with the HTTP answer it becomes.
///
/// A struct over a small code set (the Hummingbird/NIO habit), so new cases never
/// break callers. `RegistryError+HTTP.swift` turns it into the body shapes of
/// docs/protocols/platform.md: `{"error","error_description"}` for 401/403 and
/// `{"code","message"}` (plus our `reason`) for everything else.
public struct RegistryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure, which decides the HTTP status (``RegistryError/status``).
    public enum Code: String, Sendable {
        case unauthorized, forbidden, notFound, methodNotAllowed, badRequest, conflict, bundleRefused, payloadTooLarge, internalError
        /// A dependency (the database) cannot be reached: readiness fails with a 503.
        case serviceUnavailable
    }

    /// The kind of failure; ``status`` is derived from it.
    public var code: Code
    /// What went wrong and, where the caller can fix it, how.
    public var message: String
    /// A finer machine-readable cause (a ``BundleError/Code-swift.enum`` for refused bundles).
    public var reason: String?
    /// For ``Code-swift.enum/methodNotAllowed``: the methods the path does take, which
    /// the answer's `Allow` header lists (RFC 9110 requires it on a 405).
    public var allowedMethods: [String] = []

    /// An error of `code`; `reason`, when given, is sent instead of the code as the body's `reason`.
    public init(_ code: Code, _ message: String, reason: String? = nil) {
        self.code = code
        self.message = message
        self.reason = reason
    }

    /// For logs and the CLI: the reason (or the code), then the message.
    public var description: String { "\(reason ?? code.rawValue): \(message)" }

    /// 401: no credential, or one the registry does not know.
    public static func unauthorized(_ message: String) -> Self { Self(.unauthorized, message) }
    /// 403: a valid credential that may not do this (another project's token, say).
    public static func forbidden(_ message: String) -> Self { Self(.forbidden, message) }
    /// 404: no such project, app, version, key or code.
    public static func notFound(_ message: String) -> Self { Self(.notFound, message) }
    /// 405: a path the registry serves, asked with a method it does not take there.
    public static func methodNotAllowed(_ method: String, path: String, allowed: [String]) -> Self {
        var error = Self(.methodNotAllowed, "\(path) takes \(allowed.joined(separator: ", ")), not \(method)")
        error.allowedMethods = allowed
        return error
    }
    /// 400: a malformed request; the message says what to send.
    public static func badRequest(_ message: String) -> Self { Self(.badRequest, message) }
    /// 409: the request contradicts what is stored (a tag taken, an id in use, nothing to roll back to).
    public static func conflict(_ message: String) -> Self { Self(.conflict, message) }
    /// 413: a request body larger than the registry accepts (`serve --max-upload-bytes`).
    public static func payloadTooLarge(_ message: String) -> Self { Self(.payloadTooLarge, message) }
    /// 500: the registry's own failure; the message is meant for its operator.
    public static func internalError(_ message: String) -> Self { Self(.internalError, message) }

    /// 503: a prune (`miniapp blobs prune`) deleted a file this upload reused, between
    /// the upload storing it and recording the version. Nothing was recorded; uploading
    /// again stores the file anew.
    public static func filesPruned(_ digests: [String]) -> Self {
        Self(.serviceUnavailable, "a prune deleted \(digests.count) stored file(s) this upload reuses (\(digests.prefix(3).joined(separator: ", "))) "
            + "while it was being recorded; nothing was recorded: upload again", reason: "filesPruned")
    }

    /// A bundle that failed validation; nothing of it was stored.
    public static func bundleRefused(_ error: BundleError) -> Self {
        Self(.bundleRefused, "the bundle was refused: \(error.message)", reason: error.code.rawValue)
    }
}
