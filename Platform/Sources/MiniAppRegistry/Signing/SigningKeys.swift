import Foundation

/// `miniapp keys create|rotate|list`: key management against a data folder and database.
///
/// Rotation never deletes: old public keys stay served under `keys/{id}`, so a client
/// that pinned one still verifies what it cached, and their private files stay so a
/// rotation can be undone by activating the old id again.
public struct SigningKeys: Sendable {
    public let store: RegistryStore
    public let vault: KeyVault

    /// Whether new private keys are also recorded in the database, for servers that
    /// share no disk (`--blob-store postgres`).
    public let sharesPrivateKeys: Bool

    public init(store: RegistryStore, vault: KeyVault, sharesPrivateKeys: Bool = false) {
        self.store = store
        self.vault = vault
        self.sharesPrivateKeys = sharesPrivateKeys
    }

    /// Creates a key; it signs from now on when `activate` is set or when it is the first one.
    @discardableResult
    public func create(activate: Bool = false) async throws -> SigningKeyRecord {
        var record = try vault.generate()
        record.active = activate ? true : try await store.activeKey() == nil
        if sharesPrivateKeys {
            // Recorded before the key can become active, so no server meets an active key it cannot load.
            try await store.insertKey(record, activate: false)
            try await store.insertKeySecret(id: record.id, privateKeyPEM: try String(contentsOf: vault.url(for: record.id), encoding: .utf8))
            if record.active { try await store.activateKey(id: record.id) }
            return record
        }
        try await store.insertKey(record, activate: record.active)
        return record
    }

    /// Creates a key and makes it the active one.
    @discardableResult
    public func rotate() async throws -> SigningKeyRecord {
        try await create(activate: true)
    }

    public func list() async throws -> [SigningKeyRecord] {
        try await store.keys()
    }

    /// Makes sure a key exists, so a fresh server can sign at once.
    public func ensureOne() async throws -> SigningKeyRecord {
        if let active = try await store.activeKey() { return active }
        return try await create(activate: true)
    }
}
