@preconcurrency import Crypto
public import Foundation

/// Signs manifest answers with the active key of the version's project: its own, or the
/// registry-wide one when it has none.
///
/// The active key id is re-read from the database at most every `refresh` seconds, so a
/// `miniapp keys rotate` run elsewhere reaches every server sharing the database within
/// that time without a query per request. Private keys are immutable and cached by id.
public actor ManifestSigner {
    /// The key to sign with, and the id the answer names.
    public struct ActiveKey: Sendable {
        /// The key's ``SigningKeyRecord/id``, sent as the answer's `publicKeyId`: the key a client
        /// fetches to verify.
        public var id: String
        let key: P256.Signing.PrivateKey
        /// Until when the signer trusts this key to be the active one (it then reads
        /// the database again): an answer it signed is kept ready no longer.
        var cachedUntil: ContinuousClock.Instant = .now
    }

    private let store: RegistryStore
    private let vault: KeyVault
    private let refresh: TimeInterval
    private var cached: [String: (key: ActiveKey, until: Date)] = [:]
    private var privateKeys: [String: P256.Signing.PrivateKey] = [:]

    /// Whether a private key missing from `keys/` may be taken from the database
    /// (`--blob-store postgres`: keys made through another server).
    private let sharedKeys: Bool

    /// A signer that reads keys from `store` and `vault`.
    ///
    /// - Parameters:
    ///   - refresh: how long, in seconds, the active key id is trusted before it is read again.
    ///   - sharedKeys: whether a private key missing from `vault` may be fetched from the database.
    public init(store: RegistryStore, vault: KeyVault, refresh: TimeInterval = 2, sharedKeys: Bool = false) {
        self.store = store
        self.vault = vault
        self.refresh = refresh
        self.sharedKeys = sharedKeys
    }

    /// The key that signs `project`'s answers, from the cache when fresh.
    public func activeKey(project: String) async throws -> ActiveKey {
        if let known = cached[project], known.until > Date() {
            var key = known.key
            key.cachedUntil = .now + .milliseconds(Int64(known.until.timeIntervalSinceNow * 1000))
            return key
        }
        guard let record = try await store.activeKey(project: project) else {
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
        var active = ActiveKey(id: record.id, key: key)
        cached[project] = (active, Date().addingTimeInterval(refresh))
        active.cachedUntil = .now + .milliseconds(Int64(refresh * 1000))
        return active
    }

    /// ECDSA P-256 over SHA-256 of `body`, DER-encoded, then base64: the `Signature` header.
    public nonisolated static func sign(_ body: Data, with key: ActiveKey) throws -> String {
        try key.key.signature(for: body).derRepresentation.base64EncodedString()
    }
}
