import SQLKit

/// Operator tokens, which sign an operator in to the console with every project in
/// view, and the label lookup of publisher tokens. Only SHA-256 hashes are stored.
extension RegistryStore {
    /// Creates an operator token and returns it (`maop_` and 64 hex digits); only its hash is kept.
    public func createOperatorToken(label: String) async throws -> String {
        let token = "maop_" + Self.randomHex(bytes: 32)
        try await sql.raw("""
            INSERT INTO operator_tokens (token_hash, label, created_at)
            VALUES (\(bind: Self.tokenHash(token)), \(bind: label), \(bind: Clock.milliseconds()))
            """).run()
        return token
    }

    /// Who a console or API credential belongs to: an operator token or a publisher
    /// token, or nil when it is neither.
    public func author(forToken token: String) async throws -> ChangeAuthor? {
        let hash = Self.tokenHash(token)
        if let row = try await sql.raw("SELECT label FROM operator_tokens WHERE token_hash = \(bind: hash)").first() {
            return .operator(label: try row.decode(column: "label", as: String.self))
        }
        if let row = try await sql.raw("SELECT project_id, label FROM publisher_tokens WHERE token_hash = \(bind: hash)").first() {
            return .publisher(project: try row.decode(column: "project_id", as: String.self), label: try row.decode(column: "label", as: String.self))
        }
        return nil
    }
}
