package import Foundation

/// Answers requests for a custom URL scheme (`mscheme.<appId>://…`).
///
/// It returns the whole response at once, which suits files of a mini app (media are
/// served in ranges, see ``SchemeRequest/headers``, of which only the bytes asked for are
/// read). An engine may call it on any thread: `WKWebViewEngine` asks it off the main
/// thread, WebKitGTK's engine on the main loop.
package protocol SchemeHandler: Sendable {
    func respond(to request: SchemeRequest) -> SchemeResponse
}

/// A request the engine received for a custom scheme.
package struct SchemeRequest: Sendable, Equatable {
    package var url: URL
    package var method: String
    /// Request headers, names lower-cased.
    package var headers: [String: String]

    package init(url: URL, method: String = "GET", headers: [String: String] = [:]) {
        self.url = url
        self.method = method
        var lowered: [String: String] = [:]
        for (name, value) in headers { lowered[name.lowercased()] = value }
        self.headers = lowered
    }
}

/// The answer to a ``SchemeRequest``.
package struct SchemeResponse: Sendable, Equatable {
    package var status: Int
    package var mimeType: String
    /// Response headers other than `Content-Type`.
    package var headers: [String: String]
    package var body: Data

    package init(status: Int, mimeType: String, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.mimeType = mimeType
        self.headers = headers
        self.body = body
    }

    /// A plain-text response with `status`, for errors.
    package static func text(_ status: Int, _ message: String) -> SchemeResponse {
        SchemeResponse(status: status, mimeType: "text/plain", body: Data(message.utf8))
    }
}
