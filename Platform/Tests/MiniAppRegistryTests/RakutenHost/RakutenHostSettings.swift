import Foundation

/// What a host app built on Rakuten's iOS MiniApp SDK 5.6.1 configures (its `Info.plist`
/// keys, or the `MiniAppSdkConfig` that overrides them), re-created for these tests.
///
/// The SDK turns `RMAAPIEndpoint` into its base URL with `URL(string:)`, exactly as
/// configured: a trailing slash stays, and that matters to its storage rule
/// (``RakutenStorageRule``).
struct RakutenHostSettings: Sendable {
    /// `RMAAPIEndpoint`: the registry's address, e.g. `https://registry.example.com/`.
    var endpoint: String
    /// `RASProjectId`: the project (`miniapp project create`).
    var projectId: String
    /// `RASProjectSubscriptionKey`: the project's subscription key, with or without `ras-`.
    var subscriptionKey: String
    /// `RMAIsPreviewMode`: lists and manifests include unpublished versions.
    var isPreviewMode = false
    /// `requireMiniAppSignatureVerification` (with the SDK's Signature module): refuse a
    /// download whose signature does not verify instead of only reporting it.
    var requireSignatureVerification = true

    /// The SDK's `Environment.baseUrl`.
    var baseURL: URL? { URL(string: endpoint) }

    /// The path segment the SDK appends in preview mode, and the empty one otherwise.
    var previewPath: String { isPreviewMode ? "preview" : "" }
}
