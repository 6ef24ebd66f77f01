import Foundation
import SQLKit

/// Operator and publisher tokens: issued with an expiry, listed, revoked, and checked on
/// every use. Only SHA-256 hashes are stored.
///
/// A revoked or expired token stops working at once on every server sharing the
/// database: sign-in, publishing and the console sessions it started (their lookup
/// checks the token, ``RegistryStore/consoleSession(id:)``).
extension RegistryTransaction {
    /// Creates an operator token and returns it (`maop_` and 64 hex digits); only its hash is kept.
    ///
    /// - Parameter expiresAt: when it stops working (milliseconds since 1970); nil for never.
    public func createOperatorToken(label: String, expiresAt: Int? = nil) async throws -> String {
        let token = "maop_" + RegistryStore.randomHex(bytes: 32)
        try await sql.raw("""
            INSERT INTO operator_tokens (token_hash, label, created_at, expires_at)
            VALUES (\(bind: RegistryStore.tokenHash(token)), \(bind: label), \(bind: Clock.milliseconds()), \(bind: expiresAt))
            """).run()
        return token
    }

    /// Creates a publisher token for a project and returns it (`mapub_` and 64 hex
    /// digits); only its SHA-256 is stored.
    ///
    /// - Parameter expiresAt: when it stops working (milliseconds since 1970); nil for never.
    public func createPublisherToken(project: String, label: String, expiresAt: Int? = nil) async throws -> String {
        try await requireProject(project)
        let token = "mapub_" + RegistryStore.randomHex(bytes: 32)
        try await sql.raw("""
            INSERT INTO publisher_tokens (token_hash, project_id, label, created_at, expires_at)
            VALUES (\(bind: RegistryStore.tokenHash(token)), \(bind: project), \(bind: label), \(bind: Clock.milliseconds()), \(bind: expiresAt))
            """).run()
        return token
    }

    /// Revokes the token `id` names (``TokenRecord/id``) and ends the console sessions it
    /// started; returns it as it now stands.
    ///
    /// - Throws: ``RegistryError`` `notFound` when no token has that id, `badRequest`
    ///   when the id is shorter than a full ``TokenRecord/id`` (a prefix could name two).
    public func revokeToken(id: String) async throws -> TokenRecord {
        guard id.utf8.count == RegistryStore.tokenIdLength, id.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            throw RegistryError.badRequest("a token id is the \(RegistryStore.tokenIdLength) hex digits `miniapp tokens list` shows; '\(id.prefix(80))' is not one")
        }
        guard let (table, hash) = try await RegistryStore.tokenRow(id: id, in: sql) else {
            throw RegistryError.notFound("no token has the id \(id)")
        }
        let now = Clock.milliseconds()
        try await sql.raw("""
            UPDATE \(unsafeRaw: table) SET revoked_at = \(bind: now) WHERE token_hash = \(bind: hash) AND revoked_at IS NULL
            """).run()
        try await sql.raw("DELETE FROM console_sessions WHERE token_hash = \(bind: hash)").run()
        guard let record = try await RegistryStore.tokens(in: sql).first(where: { $0.id == id }) else {
            throw RegistryError.notFound("no token has the id \(id)")
        }
        return record
    }
}

extension RegistryStore {
    /// How many hex digits of a token's hash name it.
    static let tokenIdLength = 16

    /// Every token, newest first; of one project's publishers only when `project` is given.
    public func tokens(project: String? = nil) async throws -> [TokenRecord] {
        try await Self.tokens(in: sql).filter { project == nil || $0.project == project }
    }

    static func tokens(in db: any SQLDatabase) async throws -> [TokenRecord] {
        let operators = try await db.raw("SELECT token_hash, label, created_at, expires_at, revoked_at FROM operator_tokens").all()
        let publishers = try await db.raw("SELECT token_hash, project_id, label, created_at, expires_at, revoked_at FROM publisher_tokens").all()
        func record(_ row: any SQLRow, kind: TokenRecord.Kind) throws -> TokenRecord {
            TokenRecord(
                id: String(try row.decode(column: "token_hash", as: String.self).prefix(tokenIdLength)), kind: kind,
                project: kind == .publisher ? try row.decode(column: "project_id", as: String.self) : nil,
                label: try row.decode(column: "label", as: String.self), createdAt: try row.decode(column: "created_at", as: Int.self),
                expiresAt: try row.decode(column: "expires_at", as: Int?.self), revokedAt: try row.decode(column: "revoked_at", as: Int?.self)
            )
        }
        let all = try operators.map { try record($0, kind: .operator) } + publishers.map { try record($0, kind: .publisher) }
        return all.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
    }

    /// The table and full hash of the token whose hash starts with `id`.
    static func tokenRow(id: String, in db: any SQLDatabase) async throws -> (table: String, hash: String)? {
        let pattern = id + "%"
        for table in ["operator_tokens", "publisher_tokens"] {
            if let row = try await db.raw("SELECT token_hash FROM \(unsafeRaw: table) WHERE token_hash LIKE \(bind: pattern)").first() {
                return (table, try row.decode(column: "token_hash", as: String.self))
            }
        }
        return nil
    }

    /// Who a console or API credential belongs to: a live (not revoked, not expired)
    /// operator or publisher token, or nil when it is neither.
    public func author(forToken token: String) async throws -> ChangeAuthor? {
        let hash = Self.tokenHash(token)
        let now = Clock.milliseconds()
        if let row = try await sql.raw("""
            SELECT label FROM operator_tokens WHERE token_hash = \(bind: hash) AND \(unsafeRaw: Self.liveToken(now))
            """).first() {
            return .operator(label: try row.decode(column: "label", as: String.self))
        }
        if let row = try await sql.raw("""
            SELECT project_id, label FROM publisher_tokens WHERE token_hash = \(bind: hash) AND \(unsafeRaw: Self.liveToken(now))
            """).first() {
            return .publisher(project: try row.decode(column: "project_id", as: String.self), label: try row.decode(column: "label", as: String.self))
        }
        return nil
    }

    /// The project a live publisher token belongs to, or nil for an unknown, revoked or expired one.
    public func project(forPublisherToken token: String) async throws -> String? {
        if case .publisher(let project, _)? = try await author(forToken: token) { return project }
        return nil
    }

    /// The SQL condition a token row meets while it works (`now` is a number, never text
    /// from a request).
    static func liveToken(_ now: Int) -> String {
        "revoked_at IS NULL AND (expires_at IS NULL OR expires_at > \(now))"
    }
}
