/// The public half of a signing key, as stored and served under `keys/{id}`.
public struct SigningKeyRecord: Sendable, Equatable, Codable {
    /// The first 16 hex digits of the SHA-256 of the public key's X9.63 bytes.
    public var id: String
    /// SubjectPublicKeyInfo PEM.
    public var publicKeyPEM: String
    /// Base64 of the uncompressed X9.63 point (`04 || X || Y`, 65 bytes).
    public var publicKeyX963: String
    /// The key that signs new manifest answers; one key is active registry-wide, and one
    /// per project that has keys of its own.
    public var active: Bool
    /// Milliseconds since 1970.
    public var createdAt: Int
    /// The project the key signs for, served under `keys/{id}` to that project's hosts
    /// only; nil for a registry-wide key (``SigningKeys/create(activate:project:also:)``).
    public var projectId: String? = nil
}
