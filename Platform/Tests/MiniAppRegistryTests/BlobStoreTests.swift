import Foundation
import MiniAppBundle
import Synchronization
import Testing
@testable import MiniAppRegistry

/// A blob is named by the hash of its bytes; one damaged on disk is healed by the next
/// upload of the same bytes instead of being kept for ever, and one reused counts as
/// recent for pruning.
@Suite struct BlobStoreTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("blobs-\(UUID().uuidString)")

    func upload(_ text: String, into store: BlobStore) throws -> String {
        let file = root.appendingPathComponent("tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return try store.adopt(file).sha256
    }

    @Test func aDamagedBlobIsReplacedByTheNextUploadOfItsBytes() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = BlobStore(directory: root.appendingPathComponent("blobs"))
        let digest = try upload("the real bytes", into: store)
        try Data("rotten bytes!!".utf8).write(to: store.url(for: digest))  // same size, other bytes
        #expect(try upload("the real bytes", into: store) == digest)
        #expect(try String(contentsOf: store.url(for: digest), encoding: .utf8) == "the real bytes")
        #expect(try BlobStore.digest(of: store.url(for: digest)).sha256 == digest)
    }

    @Test func anIntactBlobIsKeptAndTheUploadDropped() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = BlobStore(directory: root.appendingPathComponent("blobs"))
        let digest = try upload("same", into: store)
        let before = try FileManager.default.attributesOfItem(atPath: store.url(for: digest).path)[.systemFileNumber] as? NSNumber
        #expect(try upload("same", into: store) == digest)
        let after = try FileManager.default.attributesOfItem(atPath: store.url(for: digest).path)[.systemFileNumber] as? NSNumber
        #expect(before == after)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix("tmp-") }.isEmpty)
    }

    /// A prune deleting the blob while an upload reuses it: the upload keeps its own copy
    /// instead of failing with the missing file's path (found as a 500 naming a server path).
    @Test func aBlobPrunedWhileItIsReusedIsStoredAgain() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = BlobStore(directory: root.appendingPathComponent("blobs"))
        let digest = try upload("raced", into: store)
        let failures = Mutex<[String]>([])
        // Two threads of their own: the loops block, and Swift concurrency's few threads
        // run the other suites' servers meanwhile.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let remaining = Mutex(2)
            for lane in 0..<2 {
                Thread {
                    for _ in 0..<1000 {
                        do {
                            if lane == 0 { _ = try upload("raced", into: store) } else { try store.remove(digest) }
                        } catch {
                            failures.withLock { $0.append("\(error)") }
                        }
                    }
                    if remaining.withLock({ $0 -= 1; return $0 }) == 0 { done.resume() }
                }.start()
            }
        }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0.prefix(3) })")
        #expect(try upload("raced", into: store) == digest && store.contains(digest))
    }

    @Test func aPackageMissingABlobIsRefusedAsPrunedNotAsAPath() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = BlobStore(directory: root.appendingPathComponent("blobs"))
        let scratch = try ScratchArea.claim(in: root.appendingPathComponent("tmp"))
        let missing = String(repeating: "ab", count: 32)
        #expect(throws: RegistryError.filesPruned([missing])) {
            try VersionPackager(blobs: store, scratch: scratch).build([BundleFile(path: "index.html", size: 3, sha256: missing)])
        }
    }

    @Test func reusingABlobMakesItRecentSoAPruneSparesIt() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = BlobStore(directory: root.appendingPathComponent("blobs"))
        let digest = try upload("reused later", into: store)
        let old = Date().addingTimeInterval(-3 * 86_400)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: store.url(for: digest).path)
        #expect(try store.all().map(\.sha256) == [digest])
        #expect(try #require(store.modified(digest)) < Date().addingTimeInterval(-86_400))
        _ = try upload("reused later", into: store)
        #expect(try #require(store.modified(digest)) > Date().addingTimeInterval(-60))
    }

    @Test func onlyFilesNamedByTheirDigestCountAsBlobs() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let store = BlobStore(directory: root.appendingPathComponent("blobs"))
        let digest = try upload("a blob", into: store)
        let folder = store.url(for: digest).deletingLastPathComponent()
        try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let stranger = String(repeating: folder.lastPathComponent.hasPrefix("0") ? "1" : "0", count: 64)  // in the wrong folder for its name
        try Data("x".utf8).write(to: folder.appendingPathComponent(stranger))
        #expect(try store.all().map(\.sha256) == [digest])
        try store.remove(digest)
        try store.remove(digest)  // already gone: no error
        #expect(try store.all().isEmpty)
    }
}
