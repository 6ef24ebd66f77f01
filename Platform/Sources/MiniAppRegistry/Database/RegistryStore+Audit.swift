import Foundation
import SQLKit

/// The audit log: appended to by ``RegistryOperations`` in the transaction of the change
/// it records, read by the console.
extension RegistryTransaction {
    /// Appends one entry, stamped now.
    @discardableResult
    public func appendAudit(
        actor: ChangeAuthor, action: String, project: String?, app: String? = nil, version: String? = nil, detail: String
    ) async throws -> AuditEntry {
        let entry = AuditEntry(
            id: UUID().uuidString.lowercased(), at: Clock.milliseconds(), actor: actor.description, action: action,
            projectId: project, appId: app, versionId: version, detail: detail
        )
        try await sql.raw("""
            INSERT INTO audit_log (id, at, actor, action, project_id, app_id, version_id, detail)
            VALUES (\(bind: entry.id), \(bind: entry.at), \(bind: entry.actor), \(bind: entry.action),
                    \(bind: entry.projectId), \(bind: entry.appId), \(bind: entry.versionId), \(bind: entry.detail))
            """).run()
        return entry
    }
}

extension RegistryStore {
    /// The newest entries first; of one project only when `project` is given.
    public func auditEntries(project: String? = nil, limit: Int = 200) async throws -> [AuditEntry] {
        let rows: [any SQLRow]
        if let project {
            rows = try await sql.raw("""
                SELECT id, at, actor, action, project_id, app_id, version_id, detail FROM audit_log
                WHERE project_id = \(bind: project) ORDER BY at DESC, id LIMIT \(bind: limit)
                """).all()
        } else {
            rows = try await sql.raw("""
                SELECT id, at, actor, action, project_id, app_id, version_id, detail FROM audit_log
                ORDER BY at DESC, id LIMIT \(bind: limit)
                """).all()
        }
        return try rows.map { row in
            AuditEntry(
                id: try row.decode(column: "id", as: String.self), at: try row.decode(column: "at", as: Int.self),
                actor: try row.decode(column: "actor", as: String.self), action: try row.decode(column: "action", as: String.self),
                projectId: try row.decode(column: "project_id", as: String?.self), appId: try row.decode(column: "app_id", as: String?.self),
                versionId: try row.decode(column: "version_id", as: String?.self), detail: try row.decode(column: "detail", as: String.self)
            )
        }
    }
}
