public import Crypto
public import Foundation

/// Private signing keys, one PEM file each in `<data>/keys/`, readable by the owner only.
///
/// The public halves go to the database (``RegistryStore/insertKey(_:activate:)``) so
/// every server sharing it can answer `keys/{id}`; a server that signs needs the private
/// file of the active key in its own data folder.
public struct KeyVault: Sendable {
    /// The `keys/` folder; ``generate()`` creates it (mode 0700) when missing.
    public let directory: URL

    /// A vault over `directory`; reads nothing until asked.
    public init(directory: URL) {
        self.directory = directory
    }

    /// Generates a P-256 key, writes its private half (mode 0600) and returns its public record.
    public func generate() throws -> SigningKeyRecord {
        let key = P256.Signing.PrivateKey()
        let record = Self.record(for: key.publicKey)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try DurableFile.write(Data(key.pemRepresentation.utf8), to: url(for: record.id), permissions: 0o600)
        return record
    }

    /// Reads the private key with this id.
    public func privateKey(id: String) throws -> P256.Signing.PrivateKey {
        let text = try String(contentsOf: url(for: id), encoding: .utf8)
        return try P256.Signing.PrivateKey(pemRepresentation: text)
    }

    func url(for id: String) -> URL {
        directory.appendingPathComponent("\(id).pem")
    }

    /// The public record of a key: id from its hash, PEM and X9.63 forms.
    public static func record(for publicKey: P256.Signing.PublicKey, active: Bool = false) -> SigningKeyRecord {
        let x963 = publicKey.x963Representation
        return SigningKeyRecord(
            id: String(SHA256.hash(data: x963).hexString.prefix(16)),
            publicKeyPEM: publicKey.pemRepresentation,
            publicKeyX963: x963.base64EncodedString(),
            active: active,
            createdAt: Clock.milliseconds()
        )
    }
}
