@preconcurrency import Crypto
public import Foundation

/// Signs manifest answers with the active key.
///
/// The active key id is re-read from the database at most every `refresh` seconds, so a
/// `miniapp keys rotate` run elsewhere reaches every server sharing the database within
/// that time without a query per request. Private keys are immutable and cached by id.
public actor ManifestSigner {
    /// The key to sign with, and the id the answer names.
    public struct ActiveKey: Sendable {
        public var id: String
        let key: P256.Signing.PrivateKey
    }

    private let store: RegistryStore
    private let vault: KeyVault
    private let refresh: TimeInterval
    private var cached: (key: ActiveKey, until: Date)?
    private var privateKeys: [String: P256.Signing.PrivateKey] = [:]

    /// Whether a private key missing from `keys/` may be taken from the database
    /// (`--blob-store postgres`: keys made through another server).
    private let sharedKeys: Bool

    public init(store: RegistryStore, vault: KeyVault, refresh: TimeInterval = 2, sharedKeys: Bool = false) {
        self.store = store
        self.vault = vault
        self.refresh = refresh
        self.sharedKeys = sharedKeys
    }

    /// The active key, from the cache when fresh.
    public func activeKey() async throws -> ActiveKey {
        if let cached, cached.until > Date() { return cached.key }
        guard let record = try await store.activeKey() else {
            throw RegistryError.internalError("no signing key: run `miniapp keys create` against this data folder and database")
        }
        let key: P256.Signing.PrivateKey
        if let known = privateKeys[record.id] {
            key = known
        } else {
            do {
                if sharedKeys, !FileManager.default.fileExists(atPath: vault.url(for: record.id).path),
                   let pem = try await store.keySecret(id: record.id) {
                    try DurableFile.write(Data(pem.utf8), to: vault.url(for: record.id), permissions: 0o600)
                }
                key = try vault.privateKey(id: record.id)
            } catch {
                throw RegistryError.internalError("the active signing key \(record.id) has no private key file at \(vault.url(for: record.id).path): \(error)")
            }
            privateKeys[record.id] = key
        }
        let active = ActiveKey(id: record.id, key: key)
        cached = (active, Date().addingTimeInterval(refresh))
        return active
    }

    /// ECDSA P-256 over SHA-256 of `body`, DER-encoded, then base64: the `Signature` header.
    public nonisolated static func sign(_ body: Data, with key: ActiveKey) throws -> String {
        try key.key.signature(for: body).derRepresentation.base64EncodedString()
    }
}
