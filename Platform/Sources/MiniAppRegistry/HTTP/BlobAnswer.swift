import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOPosix

/// Answers a request for a stored, immutable blob: a bundle file or a version's zip.
///
/// Blobs are named by their SHA-256, so the answer carries that hash as a strong `ETag`
/// and `Cache-Control: public, max-age=31536000, immutable`, honours `If-None-Match`
/// (304) and a single `Range` (206, or 416 past the end). Every answer, whatever its
/// status, carries ``PublisherContentHeaders``: the bytes are a publisher's, and must never
/// run as a page of the registry's origin.
struct BlobAnswer: Sendable {
    static let cacheControl = "public, max-age=31536000, immutable"

    let blobs: BlobStore
    let fileIO = FileIO()

    func response(
        sha256: String, size: Int, contentType: String, request: Request, context: BasicRequestContext
    ) async throws -> Response {
        var headers = Self.headers(sha256: sha256)
        if let tags = request.headers[.ifNoneMatch], Self.matches(tags, sha256: sha256) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = contentType
        let blob = blobs.url(for: sha256).path
        switch ByteRange(header: request.headers[.range], size: size) {
        case .whole:
            let body = try await fileIO.loadFile(path: blob, context: context)
            return Response(status: .ok, headers: headers, body: body)
        case .partial(let range):
            headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound)/\(size)"
            let body = try await fileIO.loadFile(path: blob, range: range, context: context)
            return Response(status: .partialContent, headers: headers, body: body)
        case .unsatisfiable:
            headers[.contentRange] = "bytes */\(size)"
            return Response(status: .rangeNotSatisfiable, headers: headers)
        }
    }

    /// Whether an `If-None-Match` list names this blob (`*`, or its tag, weak or strong).
    /// Whether a request asks for the whole file unconditionally (no `Range`,
    /// `If-None-Match`, `If-Range`): the answer that may be kept ready.
    static func wantsWhole(_ request: Request) -> Bool {
        request.headers[.range] == nil && request.headers[.ifNoneMatch] == nil && request.headers[.ifRange] == nil
    }

    /// The blob's bytes, read on NIO's thread pool (not a task's thread).
    func wholeFile(sha256: String) async throws -> ByteBuffer {
        let url = blobs.url(for: sha256)
        let data = try await NIOThreadPool.singleton.runIfActive { try Data(contentsOf: url) }
        return ByteBuffer(bytes: data)
    }

    /// The whole-file answer with `bytes` as its body: the same head as
    /// ``response(sha256:size:contentType:request:context:)`` gives a request without conditions.
    func response(sha256: String, contentType: String, bytes: ByteBuffer) -> Response {
        var headers = Self.headers(sha256: sha256)
        headers[.contentType] = contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: bytes))
    }

    private static func headers(sha256: String) -> HTTPFields {
        var headers = HTTPFields()
        headers[.eTag] = "\"\(sha256)\""
        headers[.cacheControl] = Self.cacheControl
        headers[.acceptRanges] = "bytes"
        PublisherContentHeaders.apply(to: &headers)
        return headers
    }

    static func matches(_ header: String, sha256: String) -> Bool {
        header.split(separator: ",").contains { item in
            var tag = item.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) == sha256
        }
    }
}
