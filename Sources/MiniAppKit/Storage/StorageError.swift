/// A failure of one of the SDK's on-disk stores.
public struct StorageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure; each maps to one secure-storage error on the wire (§4.6).
    public enum Code: String, Sendable {
        /// The store is over its size limit.
        case full
        /// Reading or writing failed, or a single key to remove does not exist.
        case io
        /// The store has not been created or failed to load.
        case unavailable
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(code.rawValue): \(message)" }
}
