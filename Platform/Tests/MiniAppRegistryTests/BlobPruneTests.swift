import Crypto
import Foundation
import MiniAppRegistry
import Testing

/// `miniapp blobs prune`: blobs no version refers to are deleted once past the grace
/// period, nothing a version uses ever is, and an upload that loses a reused blob to a
/// prune records nothing and says so.
@Suite("Pruning unreferenced blobs")
struct BlobPruneTests {
    static func digest(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// Uploads a published version and a draft sharing one file, then deletes the draft:
    /// its own file and its zip are left unreferenced.
    static func leaveOrphans(in registry: TestRegistry) async throws -> (published: String, orphan: String) {
        let published = try await registry.uploadVersion(.minimal(["shared.txt": "shared"]), query: "publish=true")
        let draft = try await registry.uploadVersion(.minimal(["shared.txt": "shared", "draft.txt": "only in the draft"]))
        let deleted = try await registry.http.send("DELETE", "publish/projects/demo/apps/hello/versions/\(draft)", headers: registry.bearer)
        #expect(deleted.status == 200, "\(String(decoding: deleted.body, as: UTF8.self))")
        return (published, digest("only in the draft"))
    }

    /// The published version's files and zip, downloaded as hosts do.
    static func expectServed(_ version: String, by registry: TestRegistry) async throws {
        let file = try await registry.http.get("map-published/hello/\(version)/shared.txt")
        #expect(file.status == 200 && String(decoding: file.body, as: UTF8.self) == "shared")
        let manifest = try await registry.http.get("host/demo/miniapp/hello/version/\(version)/manifest", headers: ["apiKey": "ras-\(registry.project.subscriptionKey)"])
        let zip = try await registry.http.get(try #require((manifest.object["manifest"] as? [String])?.first))
        #expect(zip.status == 200 && zip.body.starts(with: [0x50, 0x4B]), "the Rakuten host's zip")
    }

    @Test("only unreferenced blobs past the grace period go; a dry run deletes nothing", arguments: TestBackend.available)
    func prunesOnlyWhatNothingUses(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let (published, orphan) = try await Self.leaveOrphans(in: registry)
            let blobs = BlobStore(directory: registry.blobs)
            let pruner = UnreferencedBlobs(store: registry.store, local: blobs, sharedInDatabase: false)
            let stored = registry.blobCount()
            #expect(blobs.contains(orphan))

            // Everything was stored just now: inside a one-hour grace period, nothing goes.
            #expect(try await pruner.prune(olderThan: .seconds(3600), dryRun: false).files == 0)

            // Two hours on, the draft's file and its zip are old and unreferenced.
            let later = Date().addingTimeInterval(7200)
            let dry = try await pruner.prune(olderThan: .seconds(3600), dryRun: true, now: later)
            #expect(dry.files == 2 && dry.fileBytes > 0 && dry.dryRun)
            #expect(registry.blobCount() == stored)

            let report = try await pruner.prune(olderThan: .seconds(3600), dryRun: false, now: later)
            #expect(report.files == 2 && report.fileBytes == dry.fileBytes)
            #expect(report.summary == "deleted 2 unreferenced file(s), \(dry.fileBytes) bytes")
            #expect(registry.blobCount() == stored - 2)
            #expect(!blobs.contains(orphan))
            #expect(blobs.contains(Self.digest("shared")), "a file the published version uses")
            try await Self.expectServed(published, by: registry)

            #expect(try await pruner.prune(olderThan: .zero, dryRun: false, now: later).files == 0, "nothing left to prune")
            let audit = try await registry.store.auditEntries(limit: 5)
            #expect(audit.first?.action == "blobs.prune" && audit.first?.detail == report.summary)
        }
    }

    @Test("an upload whose reused blob is pruned before it records its version answers 503 filesPruned and records nothing", arguments: TestBackend.available)
    func anUploadLosingABlobRecordsNothing(backend: TestBackend) async throws {
        let place = try await TestRegistry.Place.fresh(backend)
        let registry = try await TestRegistry.start(at: place, pauseBeforeCommit: .seconds(3))
        do {
            let blobs = BlobStore(directory: registry.blobs)
            let file = Self.digest("reused")
            let upload = Task { try await registry.upload(try BundleZip.minimal(["reused.txt": "reused"]).data()) }
            // The upload has stored its files and waits before its final transaction: a
            // prune deletes the file now, as if it had listed it just before the upload reused it.
            for _ in 0..<200 where !blobs.contains(file) { try await Task.sleep(for: .milliseconds(20)) }
            try #require(blobs.contains(file), "the upload never stored its file")
            try blobs.remove(file)

            let answer = try await upload.value
            #expect(answer.status == 503, "\(String(decoding: answer.body, as: UTF8.self))")
            #expect(answer.object["reason"] as? String == "filesPruned")
            #expect((answer.object["message"] as? String)?.contains("upload again") == true)
            let versions = try await registry.http.get("publish/projects/demo/apps/hello/versions", headers: registry.bearer)
            #expect(versions.array.isEmpty, "no version without its files")

            // Sent again, it stores the file anew.
            let again = try await registry.uploadVersion(.minimal(["reused.txt": "reused"]))
            let served = try await registry.http.get("map-published/hello/\(again)/reused.txt")
            #expect(served.status == 200 && String(decoding: served.body, as: UTF8.self) == "reused")
            try await registry.stop()
        } catch {
            try? await registry.stop()
            throw error
        }
    }

    @Test("with files in PostgreSQL, the database's unreferenced blobs go too", .enabled(if: TestBackend.postgresURL != nil))
    func prunesTheDatabaseBlobStore() async throws {
        let place = try await TestRegistry.Place.fresh(.postgres)
        let registry = try await TestRegistry.start(at: place, storesFilesInDatabase: true)
        do {
            let (published, orphan) = try await Self.leaveOrphans(in: registry)
            let pruner = UnreferencedBlobs(store: registry.store, local: BlobStore(directory: registry.blobs), sharedInDatabase: true)
            let later = Date().addingTimeInterval(7200)
            let report = try await pruner.prune(olderThan: .seconds(3600), dryRun: false, now: later)
            #expect(report.databaseBlobs == 2 && report.files == 2, "\(report)")
            #expect(!BlobStore(directory: registry.blobs).contains(orphan))
            // The published version's blobs are intact in the database: a server with an
            // empty blobs/ folder serves them.
            try FileManager.default.removeItem(at: registry.blobs)
            try FileManager.default.createDirectory(at: registry.blobs, withIntermediateDirectories: true)
            try await Self.expectServed(published, by: registry)
            #expect(try await pruner.prune(olderThan: .zero, dryRun: false, now: later).databaseBlobs == 0)
            try await registry.stop()
        } catch {
            try? await registry.stop()
            throw error
        }
    }
}
