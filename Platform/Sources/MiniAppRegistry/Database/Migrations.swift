import Foundation
import Logging
import SQLKit

/// The schema, as numbered steps applied once each and recorded in `schema_migrations`.
///
/// Run at every start: a step already recorded is skipped, so it is idempotent. Each step
/// runs in its own transaction with the record of it, so a crash mid-step leaves the
/// step unapplied. On PostgreSQL an advisory lock makes servers starting together take
/// turns; on SQLite `BEGIN IMMEDIATE` does the same. Steps are append-only: never edit
/// one that has shipped, add the next number instead.
enum Migrations {
    struct Step: Sendable {
        var version: Int
        var name: String
        var statements: [String]
    }

    static let steps: [Step] = [
        Step(version: 1, name: "registry", statements: [
            """
            CREATE TABLE projects (
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                subscription_key TEXT NOT NULL UNIQUE,
                created_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE publisher_tokens (
                token_hash TEXT PRIMARY KEY,
                project_id TEXT NOT NULL REFERENCES projects(id),
                label TEXT NOT NULL,
                created_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE apps (
                project_id TEXT NOT NULL REFERENCES projects(id),
                id TEXT NOT NULL,
                published_version_id TEXT,
                created_at BIGINT NOT NULL,
                PRIMARY KEY (project_id, id))
            """,
            """
            CREATE TABLE versions (
                id TEXT PRIMARY KEY,
                project_id TEXT NOT NULL,
                app_id TEXT NOT NULL,
                version_tag TEXT NOT NULL,
                display_name TEXT NOT NULL,
                icon TEXT NOT NULL,
                promotional_image_url TEXT NOT NULL,
                promotional_text TEXT NOT NULL,
                state TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                FOREIGN KEY (project_id, app_id) REFERENCES apps(project_id, id),
                UNIQUE (project_id, app_id, version_tag))
            """,
            "CREATE INDEX versions_by_app ON versions (project_id, app_id, created_at)",
            """
            CREATE TABLE version_files (
                version_id TEXT NOT NULL REFERENCES versions(id),
                path TEXT NOT NULL,
                size BIGINT NOT NULL,
                sha256 TEXT NOT NULL,
                PRIMARY KEY (version_id, path))
            """,
            """
            CREATE TABLE version_metadata (
                version_id TEXT NOT NULL REFERENCES versions(id),
                lang TEXT NOT NULL,
                bundle_manifest TEXT NOT NULL,
                PRIMARY KEY (version_id, lang))
            """,
            """
            CREATE TABLE publications (
                project_id TEXT NOT NULL,
                app_id TEXT NOT NULL,
                position BIGINT NOT NULL,
                version_id TEXT NOT NULL REFERENCES versions(id),
                withdrawn BIGINT NOT NULL,
                created_at BIGINT NOT NULL,
                PRIMARY KEY (project_id, app_id, position))
            """,
            """
            CREATE TABLE preview_codes (
                code TEXT PRIMARY KEY,
                project_id TEXT NOT NULL,
                app_id TEXT NOT NULL,
                version_id TEXT NOT NULL REFERENCES versions(id),
                created_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE signing_keys (
                id TEXT PRIMARY KEY,
                public_key_pem TEXT NOT NULL,
                public_key_x963 TEXT NOT NULL,
                active BIGINT NOT NULL,
                created_at BIGINT NOT NULL)
            """,
        ]),
        // One zip per version for hosts on Rakuten's SDK (RegistryStore+Packages.swift).
        Step(version: 2, name: "version packages", statements: [
            """
            CREATE TABLE version_packages (
                version_id TEXT PRIMARY KEY REFERENCES versions(id),
                sha256 TEXT NOT NULL,
                size BIGINT NOT NULL,
                created_at BIGINT NOT NULL)
            """,
        ]),
        // Files and private signing keys in the database, for servers that share nothing
        // else (`--blob-store postgres`; Storage/DatabaseBlobs.swift).
        Step(version: 3, name: "files and keys in the database", statements: [
            """
            CREATE TABLE shared_blobs (
                sha256 TEXT PRIMARY KEY,
                size BIGINT NOT NULL,
                created_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE shared_blob_chunks (
                sha256 TEXT NOT NULL,
                position BIGINT NOT NULL,
                bytes BYTEA NOT NULL,
                PRIMARY KEY (sha256, position))
            """,
            """
            CREATE TABLE signing_key_secrets (
                id TEXT PRIMARY KEY REFERENCES signing_keys(id),
                private_key_pem TEXT NOT NULL)
            """,
        ]),
        // The web console (Console/): operators' tokens, sign-in sessions, and the audit
        // log every change through the console, the publishing API or the CLI appends to.
        Step(version: 4, name: "console", statements: [
            """
            CREATE TABLE operator_tokens (
                token_hash TEXT PRIMARY KEY,
                label TEXT NOT NULL,
                created_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE console_sessions (
                id_hash TEXT PRIMARY KEY,
                project_id TEXT,
                actor TEXT NOT NULL,
                csrf_token TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                expires_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE audit_log (
                id TEXT PRIMARY KEY,
                at BIGINT NOT NULL,
                actor TEXT NOT NULL,
                action TEXT NOT NULL,
                project_id TEXT,
                app_id TEXT,
                version_id TEXT,
                detail TEXT NOT NULL)
            """,
            "CREATE INDEX audit_log_by_project ON audit_log (project_id, at)",
            "CREATE INDEX audit_log_by_time ON audit_log (at)",
        ]),
        // Which versions use a blob, asked by `miniapp blobs prune` (Storage/UnreferencedBlobs.swift).
        Step(version: 5, name: "blob references", statements: [
            "CREATE INDEX version_files_by_blob ON version_files (sha256)",
            "CREATE INDEX version_packages_by_blob ON version_packages (sha256)",
            "CREATE INDEX shared_blobs_by_time ON shared_blobs (created_at)",
        ]),
        // Tokens that expire and can be revoked, and sessions that end with their token
        // (RegistryStore+Tokens.swift). Tokens issued before have no expiry (NULL).
        Step(version: 6, name: "token lifetimes", statements: [
            "ALTER TABLE operator_tokens ADD COLUMN expires_at BIGINT",
            "ALTER TABLE operator_tokens ADD COLUMN revoked_at BIGINT",
            "ALTER TABLE publisher_tokens ADD COLUMN expires_at BIGINT",
            "ALTER TABLE publisher_tokens ADD COLUMN revoked_at BIGINT",
            "ALTER TABLE console_sessions ADD COLUMN token_hash TEXT",
        ]),
        // Signing keys of one project (`miniapp keys rotate --project P`), which sign that
        // project's manifest answers: Rakuten's signature covers only `versionId +
        // sha256(zip)`, so with one registry-wide key a version of one project verified as
        // another's (RegistryStore+Keys.swift, docs/RAKUTEN-HOSTS.md).
        Step(version: 7, name: "project signing keys", statements: [
            "ALTER TABLE signing_keys ADD COLUMN project_id TEXT",
        ]),
    ]

