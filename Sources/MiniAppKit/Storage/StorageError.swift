package import MiniAppBundle

/// A failure of one of the SDK's on-disk stores.
package typealias StorageError = CodedError<StorageErrorCode>

/// The kinds of ``StorageError``; each maps to one secure-storage error on the wire (§4.6).
package enum StorageErrorCode: String, Sendable, Hashable {
    /// The store is over its size limit.
    case full
    /// Reading or writing failed, or a single key to remove does not exist.
    case io
    /// The store has not been created or failed to load.
    case unavailable
}
