import Foundation
import HTTPTypes
import Hummingbird
import MiniAppBundle

/// `GET map-published/{appId}/{versionId}/{path…}`: one file of a version, from the blob store.
///
/// Files are immutable and named by their SHA-256, so the answer carries that hash as a
/// strong `ETag`, `Cache-Control: public, max-age=31536000, immutable`, honours
/// `If-None-Match` (304) and single `Range`s (206/416). File URLs need no `apiKey`: like
/// a CDN they are public, and unguessable because they carry the random version id.
enum FileRoutes {
    static let cacheControl = "public, max-age=31536000, immutable"

    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        let fileIO = FileIO()
        router.get("map-published/:appId/:versionId/**") { request, context in
            let app = try context.parameters.require("appId")
            let version = try context.parameters.require("versionId")
            let raw = context.parameters.getCatchAll().joined(separator: "/")
            let path = raw.removingPercentEncoding ?? raw
            guard let file = try await services.store.file(app: app, version: version, path: path) else {
                throw RegistryError.notFound("version '\(version)' of '\(app)' has no file '\(path)'")
            }
            var headers = HTTPFields()
            headers[.eTag] = "\"\(file.sha256)\""
            headers[.cacheControl] = cacheControl
            headers[.acceptRanges] = "bytes"
            if let tags = request.headers[.ifNoneMatch], matches(tags, sha256: file.sha256) {
                return Response(status: .notModified, headers: headers)
            }
            headers[.contentType] = MediaType.forPath(file.path)
            let blob = services.blobs.url(for: file.sha256).path
            switch ByteRange(header: request.headers[.range], size: file.size) {
            case .whole:
                let body = try await fileIO.loadFile(path: blob, context: context)
                return Response(status: .ok, headers: headers, body: body)
            case .partial(let range):
                headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound)/\(file.size)"
                let body = try await fileIO.loadFile(path: blob, range: range, context: context)
                return Response(status: .partialContent, headers: headers, body: body)
            case .unsatisfiable:
                headers[.contentRange] = "bytes */\(file.size)"
                return Response(status: .rangeNotSatisfiable, headers: headers)
            }
        }
    }

    /// Whether an `If-None-Match` list names this file (`*`, or its tag, weak or strong).
    static func matches(_ header: String, sha256: String) -> Bool {
        header.split(separator: ",").contains { item in
            var tag = item.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) == sha256
        }
    }
}
