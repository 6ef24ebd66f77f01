import Foundation
import SQLKit

/// Console sessions, in the database so that several servers sharing it (PostgreSQL)
/// honour each other's sign-ins and a restart signs nobody out. The cookie's value is
/// stored only as its SHA-256, like the tokens.
extension RegistryTransaction {
    /// Stores a session for `author`, signed in with `token`; returns the cookie value to
    /// hand to the browser. The session ends when the token is revoked or expires.
    public func createConsoleSession(author: ChangeAuthor, token: String, csrfToken: String, lifetime: Duration) async throws -> String {
        let id = RegistryStore.randomHex(bytes: 32)
        let now = Clock.milliseconds()
        let expires = now + Int(lifetime.components.seconds * 1000)
        // Expired sessions are swept as new ones arrive, so the table stays small.
        try await sql.raw("DELETE FROM console_sessions WHERE expires_at < \(bind: now)").run()
        try await sql.raw("""
            INSERT INTO console_sessions (id_hash, project_id, actor, csrf_token, created_at, expires_at, token_hash)
            VALUES (\(bind: RegistryStore.tokenHash(id)), \(bind: author.project), \(bind: Self.actorLabel(author)),
                    \(bind: csrfToken), \(bind: now), \(bind: expires), \(bind: RegistryStore.tokenHash(token)))
            """).run()
        return id
    }

    /// Ends a session (sign-out).
    public func deleteConsoleSession(id: String) async throws {
        try await sql.raw("DELETE FROM console_sessions WHERE id_hash = \(bind: RegistryStore.tokenHash(id))").run()
    }

    /// The token label alone: the project is its own column.
    private static func actorLabel(_ author: ChangeAuthor) -> String {
        switch author {
        case .operator(let label), .publisher(_, let label): label
        case .commandLine: "cli"
        }
    }
}

extension RegistryStore {
    /// The live session a cookie value names, or nil (unknown or expired, or its token
    /// revoked or expired: checked here, so every server sharing the database ends it at once).
    public func consoleSession(id: String) async throws -> ConsoleSessionRecord? {
        let now = Clock.milliseconds()
        guard let row = try await sql.raw("""
            SELECT project_id, actor, csrf_token, expires_at FROM console_sessions
            WHERE id_hash = \(bind: Self.tokenHash(id)) AND expires_at >= \(bind: now)
              AND (token_hash IS NULL
                   OR token_hash IN (SELECT token_hash FROM operator_tokens WHERE \(unsafeRaw: Self.liveToken(now)))
                   OR token_hash IN (SELECT token_hash FROM publisher_tokens WHERE \(unsafeRaw: Self.liveToken(now))))
            """).first() else { return nil }
        let label = try row.decode(column: "actor", as: String.self)
        let author: ChangeAuthor = if let project = try row.decode(column: "project_id", as: String?.self) {
            .publisher(project: project, label: label)
        } else {
            .operator(label: label)
        }
        return ConsoleSessionRecord(
            author: author, csrfToken: try row.decode(column: "csrf_token", as: String.self),
            expiresAt: try row.decode(column: "expires_at", as: Int.self)
        )
    }
}
