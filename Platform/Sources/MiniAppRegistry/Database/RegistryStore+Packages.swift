import Foundation
import SQLKit

/// The zip per version served to hosts on Rakuten's SDK (``VersionPackage``).
///
/// Kept in a table of its own, `version_packages`, so versions stored before packages
/// existed simply have no row: the first manifest request for such a version builds the
/// zip and records it here.
extension RegistryStore {
    /// The version's package, or nil when none has been built yet.
    public func package(version: String) async throws -> VersionPackage? {
        try await Self.package(version: version, in: sql)
    }

    static func package(version: String, in db: any SQLDatabase) async throws -> VersionPackage? {
        guard let row = try await db.raw("SELECT sha256, size FROM version_packages WHERE version_id = \(bind: version)").first() else {
            return nil
        }
        return VersionPackage(sha256: try row.decode(column: "sha256", as: String.self), size: try row.decode(column: "size", as: Int.self))
    }

    /// Records a package built after the version was stored; a row already there wins
    /// (packages are deterministic, so a second builder made the same bytes).
    ///
    /// - Throws: ``RegistryError/filesPruned(_:)`` if a prune deleted the zip meanwhile.
    func recordPackage(_ package: VersionPackage, version: String, confirmingIn blobs: StoredBlobs) async throws {
        try await write { transaction in
            try await Self.recordPackage(package, version: version, in: transaction.sql)
            let missing = try await blobs.missing([package.sha256], in: transaction.sql)
            guard missing.isEmpty else { throw RegistryError.filesPruned(missing) }
        }
    }

    static func recordPackage(_ package: VersionPackage, version: String, in db: any SQLDatabase) async throws {
        try await db.raw("""
            INSERT INTO version_packages (version_id, sha256, size, created_at)
            VALUES (\(bind: version), \(bind: package.sha256), \(bind: package.size), \(bind: Clock.milliseconds()))
            ON CONFLICT DO NOTHING
            """).run()
    }
}
