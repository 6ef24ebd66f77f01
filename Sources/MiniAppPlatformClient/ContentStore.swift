import Crypto
import Foundation
import MiniAppKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file the client has downloaded, named by the SHA-256 of its bytes and shared by
/// all versions of all mini apps: an update downloads only the hashes this store lacks.
///
/// Layout: `<root>/sha256/ab/abcdef…` (complete, verified blobs) and `<root>/incoming/`
/// (downloads being written). A blob enters `sha256/` only by `rename` after its hash
/// was checked, so a crash can leave junk in `incoming/` (swept at the next start) but
/// never a blob whose name lies about its bytes.
struct ContentStore: Sendable {
    let root: URL

    init(root: URL) {
        self.root = root
    }

    private var incoming: URL { root.appendingPathComponent("incoming", isDirectory: true) }

    /// Where the blob with this hash lives (whether or not it is there yet).
    func url(for sha256: String) -> URL {
        root.appendingPathComponent("sha256", isDirectory: true)
            .appendingPathComponent(String(sha256.prefix(2)), isDirectory: true)
            .appendingPathComponent(sha256)
    }

    /// Whether the blob is held with the expected size. A blob of another size was
    /// damaged after it was stored (installed files are hard links to blobs, so an
    /// in-place write to one changes the other): it is removed, to be downloaded again.
    func contains(_ sha256: String, size: Int) -> Bool {
        guard Self.isDigest(sha256) else { return false }
        let path = url(for: sha256).path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        if (attributes[.size] as? NSNumber)?.intValue == size { return true }
        try? FileManager.default.removeItem(atPath: path)
        return false
    }

    /// Whether the blob is held and its bytes still hash to `sha256`, before an install
    /// reuses it. A damaged blob (changed in place through an installed hard link) is
    /// removed, so it is downloaded again instead of spreading to the new version.
    func holds(_ sha256: String, size: Int) -> Bool {
        guard contains(sha256, size: size) else { return false }
        let path = url(for: sha256)
        if let bytes = try? Data(contentsOf: path, options: .mappedIfSafe), Self.sha256(of: bytes) == sha256 { return true }
        try? FileManager.default.removeItem(at: path)
        return false
    }

    /// Stores `bytes` if they hash to `sha256`.
    ///
    /// - Throws: `MASDKError.miniAppCorrupted` when they do not (a tampered or
    ///   truncated download), or when `sha256` is not a digest; nothing is stored then.
    func store(_ bytes: Data, sha256: String) throws {
        guard Self.isDigest(sha256), Self.sha256(of: bytes) == sha256 else { throw MASDKError.miniAppCorrupted }
        let destination = url(for: sha256)
        if contains(sha256, size: bytes.count) { return }
        try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = incoming.appendingPathComponent(UUID().uuidString)
        try bytes.write(to: temporary)
        // Read-only: blobs are shared by every version that links them.
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: temporary.path)
        if rename(temporary.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            // Another install stored the same bytes meanwhile: that is success.
            guard FileManager.default.fileExists(atPath: destination.path) else { throw MASDKError.downloadingFailed }
        }
    }

    /// Puts the blob at `destination`: a hard link (no copy, no extra space), or a copy
    /// where links are not possible.
    func materialize(_ sha256: String, at destination: URL) throws {
        guard Self.isDigest(sha256) else { throw MASDKError.miniAppCorrupted }
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let source = url(for: sha256)
        if link(source.path, destination.path) != 0 {
            try FileManager.default.copyItem(at: source, to: destination)
        }
    }

    /// Removes downloads a killed process left half-written.
    func sweepIncoming() {
        try? FileManager.default.removeItem(at: incoming)
    }

    static func sha256(of bytes: Data) -> String {
        SHA256.hash(data: bytes).hexString
    }

    /// Whether `text` is a SHA-256 digest as the store names blobs: 64 lower-case hex
    /// digits. Only such a name is ever turned into a path.
    static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
