public import Foundation
import SQLKit

/// Deletes the blobs no version refers to: files of uploads refused late or killed
/// mid-way, of deleted drafts, and their zips (`miniapp blobs prune`).
///
/// Blobs are shared between versions and written before the version that uses them is
/// recorded, so a blob nothing refers to may be one an upload is about to use. Three
/// rules keep a prune from ever costing a version its files:
/// - a blob last stored or reused (``BlobStore/adopt(_:)`` sets its time) less than the
///   grace period ago is spared, so an upload in progress keeps what it wrote;
/// - it is deleted only inside a transaction that holds off new references
///   (`RegistryStore.withBlobReferencesHeld`) and that finds it unreferenced again;
/// - an upload checks its blobs once more when it records its version
///   (``StoredBlobs``), so one that reused a blob in the instant a prune deleted it
///   fails with `filesPruned` (503, "upload again") instead of recording a version
///   whose files are gone.
public struct UnreferencedBlobs: Sendable {
    let store: RegistryStore
    let local: BlobStore
    let sharedInDatabase: Bool

    /// Blobs deleted per transaction: short enough not to hold uploads up for long.
    static let batchSize = 200

    /// What a prune deleted (or, in a dry run, would delete).
    public struct Report: Sendable, Equatable {
        /// Whether nothing was deleted because it was a dry run.
        public var dryRun: Bool
        /// Blobs removed from the data folder's `blobs/`.
        public var files = 0
        /// Their bytes.
        public var fileBytes = 0
        /// Blobs removed from the database (`--blob-store postgres`).
        public var databaseBlobs = 0
        /// Their bytes.
        public var databaseBytes = 0
    }

    /// A pruner for the blobs in `local` and, with `sharedInDatabase`, in the database's blob store.
    public init(store: RegistryStore, local: BlobStore, sharedInDatabase: Bool) {
        self.store = store
        self.local = local
        self.sharedInDatabase = sharedInDatabase
    }

    /// Deletes every unreferenced blob last stored or reused before `now − age`.
    ///
    /// - Parameter dryRun: count them, delete nothing.
    public func prune(olderThan age: Duration, dryRun: Bool, by author: ChangeAuthor = .commandLine, now: Date = Date()) async throws -> Report {
        let cutoff = now.addingTimeInterval(-Double(age.components.seconds) - Double(age.components.attoseconds) / 1e18)
        var report = Report(dryRun: dryRun)
        if sharedInDatabase {
            let cutoffMilliseconds = Clock.milliseconds(cutoff)
            let old = try await RegistryStore.sharedBlobs(before: cutoffMilliseconds, in: store.sql)
            (report.databaseBlobs, report.databaseBytes) = try await prune(old, dryRun: dryRun) { batch, db in
                // Reused since it was listed: an upload is using it.
                let stillOld = try await RegistryStore.sharedBlobs(among: batch, before: cutoffMilliseconds, in: db)
                let removable = batch.filter { stillOld.contains($0) }
                for sha256 in removable { try await RegistryStore.removeSharedBlob(sha256, in: db) }
                return removable
            }
        }
        let local = local
        let old = try local.all().filter { $0.modified < cutoff }.map { (sha256: $0.sha256, size: $0.size) }
        (report.files, report.fileBytes) = try await prune(old, dryRun: dryRun) { batch, _ in
            // Reused since it was listed: an upload is using it.
            let removable = batch.filter { local.modified($0).map { $0 < cutoff } ?? false }
            for sha256 in removable { try local.remove(sha256) }
            return removable
        }

        if !dryRun, report.files + report.databaseBlobs > 0 {
            let summary = report.summary
            try await store.write { _ = try await $0.appendAudit(actor: author, action: "blobs.prune", project: nil, detail: summary) }
        }
        return report
    }

    /// Of the `old` blobs, deletes those no version refers to (counts them, in a dry run).
    ///
    /// Each batch is checked again inside a transaction that holds off new references;
    /// `remove` gets the batch's blobs that are still unreferenced and returns those it
    /// deleted.
    private func prune(
        _ old: [(sha256: String, size: Int)], dryRun: Bool,
        remove: @escaping @Sendable (_ batch: [String], _ db: any SQLDatabase) async throws -> [String]
    ) async throws -> (count: Int, bytes: Int) {
        let sizes = Dictionary(old.map { ($0.sha256, $0.size) }, uniquingKeysWith: { first, _ in first })
        let listed = old.map(\.sha256)
        let referencedWhenListed = try await RegistryStore.referenced(among: listed, in: store.sql)
        let candidates = listed.filter { !referencedWhenListed.contains($0) }
        var deleted = candidates
        if !dryRun {
            deleted = []
            for start in stride(from: 0, to: candidates.count, by: Self.batchSize) {
                let batch = Array(candidates[start..<min(start + Self.batchSize, candidates.count)])
                deleted += try await store.withBlobReferencesHeld { db in
                    let referenced = try await RegistryStore.referenced(among: batch, in: db)
                    return try await remove(batch.filter { !referenced.contains($0) }, db)
                }
            }
        }
        return (deleted.count, deleted.reduce(0) { $0 + (sizes[$1] ?? 0) })
    }
}

extension UnreferencedBlobs.Report {
    /// One line for the CLI and the audit log.
    public var summary: String {
        var parts = ["\(dryRun ? "would delete" : "deleted") \(files) unreferenced file(s), \(fileBytes) bytes"]
        if databaseBlobs > 0 {
            parts.append("\(databaseBlobs) from the database, \(databaseBytes) bytes")
        }
        return parts.joined(separator: "; ")
    }
}
