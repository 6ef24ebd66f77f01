import Foundation
import Hummingbird

/// What the route handlers share: the store, the signer, the blob store, the ingest step.
struct RegistryServices: Sendable {
    let configuration: RegistryConfiguration
    let store: RegistryStore
    let signer: ManifestSigner
    let ingest: BundleIngest
    let manifests: ManifestCache

    var blobs: BlobStore { ingest.blobs }

    func urls(for request: Request) -> FileURLs {
        FileURLs(publicURL: configuration.publicURL, request: request)
    }
}
