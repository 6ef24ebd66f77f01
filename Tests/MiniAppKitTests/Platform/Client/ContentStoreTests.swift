import Foundation
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// A blob enters the store only under the hash of its own bytes.
@Suite struct ContentStoreTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("content-store-\(UUID().uuidString)")

    @Test func storesVerifiedBytesAndLinksThem() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ContentStore(root: root)
        let bytes = Data("hello".utf8)
        let hash = ContentStore.sha256(of: bytes)
        #expect(hash == "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824")
        #expect(!store.contains(hash, size: 5))
        try store.store(bytes, sha256: hash)
        try store.store(bytes, sha256: hash)  // a second store of the same bytes is a no-op
        #expect(store.contains(hash, size: 5))
        #expect(!store.contains(hash, size: 6))  // a wrong size drops the blob
        #expect(!FileManager.default.fileExists(atPath: store.url(for: hash).path))
        try store.store(bytes, sha256: hash)
        let target = root.appendingPathComponent("out/a/b.txt")
        try store.materialize(hash, at: target)
        #expect(try Data(contentsOf: target) == bytes)
    }

    @Test func refusesBytesThatDoNotMatchTheirHash() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ContentStore(root: root)
        let claimed = ContentStore.sha256(of: Data("expected".utf8))
        #expect(throws: MASDKError.miniAppCorrupted) { try store.store(Data("tampered".utf8), sha256: claimed) }
        #expect(!store.contains(claimed, size: 8))
    }

    @Test func sweepsHalfWrittenDownloads() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let incoming = root.appendingPathComponent("incoming")
        try FileManager.default.createDirectory(at: incoming, withIntermediateDirectories: true)
        try Data("partial".utf8).write(to: incoming.appendingPathComponent("x"))
        ContentStore(root: root).sweepIncoming()
        #expect(!FileManager.default.fileExists(atPath: incoming.path))
    }

    /// A "hash" that is 64 characters but not hex names no blob: it must never become
    /// a path the store looks at, let alone removes (a signed list could carry one).
    @Test func aHashThatIsNotHexIsNeverAPath() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ContentStore(root: root)
        let victim = root.appendingPathComponent("victim", isDirectory: true)
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: victim.appendingPathComponent("file.txt"))
        // The store holds blobs already, and <root>/sha256/<first two>/<hash> resolves to <root>/victim.
        try store.store(Data("x".utf8), sha256: ContentStore.sha256(of: Data("x".utf8)))
        let hostile = String(repeating: "./", count: 27) + "/../victim"
        #expect(hostile.count == 64)
        #expect(!ContentStore.isDigest(hostile))
        #expect(!store.contains(hostile, size: 1))
        #expect(!store.holds(hostile, size: 1))
        #expect(throws: MASDKError.miniAppCorrupted) { try store.store(Data(), sha256: hostile) }
        #expect(throws: MASDKError.miniAppCorrupted) { try store.materialize(hostile, at: root.appendingPathComponent("out")) }
        #expect(FileManager.default.fileExists(atPath: victim.appendingPathComponent("file.txt").path))
        #expect(ContentStore.isDigest(ContentStore.sha256(of: Data("x".utf8))))
        #expect(!ContentStore.isDigest(ContentStore.sha256(of: Data("x".utf8)).uppercased()))
    }
}
