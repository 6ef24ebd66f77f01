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
    /// publishing the same bundle again heals the store. An intact one is kept, and its
    /// modification time set to now: ``UnreferencedBlobs`` spares blobs used recently,
    /// so an upload that reuses an old unreferenced blob keeps it.
    ///
    /// - Returns: its SHA-256 (lowercase hex) and size in bytes.
    /// The stored blob is touched before the new file is let go: a prune
    /// (``UnreferencedBlobs``) that deletes it in between leaves the touch failing, and the
    /// new file then takes its place, so an upload never finds its blob gone here.
    public func adopt(_ file: URL) throws -> (sha256: String, size: Int) {
        let (digest, size) = try Self.digest(of: file)
        let destination = url(for: digest)
        let intact = FileManager.default.fileExists(atPath: destination.path)
            && (try? Self.digest(of: destination)).map { $0.sha256 == digest && $0.size == size } ?? false
        if intact, (try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: destination.path)) != nil {
            try? FileManager.default.removeItem(at: file)
            return (digest, size)
        }
        try DurableFile.commit(file, to: destination, replacing: true)
        return (digest, size)
    }

    /// One stored blob, as ``all()`` finds it.
    public struct Blob: Sendable, Equatable {
        /// Its name: the SHA-256 of its bytes, lowercase hex.
        public var sha256: String
        /// Its size in bytes.
        public var size: Int
        /// When it was last stored or reused by an upload.
        public var modified: Date
    }

    /// Every blob in the store; files whose names are not a SHA-256 are not blobs and are
    /// left out, and so is one deleted while the folder is read.
    public func all() throws -> [Blob] {
        let files = FileManager.default
        guard files.fileExists(atPath: directory.path) else { return [] }
        var blobs: [Blob] = []
        for folder in try files.contentsOfDirectory(atPath: directory.path).sorted() where folder.count == 2 {
            let path = directory.appendingPathComponent(folder, isDirectory: true).path
            let names = (try? files.contentsOfDirectory(atPath: path)) ?? []
            for name in names.sorted() where Self.isDigest(name) && name.hasPrefix(folder) {
                guard let attributes = try? files.attributesOfItem(atPath: path + "/" + name),
                      attributes[.type] as? FileAttributeType == .typeRegular else { continue }
                blobs.append(Blob(
                    sha256: name, size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
                    modified: attributes[.modificationDate] as? Date ?? .distantPast
                ))
            }
        }
        return blobs
    }

    /// When the blob was last stored or reused, or nil when it is not stored.
    public func modified(_ sha256: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url(for: sha256).path))?[.modificationDate] as? Date
    }

    /// Deletes the blob; one already gone is no error.
    public func remove(_ sha256: String) throws {
        let file = url(for: sha256)
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        try FileManager.default.removeItem(at: file)
    }

    /// Whether `name` is 64 lowercase hex digits.
    static func isDigest(_ name: String) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
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
