import Foundation
import SQLKit

/// The blob store kept in the database, so that servers sharing one PostgreSQL database
/// share every stored file without sharing a disk (`--blob-store postgres`).
///
/// Each blob is stored as rows of at most ``chunkSize`` bytes in `shared_blob_chunks`, and
/// recorded in `shared_blobs` in the same transaction, after its last chunk: a blob is in
/// the database whole or not at all. A server's own `blobs/` folder becomes a cache: a file
/// is written there from the database the first time the server serves it (its SHA-256
/// checked), then served from disk like any blob. An upload puts its files (and the
/// version's zip) in the database before the transaction that records the version, so a
/// version visible through one server is downloadable through every other.
///
/// `shared_blobs.created_at` is when the blob was last stored or reused by an upload:
/// pruning counts a blob's age from it.
struct DatabaseBlobs: Sendable {
    /// Rows of 1 MiB: small enough for any driver, large enough to keep the row count low.
    static let chunkSize = 1 << 20

    let database: RegistryDatabase
    let local: BlobStore
    let scratch: ScratchArea

    /// Copies local blobs into the database, those it does not hold yet.
    func upload(_ blobs: [(sha256: String, size: Int)]) async throws {
        var seen: Set<String> = []
        for blob in blobs where seen.insert(blob.sha256).inserted {
            if try await contains(blob.sha256) {
                // Reused: recent again, so a prune (``UnreferencedBlobs``) spares it.
                try await database.write { db in
                    try await db.raw("UPDATE shared_blobs SET created_at = \(bind: Clock.milliseconds()) WHERE sha256 = \(bind: blob.sha256)").run()
                }
                continue
            }
            // A prune may delete a reused local blob before it is copied: the upload is
            // then refused as the prune's (503 `filesPruned`), never as a missing path.
            guard let handle = try? FileHandle(forReadingFrom: local.url(for: blob.sha256)) else {
                throw RegistryError.filesPruned([blob.sha256])
            }
            defer { try? handle.close() }
            try await database.write { db in
                var position = 0
                while let chunk = try handle.read(upToCount: Self.chunkSize), !chunk.isEmpty {
                    try await db.raw("""
                        INSERT INTO shared_blob_chunks (sha256, position, bytes) VALUES (\(bind: blob.sha256), \(bind: position), \(bind: chunk))
                        ON CONFLICT DO NOTHING
                        """).run()
                    position += 1
                }
                try await db.raw("""
                    INSERT INTO shared_blobs (sha256, size, created_at) VALUES (\(bind: blob.sha256), \(bind: blob.size), \(bind: Clock.milliseconds()))
                    ON CONFLICT DO NOTHING
                    """).run()
            }
        }
    }

    func contains(_ sha256: String) async throws -> Bool {
        try await database.reader.raw("SELECT sha256 FROM shared_blobs WHERE sha256 = \(bind: sha256)").first() != nil
    }

    /// Makes sure the blob is in this server's `blobs/`, fetching it from the database.
    ///
    /// - Throws: ``RegistryError`` `internalError` when the database does not hold it, or
    ///   holds bytes that do not hash to its name.
    func ensureLocal(_ sha256: String) async throws {
        if local.contains(sha256) { return }
        guard try await contains(sha256) else {
            throw RegistryError.internalError("blob \(sha256) is in neither this server's blobs/ nor the database")
        }
        let file = scratch.item("fetch")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        do {
            let rows = try await database.reader.raw("SELECT bytes FROM shared_blob_chunks WHERE sha256 = \(bind: sha256) ORDER BY position").all()
            for row in rows { try handle.write(contentsOf: try row.decode(column: "bytes", as: Data.self)) }
            try handle.close()
        } catch {
            try? handle.close()
            throw error
        }
        let stored = try local.adopt(file)
        guard stored.sha256 == sha256 else {
            throw RegistryError.internalError("blob \(sha256) in the database hashes to \(stored.sha256): the database copy is damaged")
        }
    }
}
