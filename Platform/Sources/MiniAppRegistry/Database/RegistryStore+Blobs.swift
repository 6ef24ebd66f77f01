import SQLKit

/// The queries behind pruning unreferenced blobs (``UnreferencedBlobs``) and behind the
/// check that keeps a prune and an upload from crossing (``StoredBlobs``).
extension RegistryStore {
    /// `digests` in lists of 500, as bound parameters: far below SQLite's and PostgreSQL's limits.
    private static func chunks(of digests: [String]) -> [[any Encodable & Sendable]] {
        stride(from: 0, to: digests.count, by: 500).map { Array(digests[$0..<min($0 + 500, digests.count)]) }
    }

    /// The digests, of `digests`, that some version's files or package refer to.
    static func referenced(among digests: [String], in db: any SQLDatabase) async throws -> Set<String> {
        var found: Set<String> = []
        for part in chunks(of: digests) {
            let rows = try await db.raw("""
                SELECT sha256 FROM version_files WHERE sha256 IN (\(binds: part))
                UNION SELECT sha256 FROM version_packages WHERE sha256 IN (\(binds: part))
                """).all()
            for row in rows { found.insert(try row.decode(column: "sha256", as: String.self)) }
        }
        return found
    }

    /// Runs `body` in a write transaction during which no version can start referring to
    /// a blob, so what `body` finds unreferenced stays so until it commits.
    ///
    /// On SQLite every write transaction excludes the others already (`BEGIN IMMEDIATE`);
    /// on PostgreSQL the `SHARE` lock waits for transactions that are inserting file rows
    /// and holds off new ones until this one ends.
    func withBlobReferencesHeld<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        try await write { transaction in
            if transaction.backend == .postgres {
                try await transaction.sql.raw("LOCK TABLE version_files, version_packages IN SHARE MODE").run()
            }
            return try await body(transaction.sql)
        }
    }

    /// The digests, of `digests`, that the database's blob store holds (`--blob-store
    /// postgres`), only those last stored or reused before `cutoff` when one is given.
    static func sharedBlobs(among digests: [String], before cutoff: Int = .max, in db: any SQLDatabase) async throws -> Set<String> {
        var found: Set<String> = []
        for part in chunks(of: digests) {
            let query: SQLQueryString = "SELECT sha256 FROM shared_blobs WHERE sha256 IN (\(binds: part)) AND created_at < \(bind: cutoff)"
            for row in try await db.raw(query).all() {
                found.insert(try row.decode(column: "sha256", as: String.self))
            }
        }
        return found
    }

    /// The database's blobs last stored or reused before `cutoff` (milliseconds since 1970).
    static func sharedBlobs(before cutoff: Int, in db: any SQLDatabase) async throws -> [(sha256: String, size: Int)] {
        try await db.raw("SELECT sha256, size FROM shared_blobs WHERE created_at < \(bind: cutoff) ORDER BY sha256").all().map {
            (try $0.decode(column: "sha256", as: String.self), try $0.decode(column: "size", as: Int.self))
        }
    }

    /// Deletes a blob from the database's blob store, its row and its chunks.
    static func removeSharedBlob(_ sha256: String, in db: any SQLDatabase) async throws {
        try await db.raw("DELETE FROM shared_blobs WHERE sha256 = \(bind: sha256)").run()
        try await db.raw("DELETE FROM shared_blob_chunks WHERE sha256 = \(bind: sha256)").run()
    }
}