    /// Applies every step not yet recorded.
    static func run(on database: RegistryDatabase, logger: Logger) async throws {
        try await database.write { db in
            try await db.execute(sql: SQLRaw("""
                CREATE TABLE IF NOT EXISTS schema_migrations (
                    version BIGINT PRIMARY KEY,
                    name TEXT NOT NULL,
                    applied_at BIGINT NOT NULL)
                """)) { _ in }
        }
        for step in steps {
            let applied = try await database.write { db in
                if database.backend == .postgres {
                    // Any constant works; it only has to be the same for every server.
                    try await db.execute(sql: SQLRaw("SELECT pg_advisory_xact_lock(7263615)")) { _ in }
                }
                let done = try await db.raw("SELECT version FROM schema_migrations WHERE version = \(bind: step.version)").first()
                guard done == nil else { return false }
                for statement in step.statements {
                    try await db.execute(sql: SQLRaw(statement)) { _ in }
                }
                try await db.raw("""
                    INSERT INTO schema_migrations (version, name, applied_at)
                    VALUES (\(bind: step.version), \(bind: step.name), \(bind: Clock.milliseconds()))
                    """).run()
                return true
            }
            if applied {
                logger.info("applied schema migration", metadata: ["miniapp.migration": "\(step.version) \(step.name)"])
            }
        }
    }
}

/// Wall-clock timestamps as stored in the database: milliseconds since 1970.
enum Clock {
    static func milliseconds(_ date: Date = Date()) -> Int {
        Int(date.timeIntervalSince1970 * 1000)
    }
}
