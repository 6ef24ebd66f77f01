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
            let generation = services.ready?.generation
            let app = try context.parameters.require("appId")
            let version = try context.parameters.require("versionId")
            let raw = context.parameters.getCatchAll().joined(separator: "/")
            let path = raw.removingPercentEncoding ?? raw
            // Cached like the other reads (a version's files never change; a deleted
            // version's are gone within the second, at once when deleted through this server).
            let cacheKey = "file|\(app)|\(version)|\(path)"
            let found: BundleFile? = try await services.reads.value(cacheKey) {
                try await services.store.file(app: app, version: version, path: path)
            }
            guard let file = found else {
                throw RegistryError.notFound("version '\(version)' of '\(app)' has no file '\(path)'")
            }
            try await services.databaseBlobs?.ensureLocal(file.sha256)
            let contentType = MediaType.forPath(file.path)
            // A small file asked for whole is kept ready: every install downloads them.
            if services.ready != nil, file.size <= ReadyAnswers.maxFileBytes, BlobAnswer.wantsWhole(request) {
                let bytes = try await answer.wholeFile(sha256: file.sha256)
                if bytes.readableBytes == file.size {
                    return services.keepReady(
                        answer.response(sha256: file.sha256, contentType: contentType, bytes: bytes), body: bytes,
                        request: request, context: context, subscriptionKey: nil, facts: [cacheKey], since: generation)
                }
            }
            return try await answer.response(
                sha256: file.sha256, size: file.size, contentType: contentType, request: request, context: context)
        }
    }

    /// Whether an `If-None-Match` list names this file (`*`, or its tag, weak or strong).
    static func matches(_ header: String, sha256: String) -> Bool {
        BlobAnswer.matches(header, sha256: sha256)
    }
}
