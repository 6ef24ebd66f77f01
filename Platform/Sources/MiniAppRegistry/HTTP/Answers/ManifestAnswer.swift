import MiniAppBundle
/// The manifest answer: the SDKs' `manifest` and `publicKeyId`, plus our `versionId`,
/// per-file list, the project, app and creation time the version belongs to, its
/// publication, what it is for, when it was signed and until when it may be trusted, and
/// (for a release) the app's current version, all covered by the `Signature` header: a
/// signed list cannot be passed off as another app's, a preview answer as a release, an
/// older release as the latest, or yesterday's answer as today's (docs/PLATFORM.md,
/// "Update security").
struct ManifestAnswer: Encodable, Sendable {
    /// Which paths an answer comes from, signed so that one kind cannot stand for the other.
    enum Purpose: String, Encodable, Sendable {
        /// The normal paths: a published version, for installs and updates.
        case release
        /// The preview paths: any version, drafts and withdrawn ones included, for testers.
        /// No install or update of a published version accepts such an answer.
        case preview
    }

    /// The app's published version when the answer was signed (TUF's snapshot and
    /// timestamp, folded into one signed answer).
    struct Latest: Encodable, Sendable, Equatable {
        var versionId: String
        var publication: Int
    }

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
    var purpose: Purpose
    /// When the answer was signed, in milliseconds since 1970 (``AnswerValidity``).
    var signedAt: Int
    /// Until when a client may trust the answer, in milliseconds since 1970.
    var expiresAt: Int
    /// Release answers only: the app's published version and its publication.
    var latest: Latest?
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
