import Foundation
import MiniAppBundle
import SQLKit

/// Writes: recording an uploaded version, and moving an app's published pointer.
///
/// A version row appears only in the transaction that also writes its files and
/// metadata, after every blob is on disk (``BundleIngest``): a crash before that commit
/// leaves orphan blobs at worst, never a half-published version.
extension RegistryTransaction {
    /// Records a staged upload as a new draft version, once `blobs` confirms, after the
    /// file rows are written, that every file is still stored.
    ///
    /// The tag is chosen under the app's lock (its row on PostgreSQL, where parallel
    /// untagged uploads would otherwise pick the same next number), and a tag taken
    /// meanwhile by another server is a `conflict` too (``RegistryDatabase/write(_:)``).
    ///
    /// - Throws: ``RegistryError`` `conflict` if the app already has this version tag,
    ///   ``RegistryError/filesPruned(_:)`` if a prune deleted one of its files meanwhile.
    func insertVersion(_ staged: StagedVersion, confirmingIn blobs: StoredBlobs) async throws -> VersionRecord {
        let db = sql
        try await db.raw("""
            INSERT INTO apps (project_id, id, published_version_id, created_at)
            VALUES (\(bind: staged.project), \(bind: staged.app), NULL, \(bind: Clock.milliseconds()))
            ON CONFLICT DO NOTHING
            """).run()
        try await lockApp(project: staged.project, app: staged.app)
        let tag = try await Self.versionTag(for: staged, in: db)
        let record = VersionRecord(
            id: UUID().uuidString.lowercased(), projectId: staged.project, appId: staged.app, versionTag: tag,
            displayName: staged.details.displayName ?? staged.app, icon: staged.details.icon ?? "",
            promotionalImageUrl: staged.details.promotionalImageUrl ?? "", promotionalText: staged.details.promotionalText ?? "",
            state: .draft, createdAt: Clock.milliseconds()
        )
        try await db.raw("""
            INSERT INTO versions (\(unsafeRaw: RegistryStore.versionColumns()))
            VALUES (\(bind: record.id), \(bind: record.projectId), \(bind: record.appId), \(bind: record.versionTag),
                    \(bind: record.displayName), \(bind: record.icon), \(bind: record.promotionalImageUrl),
                    \(bind: record.promotionalText), \(bind: record.state.rawValue), \(bind: record.createdAt))
            """).run()
        // Chunks keep the bound parameters far below SQLite's and PostgreSQL's limits.
        for chunk in stride(from: 0, to: staged.files.count, by: 500) {
            var insert = db.insert(into: "version_files").columns("version_id", "path", "size", "sha256")
            for file in staged.files[chunk..<min(chunk + 500, staged.files.count)] {
                insert = insert.values(SQLBind(record.id), SQLBind(file.path), SQLBind(file.size), SQLBind(file.sha256))
            }
            try await insert.run()
        }
        if let package = staged.package {
            try await RegistryStore.recordPackage(package, version: record.id, in: db)
        }
        for (language, json) in staged.bundleManifests.sorted(by: { $0.key < $1.key }) {
            try await db.raw("""
                INSERT INTO version_metadata (version_id, lang, bundle_manifest)
                VALUES (\(bind: record.id), \(bind: language), \(bind: json))
                """).run()
        }
        let missing = try await blobs.missing(staged.files.map(\.sha256) + (staged.package.map { [$0.sha256] } ?? []), in: db)
        guard missing.isEmpty else { throw RegistryError.filesPruned(missing) }
        return record
    }

    /// The tag asked for, or the next free number.
    private static func versionTag(for staged: StagedVersion, in db: any SQLDatabase) async throws -> String {
        let existing = try await db.raw("SELECT version_tag FROM versions WHERE project_id = \(bind: staged.project) AND app_id = \(bind: staged.app)")
            .all().map { try $0.decode(column: "version_tag", as: String.self) }
        if let tag = staged.details.versionTag {
            guard !existing.contains(tag) else {
                throw RegistryError.conflict("\(staged.app) already has a version tagged '\(tag)'; versions are immutable, use a new tag")
            }
            return tag
        }
        var number = existing.count + 1
        while existing.contains(String(number)) { number += 1 }
        return String(number)
    }

