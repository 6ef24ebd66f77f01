import SQLKit

/// Private signing keys kept in the database (`--blob-store postgres`), so that a key
/// created or rotated through any server or `miniapp keys` signs on every server.
///
/// Only in that mode: otherwise private keys live in the data folder's `keys/` alone.
/// Whoever can read the database can then sign manifests, so protect it as the keys
/// themselves (docs/PLATFORM.md, "Running several servers").
extension RegistryTransaction {
    /// Records a key's private half (PEM).
    public func insertKeySecret(id: String, privateKeyPEM: String) async throws {
        try await sql.raw("""
            INSERT INTO signing_key_secrets (id, private_key_pem) VALUES (\(bind: id), \(bind: privateKeyPEM))
            ON CONFLICT DO NOTHING
            """).run()
    }

    /// Whether the database holds any private key: then every new key's must go there too.
    func holdsKeySecrets() async throws -> Bool {
        try await sql.raw("SELECT id FROM signing_key_secrets LIMIT 1").first() != nil
    }
}

extension RegistryStore {
    /// A key's private half, if the database holds it.
    public func keySecret(id: String) async throws -> String? {
        try await sql.raw("SELECT private_key_pem FROM signing_key_secrets WHERE id = \(bind: id)").first()?
            .decode(column: "private_key_pem", as: String.self)
    }
}
