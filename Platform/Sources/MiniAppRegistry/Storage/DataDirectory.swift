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
/// Every folder the registry makes here is 0700 and every file holding a secret 0600,
/// set explicitly, so a loose umask (000) leaves nothing open to other local users.
///
/// `tmp/` lives on the same file system as `blobs/`, so moving a finished file into
/// place is one atomic `rename(2)`.
public struct DataDirectory: Sendable {
    /// The folder itself, standardized (no `.` or `..` components).
    public let root: URL

    /// The data folder at `root`; nothing is created until ``prepare()``.
    public init(_ root: URL) {
        self.root = root.standardizedFileURL
    }

    /// `blobs/sha256/`: the ``BlobStore``.
    public var blobs: URL { root.appendingPathComponent("blobs/sha256", isDirectory: true) }
    /// `keys/`: the ``KeyVault``'s private keys (mode 0700).
    public var keys: URL { root.appendingPathComponent("keys", isDirectory: true) }
    /// `tmp/`: each server's ``ScratchArea``; on the same file system as ``blobs``.
    public var temporary: URL { root.appendingPathComponent("tmp", isDirectory: true) }
    /// `registry.sqlite`: the default database when no `--database-url` is given.
    public var sqliteFile: URL { root.appendingPathComponent("registry.sqlite") }

    /// Creates the folders, each one made here with mode 0700 whatever the umask
    /// (``PrivateFolder``): they hold the stored files, uploads in progress and keys.
    public func prepare() throws {
        try PrivateFolder.create(blobs)
        try PrivateFolder.create(temporary)
        try PrivateFolder.create(keys)
    }
}
