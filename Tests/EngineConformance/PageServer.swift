import Foundation
package import MiniAppKit

/// Pages served from memory for `test://<host>/<path>`, keyed `"<host>/<path>"`
/// (`"main/index.html"`), recording every request it answers.
package struct PageServer: SchemeHandler {
    package let pages: [String: String]
    /// Headers added to every answer.
    package let headers: [String: String]
    /// What was asked, in order.
    package let log = RequestLog()

    package init(_ pages: [String: String], headers: [String: String] = [:]) {
        self.pages = pages
        self.headers = headers
    }

    package func respond(to request: SchemeRequest) -> SchemeResponse {
        log.record(request)
        let key = (request.url.host ?? "") + request.url.path
        guard let page = pages[key] else { return .text(404, "not found") }
        return SchemeResponse(status: 200, mimeType: Self.mimeType(of: key), headers: headers, body: Data(page.utf8))
    }

    private static func mimeType(of path: String) -> String {
        switch path.split(separator: ".").last {
        case "js": "text/javascript"
        case "css": "text/css"
        case "json": "application/json"
        case "txt": "text/plain"
        default: "text/html"
        }
    }
}

/// The requests a ``PageServer`` answered. Engines ask their scheme handlers on the main
/// thread, and checks read it there; the lock keeps it `Sendable` as handlers must be.
package final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [SchemeRequest] = []

    package init() {}

    func record(_ request: SchemeRequest) {
        lock.withLock { stored.append(request) }
    }

    package var requests: [SchemeRequest] {
        lock.withLock { stored }
    }

    /// The paths asked for (`"/index.html"`), in order.
    package var paths: [String] {
        requests.map(\.url.path)
    }
}
