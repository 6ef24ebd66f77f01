import SQLKit

/// The public halves of the signing keys; private halves live in the data folder (``KeyVault``).
///
/// A key is registry-wide (`project_id` NULL) or a project's own. A project with keys of
/// its own has its manifest answers signed with its active one, and its hosts are served
/// no registry-wide key (``RegistryStore/key(id:forProject:)``): a version of another
/// project, signed with a registry-wide key, then never verifies for them.
extension RegistryTransaction {
    /// Stores a new public key; with `activate`, it becomes the one that signs (for its
    /// project, or registry-wide).
    public func insertKey(_ key: SigningKeyRecord, activate: Bool) async throws {
        if activate {
            try await sql.raw("UPDATE signing_keys SET active = 0 WHERE \(RegistryStore.ofProject(key.projectId))").run()
        }
        try await sql.raw("""
            INSERT INTO signing_keys (id, public_key_pem, public_key_x963, active, created_at, project_id)
            VALUES (\(bind: key.id), \(bind: key.publicKeyPEM), \(bind: key.publicKeyX963), \(bind: activate ? 1 : 0),
                    \(bind: key.createdAt), \(bind: key.projectId))
            """).run()
    }
}

extension RegistryStore {
    /// Every public key, active or retired, oldest first (`miniapp keys list`).
    public func keys() async throws -> [SigningKeyRecord] {
        try await sql.raw("SELECT \(unsafeRaw: Self.keyColumns) FROM signing_keys ORDER BY created_at, id")
            .all().map(Self.key(from:))
    }

    /// One public key, active or retired, as served under `keys/{id}`; nil for an unknown id.
    public func key(id: String) async throws -> SigningKeyRecord? {
        try await sql.raw("SELECT \(unsafeRaw: Self.keyColumns) FROM signing_keys WHERE id = \(bind: id)")
            .first().map(Self.key(from:))
    }

    /// The key `id` as the hosts of `project` may see it: one of the project's own keys, or
    /// a registry-wide key while the project has none of its own; nil otherwise.
    public func key(id: String, forProject project: String) async throws -> SigningKeyRecord? {
        guard let key = try await key(id: id) else { return nil }
        if let owner = key.projectId { return owner == project ? key : nil }
        let own = try await sql.raw("SELECT id FROM signing_keys WHERE project_id = \(bind: project) LIMIT 1").first()
        return own == nil ? key : nil
    }

    /// The registry-wide key that signs manifest answers now; nil until one is created
    /// (`serve` makes one at start).
    public func activeKey() async throws -> SigningKeyRecord? {
        try await Self.activeKey(in: sql)
    }

    /// The key that signs `project`'s manifest answers now: its own active key, or the
    /// registry-wide one when it has none.
    public func activeKey(project: String) async throws -> SigningKeyRecord? {
        if let own = try await Self.activeKey(in: sql, project: project) { return own }
        return try await activeKey()
    }

    static func activeKey(in db: any SQLDatabase, project: String? = nil) async throws -> SigningKeyRecord? {
        try await db.raw("SELECT \(unsafeRaw: keyColumns) FROM signing_keys WHERE active = 1 AND \(ofProject(project))")
            .first().map(key(from:))
    }

    /// `project_id IS NULL`, or `project_id = <bound project>`.
    static func ofProject(_ project: String?) -> SQLQueryString {
        project.map { "project_id = \(bind: $0)" } ?? "project_id IS NULL"
    }

    static let keyColumns = "id, public_key_pem, public_key_x963, active, created_at, project_id"

    static func key(from row: any SQLRow) throws -> SigningKeyRecord {
        SigningKeyRecord(
            id: try row.decode(column: "id", as: String.self),
            publicKeyPEM: try row.decode(column: "public_key_pem", as: String.self),
            publicKeyX963: try row.decode(column: "public_key_x963", as: String.self),
            active: try row.decode(column: "active", as: Int.self) != 0,
            createdAt: try row.decode(column: "created_at", as: Int.self),
            projectId: try row.decode(column: "project_id", as: String?.self)
        )
    }
}
