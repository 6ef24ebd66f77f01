public import Foundation
import MiniAppKit

/// How a ``MiniAppClient`` reaches the platform and where it keeps what it downloads:
/// the seed's `MiniAppSdkConfig`, plus what our platform adds (pinned keys, storage,
/// retries).
///
/// Signatures are checked against ``pinnedKeys`` only: the client never fetches
/// `keys/{id}` to decide what to trust, because a key served by the same server that
/// signs proves nothing. A manifest whose `publicKeyId` is not pinned is refused
/// (`MASDKError.signingKeyNotPinned(received:pinned:)`) unless ``allowUnsignedManifests`` is set. Rotate by
/// shipping the new key id in the host before the old key is retired.
public struct MiniAppSdkConfig: Sendable {
    /// The platform's endpoint; API paths are resolved against it.
    public var baseUrl: URL
    /// The platform project whose mini apps the host lists and installs (the `{p}` of `host/{p}/miniapps`).
    public var projectId: String
    /// Sent as `apiKey: ras-<subscriptionKey>`; a key that already starts with `ras-` is
    /// sent unchanged (Rakuten's iOS SDK does the same), so either form works.
    public var subscriptionKey: String
    /// Appended to the `ras-sdk-*` headers' user agent (`RMAHostAppUserAgentInfo`).
    public var hostAppUserAgentInfo: String?
    /// Uses the `preview` paths, which include unpublished versions (the seed's `isPreviewMode`).
    public var isPreviewMode: Bool
    /// Trusted signing keys by key id.
    public var pinnedKeys: [PinnedKey]
    /// Explicit opt-out: accept manifests without checking their `Signature`.
    /// Each file's SHA-256 is still checked against the manifest.
    public var allowUnsignedManifests: Bool
    /// Root of the client's cache: `blobs/`, `miniapps/<appId>/<versionId>/`, `data/`.
    /// One ``MiniAppClient`` at a time per directory.
    public var storageDirectory: URL
    /// How 5xx answers, timeouts and `429 Too Many Requests` are retried.
    public var retryPolicy: RetryPolicy
    /// Per-request timeout: how long a request may wait for its connection or for its
    /// next bytes. An idle timeout, so it never ends a slow transfer; ``downloadDeadlines`` does.
    public var requestTimeout: TimeInterval
    /// How long each file, and a whole install, may take before it is given up.
    public var downloadDeadlines: DownloadDeadlines
    /// Linux only: a PEM file of the certificate authorities `https:` downloads trust, for
    /// a platform whose certificate is issued by a private authority (or a test's
    /// self-signed one). It takes the place of the system's CA bundle file
    /// (`/etc/ssl/certs/ca-certificates.crt`), as `SSL_CERT_FILE` does for the whole
    /// process; the system's certificate folder (`/etc/ssl/certs`) stays trusted. `nil`
    /// (the default): `SSL_CERT_FILE` when the environment sets it, else the system's
    /// bundle. Apple platforms ignore it: they trust what the system's trust settings say.
    public var certificateAuthorities: URL?
    /// How far, in seconds, this device's clock and the registry's may disagree when a
    /// signed answer's expiry and signing time are checked (5 minutes by default, as
    /// Kerberos allows). The registry's answers expire an hour after they are signed
    /// (`miniapp serve --signed-answer-expiry`); one past its expiry by more than this is
    /// refused as replayed, and the installed version launches instead.
    public var clockSkewTolerance: TimeInterval

    /// Only the platform, project, key and storage are required; by default signatures are
    /// checked, published versions only, with 5 attempts, a 30-second request timeout,
    /// ``DownloadDeadlines``' defaults, the system's certificate authorities and 5 minutes
    /// of clock skew.
    public init(
        baseUrl: URL,
        projectId: String,
        subscriptionKey: String,
        hostAppUserAgentInfo: String? = nil,
        isPreviewMode: Bool = false,
        pinnedKeys: [PinnedKey] = [],
        allowUnsignedManifests: Bool = false,
        storageDirectory: URL,
        retryPolicy: RetryPolicy = RetryPolicy(),
        requestTimeout: TimeInterval = 30,
        downloadDeadlines: DownloadDeadlines = DownloadDeadlines(),
        certificateAuthorities: URL? = nil,
        clockSkewTolerance: TimeInterval = 300
    ) {
        self.baseUrl = baseUrl
        self.projectId = projectId
        self.subscriptionKey = subscriptionKey
        self.hostAppUserAgentInfo = hostAppUserAgentInfo
        self.isPreviewMode = isPreviewMode
        self.pinnedKeys = pinnedKeys
        self.allowUnsignedManifests = allowUnsignedManifests
        self.storageDirectory = storageDirectory
        self.retryPolicy = retryPolicy
        self.requestTimeout = requestTimeout
        self.downloadDeadlines = downloadDeadlines
        self.certificateAuthorities = certificateAuthorities
        self.clockSkewTolerance = clockSkewTolerance
    }

    /// Per-mini-app data (custom permissions, secure storage): give this to
    /// `MiniAppDisplayConfiguration.dataDirectory` so the display sees the same grants.
    public var dataDirectory: URL { storageDirectory.appendingPathComponent("data", isDirectory: true) }
}

/// A platform signing key the host trusts, as `keys/{id}` publishes it.
public struct PinnedKey: Sendable, Hashable {
    /// The first 16 hex digits of the SHA-256 of the X9.63 bytes.
    public var id: String
    /// The uncompressed X9.63 point (65 bytes).
    public var x963: Data

    /// A key from its id and raw X9.63 bytes; ``MiniAppClient/init(config:)`` checks that they match.
    public init(id: String, x963: Data) {
        self.id = id
        self.x963 = x963
    }

    /// From the `ecKey` field of `keys/{id}` (base64); `nil` if it is not base64.
    public init?(id: String, ecKey base64: String) {
        guard let bytes = Data(base64Encoded: base64) else { return nil }
        self.init(id: id, x963: bytes)
    }
}

extension PinnedKey {
    /// The key's SHA-256 fingerprint: 64 lowercase hex digits over its X9.63 bytes (the
    /// id is its first 16), what a person compares before pinning a key fetched over the
    /// network (`miniapp login --key-id`). `sha256sum` of the base64-decoded `ecKey` prints it too.
    public var fingerprint: String {
        ManifestVerifier.fingerprint(of: x963)
    }

    /// The `id:ecKey` form `miniapp open --pin-key` takes.
    public var pinText: String {
        "\(id):\(x963.base64EncodedString())"
    }
}
