import SQLKit

/// The read queries of the console's overviews: apps with what is published, version
/// sizes, preview codes, and whether a version was ever published.
extension RegistryStore {
    /// Every app of a project, by id, with its published and newest versions.
    public func appOverviews(project: String) async throws -> [AppOverview] {
        let apps = try await sql.raw("SELECT id FROM apps WHERE project_id = \(bind: project) ORDER BY id").all()
            .map { try $0.decode(column: "id", as: String.self) }
        let published = Dictionary(try await publishedVersions(project: project).map { ($0.appId, $0) }) { first, _ in first }
        let newest = Dictionary(try await newestVersions(project: project).map { ($0.appId, $0) }) { first, _ in first }
        var lastPublished: [String: Int] = [:]
        for row in try await sql.raw("""
            SELECT app_id, MAX(created_at) AS last FROM publications WHERE project_id = \(bind: project) GROUP BY app_id
            """).all() {
            lastPublished[try row.decode(column: "app_id", as: String.self)] = try row.decode(column: "last", as: Int?.self)
        }
        var counts: [String: Int] = [:]
        for row in try await sql.raw("""
            SELECT app_id, COUNT(*) AS versions FROM versions WHERE project_id = \(bind: project) GROUP BY app_id
            """).all() {
            counts[try row.decode(column: "app_id", as: String.self)] = try row.decode(column: "versions", as: Int.self)
        }
        return apps.map { app in
            AppOverview(appId: app, published: published[app], newest: newest[app], lastPublishedAt: lastPublished[app], versionCount: counts[app] ?? 0)
        }
    }

    /// Total bytes and file count of every version of an app, by version id.
    public func versionSizes(project: String, app: String) async throws -> [String: VersionSize] {
        // SUM over BIGINT is NUMERIC on PostgreSQL: cast it back.
        let rows = try await sql.raw("""
            SELECT v.id AS id, COUNT(f.path) AS files, CAST(COALESCE(SUM(f.size), 0) AS BIGINT) AS bytes
            FROM versions v LEFT JOIN version_files f ON f.version_id = v.id
            WHERE v.project_id = \(bind: project) AND v.app_id = \(bind: app) GROUP BY v.id
            """).all()
        var sizes: [String: VersionSize] = [:]
        for row in rows {
            sizes[try row.decode(column: "id", as: String.self)] = VersionSize(
                bytes: try row.decode(column: "bytes", as: Int.self), files: try row.decode(column: "files", as: Int.self))
        }
        return sizes
    }

    /// The preview codes made for one version, newest first.
    public func previewCodes(project: String, app: String, version: String) async throws -> [PreviewCodeRecord] {
        try await sql.raw("""
            SELECT code, project_id, app_id, version_id, created_at FROM preview_codes
            WHERE project_id = \(bind: project) AND app_id = \(bind: app) AND version_id = \(bind: version)
            ORDER BY created_at DESC, code
            """).all().map { row in
            PreviewCodeRecord(
                code: try row.decode(column: "code", as: String.self), projectId: try row.decode(column: "project_id", as: String.self),
                appId: try row.decode(column: "app_id", as: String.self), versionId: try row.decode(column: "version_id", as: String.self),
                createdAt: try row.decode(column: "created_at", as: Int.self))
        }
    }

    /// The ids of an app's versions that were published at some time (rolled back ones included).
    public func everPublishedVersionIds(project: String, app: String) async throws -> Set<String> {
        Set(try await sql.raw("""
            SELECT DISTINCT version_id FROM publications WHERE project_id = \(bind: project) AND app_id = \(bind: app)
            """).all().map { try $0.decode(column: "version_id", as: String.self) })
    }
}
