import SQLKit

/// Preview codes: short secrets that expose one (usually unpublished) version to testers.
extension RegistryTransaction {
    /// Creates a code for a version of an app; returns it with the version it exposes.
    public func createPreviewCode(project: String, app: String, version: String) async throws -> (code: String, version: VersionRecord) {
        guard let record = try await RegistryStore.version(project: project, app: app, id: version, in: sql) else {
            throw RegistryError.notFound("\(app) has no version '\(version)'")
        }
        let code = RegistryStore.randomHex(bytes: 6).uppercased()
        try await sql.raw("""
            INSERT INTO preview_codes (code, project_id, app_id, version_id, created_at)
            VALUES (\(bind: code), \(bind: project), \(bind: app), \(bind: version), \(bind: Clock.milliseconds()))
            """).run()
        return (code, record)
    }
}

extension RegistryStore {
    /// The version a code of this project exposes.
    public func version(previewCode code: String, project: String) async throws -> VersionRecord? {
        guard let row = try await sql.raw("SELECT version_id FROM preview_codes WHERE code = \(bind: code) AND project_id = \(bind: project)").first() else {
            return nil
        }
        return try await version(id: try row.decode(column: "version_id", as: String.self))
    }
}
