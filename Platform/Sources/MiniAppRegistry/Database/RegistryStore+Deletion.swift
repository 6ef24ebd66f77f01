import SQLKit

/// Deleting a version that was never published: a draft uploaded by mistake.
///
/// A version that was ever published may sit in a client's cache and be rolled back
/// to, so it is never deleted. The files stay in the blob store (other versions may
/// share them); `miniapp blobs prune` deletes those nothing refers to any more.
extension RegistryTransaction {
    /// Deletes the version with its file list, package, metadata and preview codes, and the app
    /// row when no version is left.
    ///
    /// - Throws: ``RegistryError`` `notFound` for an unknown version, `conflict` for one
    ///   that was published at some time.
    @discardableResult
    public func deleteUnpublishedVersion(project: String, app: String, version: String) async throws -> VersionRecord {
        let db = sql
        guard let record = try await RegistryStore.version(project: project, app: app, id: version, in: db) else {
            throw RegistryError.notFound("\(app) has no version '\(version)'")
        }
        let published = try await db.raw("SELECT version_id FROM publications WHERE version_id = \(bind: version)").first()
        guard published == nil, record.state == .draft else {
            throw RegistryError.conflict(
                "version \(record.versionTag) of \(app) was published once, so clients may hold it: it cannot be deleted (roll back instead)")
        }
        try await db.raw("DELETE FROM preview_codes WHERE version_id = \(bind: version)").run()
        try await db.raw("DELETE FROM version_metadata WHERE version_id = \(bind: version)").run()
        try await db.raw("DELETE FROM version_files WHERE version_id = \(bind: version)").run()
        try await db.raw("DELETE FROM version_packages WHERE version_id = \(bind: version)").run()
        try await db.raw("DELETE FROM versions WHERE id = \(bind: version)").run()
        let left = try await db.raw("SELECT id FROM versions WHERE project_id = \(bind: project) AND app_id = \(bind: app)").first()
        if left == nil {
            try await db.raw("DELETE FROM apps WHERE project_id = \(bind: project) AND id = \(bind: app) AND published_version_id IS NULL").run()
        }
        return record
    }
}