    /// Makes `version` the one clients get.
    @discardableResult
    public func publish(project: String, app: String, version: String) async throws -> VersionRecord {
        try await movePointer(project: project, app: app) { db, _ in
            guard let record = try await RegistryStore.version(project: project, app: app, id: version, in: db) else {
                throw RegistryError.notFound("\(app) has no version '\(version)'")
            }
            return record
        }
    }

    /// Takes the app out of `list`; its versions stay stored and previewable.
    public func unpublish(project: String, app: String) async throws {
        try await lockApp(project: project, app: app)
        try await sql.raw("UPDATE apps SET published_version_id = NULL WHERE project_id = \(bind: project) AND id = \(bind: app)").run()
    }

    /// Withdraws the current version and publishes the one before it (or `target`);
    /// returns the version it withdrew (nil when none was published) and the one it published.
    ///
    /// Withdrawn versions leave the history, so rolling back twice goes two versions back.
    @discardableResult
    public func rollback(project: String, app: String, to target: String? = nil) async throws -> (from: VersionRecord?, to: VersionRecord) {
        let db = sql
        let from = try await lockApp(project: project, app: app).asyncMap {
            try await RegistryStore.version(project: project, app: app, id: $0, in: db)
        } ?? nil
        let to = try await movePointer(project: project, app: app) { db, current in
            if let current, current != target {
                try await db.raw("""
                    UPDATE publications SET withdrawn = 1
                    WHERE project_id = \(bind: project) AND app_id = \(bind: app) AND version_id = \(bind: current)
                    """).run()
                try await db.raw("UPDATE versions SET state = 'withdrawn' WHERE id = \(bind: current)").run()
            }
            let wanted: String
            if let target {
                wanted = target
            } else {
                guard let previous = try await db.raw("""
                    SELECT version_id FROM publications
                    WHERE project_id = \(bind: project) AND app_id = \(bind: app) AND withdrawn = 0
                    ORDER BY position DESC
                    """).first()?.decode(column: "version_id", as: String.self) else {
                    throw RegistryError.conflict("\(app) has no earlier published version to roll back to")
                }
                wanted = previous
            }
            guard let record = try await RegistryStore.version(project: project, app: app, id: wanted, in: db) else {
                throw RegistryError.notFound("\(app) has no version '\(wanted)'")
            }
            return record
        }
        return (from, to)
    }

    /// Locks the app, lets `choose` pick the new version, then points the app at it and logs it.
    private func movePointer(
        project: String, app: String,
        choose: @escaping @Sendable (any SQLDatabase, String?) async throws -> VersionRecord
    ) async throws -> VersionRecord {
        let db = sql
        let current = try await lockApp(project: project, app: app)
        var record = try await choose(db, current)
        record.state = .released
        try await db.raw("UPDATE apps SET published_version_id = \(bind: record.id) WHERE project_id = \(bind: project) AND id = \(bind: app)").run()
        try await db.raw("UPDATE versions SET state = 'released' WHERE id = \(bind: record.id)").run()
        let last = try await db.raw("SELECT MAX(position) AS last FROM publications WHERE project_id = \(bind: project) AND app_id = \(bind: app)")
            .first()?.decode(column: "last", as: Int?.self) ?? 0
        try await db.raw("""
            INSERT INTO publications (project_id, app_id, position, version_id, withdrawn, created_at)
            VALUES (\(bind: project), \(bind: app), \(bind: last + 1), \(bind: record.id), 0, \(bind: Clock.milliseconds()))
            """).run()
        return record
    }

    /// Takes the app's row lock (PostgreSQL; SQLite's `BEGIN IMMEDIATE` already holds the
    /// database lock) and returns its current pointer.
    @discardableResult
    private func lockApp(project: String, app: String) async throws -> String? {
        let lock = backend == .postgres ? " FOR UPDATE" : ""
        guard let row = try await sql.raw("""
            SELECT published_version_id FROM apps WHERE project_id = \(bind: project) AND id = \(bind: app)\(unsafeRaw: lock)
            """).first() else {
            throw RegistryError.notFound("project '\(project)' has no mini app '\(app)'")
        }
        return try row.decode(column: "published_version_id", as: String?.self)
    }
}

extension Optional where Wrapped: Sendable {
    /// `map` for an async transform.
    fileprivate func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
