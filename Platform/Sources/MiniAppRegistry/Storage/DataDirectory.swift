public import Foundation

/// The registry's folder on disk: bundle files, signing keys, the SQLite file, temp space.
///
/// ```
/// <data>/
///   registry.sqlite            metadata (when no --database-url is given)
///   blobs/sha256/ab/abcdef…    every stored file, named by the SHA-256 of its bytes
///   keys/<keyId>.pem           P-256 private signing keys (0600, folder 0700)
///   tmp/<server>/              uploads and extractions in progress (``ScratchArea``)
/// ```
///
/// `tmp/` lives on the same file system as `blobs/`, so moving a finished file into
/// place is one atomic `rename(2)`.
public struct DataDirectory: Sendable {
    public let root: URL

    public init(_ root: URL) {
        self.root = root.standardizedFileURL
    }

    public var blobs: URL { root.appendingPathComponent("blobs/sha256", isDirectory: true) }
    public var keys: URL { root.appendingPathComponent("keys", isDirectory: true) }
    public var temporary: URL { root.appendingPathComponent("tmp", isDirectory: true) }
    public var sqliteFile: URL { root.appendingPathComponent("registry.sqlite") }

    /// Creates the folders.
    public func prepare() throws {
        let files = FileManager.default
        try files.createDirectory(at: blobs, withIntermediateDirectories: true)
        try files.createDirectory(at: temporary, withIntermediateDirectories: true)
        try files.createDirectory(at: keys, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
