import MiniAppBundle
/// The manifest answer: the SDKs' `manifest` and `publicKeyId`, plus our `versionId`,
/// per-file list, the project, app and creation time the version belongs to, and its
/// publication, all covered by the `Signature` header (so a signed list cannot be passed
/// off as another app's, and clients can refuse an older answer replayed as the latest
/// while accepting a rollback, which is a newer publication).
struct ManifestAnswer: Encodable, Sendable {
    /// The absolute URL of every file, in `files` order.
    var manifest: [String]
    var publicKeyId: String
    var versionId: String
    var files: [BundleFile]
    var projectId: String
    var appId: String
    /// When the version was uploaded, in milliseconds since 1970.
    var createdAt: Int
    /// The version's latest publication in its app's history (``RegistryStore/publication(project:app:version:)``),
    /// absent when it has none: only the registry's key can sign a higher one.
    var publication: Int?
}

/// `GET …/metadata`: the bundle's manifest, localised.
enum MetadataAnswer {
    /// `{"bundleManifest": <stored JSON>}`, spliced as bytes: the stored JSON was encoded
    /// by us at publish time, so it needs no second round trip through a decoder.
    static func body(bundleManifest json: String) -> [UInt8] {
        Array(#"{"bundleManifest":"#.utf8) + Array(json.utf8) + Array("}".utf8)
    }
}

/// `GET host/{p}/preview-codes/{code}`.
struct PreviewCodeAnswer: Encodable, Sendable {
    struct Host: Encodable, Sendable {
        var id: String
        /// Android reads `subscriptionKey`, iOS `subscriptionkey`: both are sent.
        var subscriptionKey: String
        var subscriptionkey: String
    }

    var miniapp: MiniAppInfoAnswer
    var host: Host
}

/// `GET keys/{keyId}`.
struct PublicKeyAnswer: Encodable, Sendable {
    var id: String
    /// Base64 of the uncompressed X9.63 point (65 bytes).
    var ecKey: String
    /// SubjectPublicKeyInfo PEM.
    var pemKey: String
}
