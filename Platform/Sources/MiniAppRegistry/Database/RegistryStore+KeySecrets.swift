import SQLKit

/// Private signing keys kept in the database (`--blob-store postgres`), so that a key
/// created or rotated through any server or `miniapp keys` signs on every server.
///
/// Only in that mode: otherwise private keys live in the data folder's `keys/` alone.
/// Whoever can read the database can then sign manifests, so protect it as the keys
/// themselves (docs/PLATFORM.md, "Running several servers").
extension RegistryStore {
    /// Records a key's private half (PEM).
    public func insertKeySecret(id: String, privateKeyPEM: String) async throws {
        try await sql.raw("""
            INSERT INTO signing_key_secrets (id, private_key_pem) VALUES (\(bind: id), \(bind: privateKeyPEM))
            ON CONFLICT DO NOTHING
            """).run()
    }

    /// A key's private half, if the database holds it.
    public func keySecret(id: String) async throws -> String? {
        try await sql.raw("SELECT private_key_pem FROM signing_key_secrets WHERE id = \(bind: id)").first()?
            .decode(column: "private_key_pem", as: String.self)
    }

    /// Makes `id` the only active key, in one transaction.
    public func activateKey(id: String) async throws {
        try await database.transaction { db in
            try await db.raw("UPDATE signing_keys SET active = 0").run()
            try await db.raw("UPDATE signing_keys SET active = 1 WHERE id = \(bind: id)").run()
        }
    }
}
