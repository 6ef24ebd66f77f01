import Foundation
import Hummingbird

/// `GET packages/{appId}/{versionId}.zip`: a version's single zip, for hosts on Rakuten's SDK.
///
/// The manifest answer those hosts get lists this URL alone (``ManifestFormat/package``).
/// Like bundle files it needs no credentials (the version id is a random UUID) and is
/// served from the blob store with a strong `ETag`, `Range` support and
/// `Cache-Control: immutable` (``BlobAnswer``).
enum PackageRoutes {
    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        let answer = BlobAnswer(blobs: services.blobs)
        router.get("packages/{appId}/{versionId}.zip") { request, context in
            let app = try context.parameters.require("appId")
            let id = try context.parameters.require("versionId")
            let version = try await services.reads.value("package-version|\(app)|\(id)") {
                try await services.store.version(id: id)
            }
            guard let version, version.appId == app else {
                throw RegistryError.notFound("mini app '\(app)' has no version '\(id)'")
            }
            let package = try await services.package(version: version.id)
            try await services.databaseBlobs?.ensureLocal(package.sha256)
            return try await answer.response(
                sha256: package.sha256, size: package.size, contentType: "application/zip", request: request, context: context)
        }
    }
}
