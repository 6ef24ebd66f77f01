import Foundation
import Hummingbird

/// What the route handlers share: the store, the signer, the blob store, the ingest step, the caches.
struct RegistryServices: Sendable {
    let configuration: RegistryConfiguration
    let store: RegistryStore
    let signer: ManifestSigner
    let ingest: BundleIngest
    let manifests: ManifestCache
    /// The read API's answers for a second (cleared by this server's own changes).
    let reads: ReadCache
    /// Read answers sent from the connection's pipeline; nil when every request goes
    /// through the router (at log level `debug`, where each request is logged).
    let ready: ReadyAnswers?
    /// Request, publishing and store metrics (`GET metrics`).
    let metrics: RegistryMetrics
    /// Files in the database (`--blob-store postgres`), nil when `blobs/` is the store.
    let databaseBlobs: DatabaseBlobs?

    var blobs: BlobStore { ingest.blobs }

    func urls(for request: Request) -> FileURLs {
        var urls = FileURLs(publicURL: configuration.publicURL, request: request)
        urls.defaultIconOverride = configuration.defaultIconURL
        return urls
    }
}
