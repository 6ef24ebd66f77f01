import Foundation
public import MiniAppBundle
import SQLKit

/// Read queries behind the client API.
extension RegistryStore {
    /// The published version of every app of a project (what `list` shows), by app id.
    public func publishedVersions(project: String, app: String? = nil) async throws -> [VersionRecord] {
        let columns = Self.versionColumns("v")
        let rows: [any SQLRow]
        if let app {
            rows = try await sql.raw("""
                SELECT \(unsafeRaw: columns) FROM apps a JOIN versions v ON v.id = a.published_version_id
                WHERE a.project_id = \(bind: project) AND a.id = \(bind: app)
                """).all()
        } else {
            rows = try await sql.raw("""
                SELECT \(unsafeRaw: columns) FROM apps a JOIN versions v ON v.id = a.published_version_id
                WHERE a.project_id = \(bind: project) ORDER BY a.id
                """).all()
        }
        return try rows.map(Self.version(from:))
    }

    /// Preview mode's list: the newest upload of every app, published or not.
    public func newestVersions(project: String) async throws -> [VersionRecord] {
        let all = try await sql.raw("""
            SELECT \(unsafeRaw: Self.versionColumns()) FROM versions WHERE project_id = \(bind: project)
            ORDER BY app_id, created_at DESC, id
            """).all().map(Self.version(from:))
        var seen: Set<String> = []
        return all.filter { seen.insert($0.appId).inserted }
    }

    /// Every version of one app, newest first.
    public func versions(project: String, app: String) async throws -> [VersionRecord] {
        try await sql.raw("""
            SELECT \(unsafeRaw: Self.versionColumns()) FROM versions
            WHERE project_id = \(bind: project) AND app_id = \(bind: app) ORDER BY created_at DESC, id
            """).all().map(Self.version(from:))
    }

    /// A version by id alone, whatever its project or app; nil when there is none.
    ///
    /// Only where the caller has no project to check it against: routes use ``version(project:app:id:)``.
    public func version(id: String) async throws -> VersionRecord? {
        // No version id holds a NUL, and PostgreSQL cannot be asked about one.
        guard !id.containsNUL else { return nil }
        return try await sql.raw("SELECT \(unsafeRaw: Self.versionColumns()) FROM versions WHERE id = \(bind: id)")
            .first().map(Self.version(from:))
    }

    /// A version of one app of one project, or nil when any of the three does not match.
    public func version(project: String, app: String, id: String) async throws -> VersionRecord? {
        try await Self.version(project: project, app: app, id: id, in: sql)
    }

    /// The one lookup behind ``version(project:app:id:)`` and the publishing
    /// transactions, which run it on their own connection (`db`).
    static func version(project: String, app: String, id: String, in db: any SQLDatabase) async throws -> VersionRecord? {
        guard !(id.containsNUL || project.containsNUL || app.containsNUL) else { return nil }
        return try await db.raw("""
            SELECT \(unsafeRaw: versionColumns()) FROM versions
            WHERE id = \(bind: id) AND project_id = \(bind: project) AND app_id = \(bind: app)
            """).first().map(version(from:))
    }

    /// The app's published pointer, nil when unpublished or unknown.
    public func publishedVersionId(project: String, app: String) async throws -> String? {
        try await sql.raw("SELECT published_version_id FROM apps WHERE project_id = \(bind: project) AND id = \(bind: app)")
            .first()?.decode(column: "published_version_id", as: String?.self)
    }

    /// The latest publication of `version` that was not withdrawn: its position in the
    /// app's publication history (1, 2, 3… per app; a rollback is a new, higher one).
    /// `nil` for a version never published, or withdrawn since. Signed into the manifest
    /// answer so a client can tell a rollback (a newer publication of an older version)
    /// from a replayed older answer.
    public func publication(project: String, app: String, version: String) async throws -> Int? {
        try await sql.raw("""
            SELECT MAX(position) AS position FROM publications
            WHERE project_id = \(bind: project) AND app_id = \(bind: app) AND version_id = \(bind: version) AND withdrawn = 0
            """).first()?.decode(column: "position", as: Int?.self)
    }

    /// The app's published version and its publication (the newest of the app that was
    /// not withdrawn), or `nil` when the app is unpublished or unknown. Signed into every
    /// release manifest answer as `latest`, so a client learns from any signed answer which
    /// version is current and cannot be kept on an older one by a replayed list.
    public func latestPublication(project: String, app: String) async throws -> (versionId: String, publication: Int)? {
        guard let row = try await sql.raw("""
            SELECT a.published_version_id AS version_id, MAX(p.position) AS position
            FROM apps a JOIN publications p
              ON p.project_id = a.project_id AND p.app_id = a.id AND p.version_id = a.published_version_id AND p.withdrawn = 0
            WHERE a.project_id = \(bind: project) AND a.id = \(bind: app)
            GROUP BY a.published_version_id
            """).first() else { return nil }
        return (try row.decode(column: "version_id", as: String.self), try row.decode(column: "position", as: Int.self))
    }

    /// A version's files, sorted by path.
    public func files(version: String) async throws -> [BundleFile] {
        try await sql.raw("SELECT path, size, sha256 FROM version_files WHERE version_id = \(bind: version) ORDER BY path")
            .all().map(Self.file(from:))
    }

    /// A file of a version, found by app, version and path in one query (the download path).
    public func file(app: String, version: String, path: String) async throws -> BundleFile? {
        try await sql.raw("""
            SELECT f.path, f.size, f.sha256 FROM version_files f JOIN versions v ON v.id = f.version_id
            WHERE v.id = \(bind: version) AND v.app_id = \(bind: app) AND f.path = \(bind: path)
            """).first().map(Self.file(from:))
    }

    /// The localised `bundleManifest` JSON for `lang`, falling back to `default`.
    public func bundleManifest(version: String, language: String?) async throws -> String? {
        let rows = try await sql.raw("SELECT lang, bundle_manifest FROM version_metadata WHERE version_id = \(bind: version)").all()
        var byLanguage: [String: String] = [:]
        for row in rows {
            byLanguage[try row.decode(column: "lang", as: String.self)] = try row.decode(column: "bundle_manifest", as: String.self)
        }
        return language.flatMap { Self.bestMatch(for: $0, in: byLanguage) } ?? byLanguage["default"]
    }

    /// `lang` as given, then case-insensitively, then its primary subtag (`en-US` → `en`).
    static func bestMatch(for language: String, in byLanguage: [String: String]) -> String? {
        if let exact = byLanguage[language] { return exact }
        let lowered = language.lowercased().replacingOccurrences(of: "_", with: "-")
        if let match = byLanguage.first(where: { $0.key.lowercased().replacingOccurrences(of: "_", with: "-") == lowered }) {
            return match.value
        }
        let primary = lowered.split(separator: "-").first.map(String.init) ?? lowered
        return byLanguage.first(where: { $0.key.lowercased() == primary })?.value
    }

    static func file(from row: any SQLRow) throws -> BundleFile {
        BundleFile(
            path: try row.decode(column: "path", as: String.self),
            size: try row.decode(column: "size", as: Int.self),
            sha256: try row.decode(column: "sha256", as: String.self)
        )
    }
}
