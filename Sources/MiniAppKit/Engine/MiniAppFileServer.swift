package import Foundation

/// Serves a mini app's files from its installed directory, as a ``SchemeHandler``.
///
/// The URL's path (query and fragment ignored, percent-decoded) names a file under
/// ``root``; an empty path or one ending in `/` means that directory's `index.html`.
/// Anything that could leave the root answers 404 without saying whether the file exists:
/// `..` segments, NUL bytes, backslashes, and symbolic links whose real path is outside
/// the root (real paths are resolved and compared).
///
/// HTTP ranges (`bytes=a-b`, `bytes=a-`, `bytes=-n`) answer 206 with `Content-Range`, so
/// `<video>` and `<audio>` can seek; an unsatisfiable or malformed range answers 416, and
/// a range of another unit is ignored (`ByteRange`). A request with several ranges gets
/// only the first that lies in the file (a multipart answer buys a mini app nothing). Every
/// answer carries `Cache-Control: no-cache`: a new version of the app must not mix with
/// cached files of the old one.
package struct MiniAppFileServer: SchemeHandler {
    /// The directory served, as given.
    package let root: URL
    private let realRoot: String

    /// - Parameter root: the mini app's version directory; symbolic links in it are resolved once.
    package init(root: URL) {
        self.root = root
        realRoot = root.standardizedFileURL.resolvingSymlinksInPath().path
    }

    package func respond(to request: SchemeRequest) -> SchemeResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "method not allowed")
        }
        guard let file = resolve(request.url), let data = FileBytes(path: file) else {
            return .text(404, "not found")
        }
        defer { data.close() }
        let mimeType = MediaType.forPath(file)
        var headers = ["Accept-Ranges": "bytes", "Cache-Control": "no-cache"]
        switch ByteRange(header: request.headers["range"], length: data.count) {
        case .whole:
            guard let body = data.read(0..<data.count) else { return .text(404, "not found") }
            headers["Content-Length"] = String(body.count)
            return SchemeResponse(status: 200, mimeType: mimeType, headers: headers, body: body)
        case .unsatisfiable:
            headers["Content-Range"] = "bytes */\(data.count)"
            return SchemeResponse(status: 416, mimeType: "text/plain", headers: headers, body: Data("range not satisfiable".utf8))
        case .partial(let range):
            // Only the bytes asked for are read (FileBytes).
            guard let body = data.read(range) else { return .text(404, "not found") }
            headers["Content-Range"] = "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(data.count)"
            headers["Content-Length"] = String(range.count)
            return SchemeResponse(status: 206, mimeType: mimeType, headers: headers, body: body)
        }
    }

    /// The real path of the regular file `url` names inside the root, or `nil`.
    func resolve(_ url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        guard let path = components.percentEncodedPath.removingPercentEncoding else { return nil }
        if path.contains("\0") || path.contains("\\") { return nil }
        var segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if segments.contains(where: { $0 == ".." || $0 == "." }) { return nil }
        if path.isEmpty || path.hasSuffix("/") { segments.append("index.html") }
        var candidate = URL(fileURLWithPath: realRoot, isDirectory: true)
        for segment in segments { candidate.appendPathComponent(segment) }
        var real = candidate.resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            real = URL(fileURLWithPath: real).appendingPathComponent("index.html").resolvingSymlinksInPath().path
            guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        }
        guard real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else { return nil }
        return real
    }
}
