public import Foundation
import Crypto

/// Bundle files stored once each, named by the SHA-256 of their bytes.
///
/// Two versions (or two mini apps) sharing a file share one blob, and a blob never
/// changes once written, so it can be served with `Cache-Control: immutable` and an
/// `ETag` that is its name. Writes go through ``DurableFile``: a blob path either does
/// not exist or holds the complete file.
public struct BlobStore: Sendable {
    /// The `blobs/sha256/` folder (``DataDirectory/blobs``).
    public let directory: URL

    /// A store over `directory`; the two-digit subfolders are made as blobs arrive.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Where the blob with this lowercase hex digest lives (`ab/abcdef…`).
    public func url(for sha256: String) -> URL {
        directory.appendingPathComponent(String(sha256.prefix(2)), isDirectory: true).appendingPathComponent(sha256)
    }

    /// Whether a blob with this digest exists; its bytes are not checked.
    public func contains(_ sha256: String) -> Bool {
        FileManager.default.fileExists(atPath: url(for: sha256).path)
    }

    /// Moves a file (already under the data folder's `tmp/`) into the store.
    ///
    /// A blob already stored under the same name is checked first: if its bytes no
    /// longer hash to its name (damaged on disk), the new file replaces it, so
    /// publishing the same bundle again heals the store.
    ///
    /// - Returns: its SHA-256 (lowercase hex) and size in bytes.
    public func adopt(_ file: URL) throws -> (sha256: String, size: Int) {
        let (digest, size) = try Self.digest(of: file)
        let destination = url(for: digest)
        let damaged = FileManager.default.fileExists(atPath: destination.path)
            && (try? Self.digest(of: destination)).map { $0.sha256 != digest || $0.size != size } ?? true
        try DurableFile.commit(file, to: destination, replacing: damaged)
        return (digest, size)
    }

    /// The SHA-256 of a file, read in 1 MiB chunks.
    public static func digest(of file: URL) throws -> (sha256: String, size: Int) {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        var hasher = SHA256()
        var size = 0
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            hasher.update(data: chunk)
            size += chunk.count
        }
        return (hasher.finalize().hexString, size)
    }
}

extension Sequence where Element == UInt8 {
    /// Lowercase hexadecimal, two digits a byte.
    var hexString: String {
        map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}
