import Foundation
import SQLKit

/// Every query the registry makes, in one place, on top of ``RegistryDatabase``.
///
/// Split by area into `RegistryStore+<Area>.swift`. Queries are SQLKit raw strings with
/// bound parameters (`\(bind:)`), written in the SQL that SQLite and PostgreSQL share.
public struct RegistryStore: Sendable {
    /// The connection pool every query runs on; the store does not own it, whoever opened it closes it.
    public let database: RegistryDatabase

    /// A store on an open, migrated database (``RegistryDatabase/open(_:logger:)``).
    public init(database: RegistryDatabase) {
        self.database = database
    }

    /// Where reads run; writes go through ``write(_:)``.
    var sql: any SQLDatabase { database.reader }

    /// Runs `body` in one write transaction: every change the registry makes is a method
    /// of ``RegistryTransaction``, so a change and its audit entry commit together or not
    /// at all, and on SQLite no write waits for the lock outside the writer's gate.
    public func write<T: Sendable>(_ body: @escaping @Sendable (RegistryTransaction) async throws -> T) async throws -> T {
        let backend = database.backend
        return try await database.write { db in try await body(RegistryTransaction(sql: db, backend: backend)) }
    }

    /// The `versions` columns ``version(from:)`` reads, optionally prefixed by a table alias.
    static func versionColumns(_ alias: String = "") -> String {
        let names = ["id", "project_id", "app_id", "version_tag", "display_name", "icon",
                     "promotional_image_url", "promotional_text", "state", "created_at"]
        return names.map { alias.isEmpty ? $0 : "\(alias).\($0)" }.joined(separator: ", ")
    }

    static func version(from row: any SQLRow) throws -> VersionRecord {
        VersionRecord(
            id: try row.decode(column: "id", as: String.self),
            projectId: try row.decode(column: "project_id", as: String.self),
            appId: try row.decode(column: "app_id", as: String.self),
            versionTag: try row.decode(column: "version_tag", as: String.self),
            displayName: try row.decode(column: "display_name", as: String.self),
            icon: try row.decode(column: "icon", as: String.self),
            promotionalImageUrl: try row.decode(column: "promotional_image_url", as: String.self),
            promotionalText: try row.decode(column: "promotional_text", as: String.self),
            state: VersionRecord.State(rawValue: try row.decode(column: "state", as: String.self)) ?? .draft,
            createdAt: try row.decode(column: "created_at", as: Int.self)
        )
    }

    /// Random bytes as lowercase hex, for keys, tokens and codes.
    static func randomHex(bytes count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }.hexString
    }
}
