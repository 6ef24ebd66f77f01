import Foundation
import Hummingbird
import MiniAppBundle

/// `GET map-published/{appId}/{versionId}/{path…}`: one file of a version, from the blob store.
///
/// Files are immutable and named by their SHA-256, so the answer carries that hash as a
/// strong `ETag`, `Cache-Control: public, max-age=31536000, immutable`, honours
/// `If-None-Match` (304) and single `Range`s (206/416) (``BlobAnswer``). File URLs need no
/// `apiKey`: like a CDN they are public, and unguessable because they carry the random
/// version id.
enum FileRoutes {
    static let cacheControl = BlobAnswer.cacheControl

    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        let answer = BlobAnswer(blobs: services.blobs)
        router.get("map-published/:appId/:versionId/**") { request, context in
            let app = try context.parameters.require("appId")
            let version = try context.parameters.require("versionId")
            let raw = context.parameters.getCatchAll().joined(separator: "/")
            let path = raw.removingPercentEncoding ?? raw
            guard let file = try await services.store.file(app: app, version: version, path: path) else {
                throw RegistryError.notFound("version '\(version)' of '\(app)' has no file '\(path)'")
            }
            try await services.databaseBlobs?.ensureLocal(file.sha256)
            return try await answer.response(
                sha256: file.sha256, size: file.size, contentType: MediaType.forPath(file.path), request: request, context: context)
        }
    }

    /// Whether an `If-None-Match` list names this file (`*`, or its tag, weak or strong).
    static func matches(_ header: String, sha256: String) -> Bool {
        BlobAnswer.matches(header, sha256: sha256)
    }
}
