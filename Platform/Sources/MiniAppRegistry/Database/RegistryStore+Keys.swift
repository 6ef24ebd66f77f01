import SQLKit

/// The public halves of the signing keys; private halves live in the data folder (``KeyVault``).
extension RegistryStore {
    /// Stores a new public key; with `activate`, it becomes the one that signs.
    public func insertKey(_ key: SigningKeyRecord, activate: Bool) async throws {
        try await database.transaction { db in
            if activate {
                try await db.raw("UPDATE signing_keys SET active = 0").run()
            }
            try await db.raw("""
                INSERT INTO signing_keys (id, public_key_pem, public_key_x963, active, created_at)
                VALUES (\(bind: key.id), \(bind: key.publicKeyPEM), \(bind: key.publicKeyX963), \(bind: activate ? 1 : 0), \(bind: key.createdAt))
                """).run()
        }
    }

    /// Every public key, active or retired, oldest first (`miniapp keys list`).
    public func keys() async throws -> [SigningKeyRecord] {
        try await sql.raw("SELECT id, public_key_pem, public_key_x963, active, created_at FROM signing_keys ORDER BY created_at, id")
            .all().map(Self.key(from:))
    }

    /// One public key, active or retired, as served under `keys/{id}`; nil for an unknown id.
    public func key(id: String) async throws -> SigningKeyRecord? {
        try await sql.raw("SELECT id, public_key_pem, public_key_x963, active, created_at FROM signing_keys WHERE id = \(bind: id)")
            .first().map(Self.key(from:))
    }

    /// The key that signs manifest answers now; nil until one is created (`serve` makes one at start).
    public func activeKey() async throws -> SigningKeyRecord? {
        try await sql.raw("SELECT id, public_key_pem, public_key_x963, active, created_at FROM signing_keys WHERE active = 1")
            .first().map(Self.key(from:))
    }

    static func key(from row: any SQLRow) throws -> SigningKeyRecord {
        SigningKeyRecord(
            id: try row.decode(column: "id", as: String.self),
            publicKeyPEM: try row.decode(column: "public_key_pem", as: String.self),
            publicKeyX963: try row.decode(column: "public_key_x963", as: String.self),
            active: try row.decode(column: "active", as: Int.self) != 0,
            createdAt: try row.decode(column: "created_at", as: Int.self)
        )
    }
}
