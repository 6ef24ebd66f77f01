import Foundation

/// `miniapp keys create|rotate|list`: key management against a data folder and database.
///
/// Rotation never deletes: old public keys stay served under `keys/{id}`, so a client
/// that pinned one still verifies what it cached, and their private files stay so a
/// rotation can be undone by activating the old id again.
public struct SigningKeys: Sendable {
    /// The database: public halves, which key is active, and (with ``sharesPrivateKeys``) private halves.
    public let store: RegistryStore
    /// The `keys/` folder the private halves are written to.
    public let vault: KeyVault

    /// Whether new private keys are also recorded in the database, for servers that
    /// share no disk (`--blob-store postgres`).
    public let sharesPrivateKeys: Bool

    /// Key management on `store` and `vault`; `sharesPrivateKeys` as ``sharesPrivateKeys``.
    public init(store: RegistryStore, vault: KeyVault, sharesPrivateKeys: Bool = false) {
        self.store = store
        self.vault = vault
        self.sharesPrivateKeys = sharesPrivateKeys
    }

    /// Creates a key; it signs from now on when `activate` is set or when it is the first one
    /// (of `project`, or registry-wide).
    ///
    /// With `project`, the key is that project's own (``SigningKeyRecord/projectId``).
    ///
    /// `also` runs in the same transaction (an audit entry): the key and its record
    /// commit together or not at all.
    ///
    /// The private half goes to the database too when ``sharesPrivateKeys`` is set *or*
    /// the database already holds private keys: a cluster whose servers share keys
    /// through it (`--blob-store postgres`) must never be handed an active key only one
    /// data folder has, whichever way it was rotated (every other server would answer
    /// 500 to every manifest).
    @discardableResult
    public func create(
        activate: Bool = false, project: String? = nil,
        also: @escaping @Sendable (RegistryTransaction, SigningKeyRecord) async throws -> Void = { _, _ in }
    ) async throws -> SigningKeyRecord {
        let vault = vault
        let sharesPrivateKeys = sharesPrivateKeys
        return try await store.write { change in
            if let project { try await change.requireProject(project) }
            var record = try vault.generate()
            record.projectId = project
            record.active = activate ? true : try await RegistryStore.activeKey(in: change.sql, project: project) == nil
            let holdsSecrets = try await change.holdsKeySecrets()
            try await change.insertKey(record, activate: record.active)
            if sharesPrivateKeys || holdsSecrets {
                try await change.insertKeySecret(id: record.id, privateKeyPEM: try String(contentsOf: vault.url(for: record.id), encoding: .utf8))
            }
            try await also(change, record)
            return record
        }
    }

    /// Creates a key and makes it the active one (of `project`, or registry-wide); `also`
    /// as in ``create(activate:project:also:)``.
    @discardableResult
    public func rotate(
        project: String? = nil, also: @escaping @Sendable (RegistryTransaction, SigningKeyRecord) async throws -> Void = { _, _ in }
    ) async throws -> SigningKeyRecord {
        try await create(activate: true, project: project, also: also)
    }

    /// Every public key, active or retired, oldest first.
    public func list() async throws -> [SigningKeyRecord] {
        try await store.keys()
    }

    /// Makes sure a key exists, so a fresh server can sign at once.
    public func ensureOne() async throws -> SigningKeyRecord {
        if let active = try await store.activeKey() { return active }
        return try await create(activate: true)
    }
}
