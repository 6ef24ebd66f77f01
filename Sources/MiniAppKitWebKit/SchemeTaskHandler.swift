#if canImport(WebKit)
import Foundation
import MiniAppKit
import WebKit

/// Serves a custom scheme (`mscheme.<appId>://`) from a `SchemeHandler`, answering
/// each request inside WebKit's callback.
///
/// The handler answers at once with the whole response (ranges included, for media),
/// so a task is finished before `webView(_:start:)` returns and WebKit's `stop` never
/// finds one still running.
@MainActor
final class SchemeTaskHandler: NSObject, WKURLSchemeHandler {
    let handler: any SchemeHandler
    let allowsCrossOrigin: Bool

    init(handler: any SchemeHandler, allowsCrossOrigin: Bool) {
        self.handler = handler
        self.allowsCrossOrigin = allowsCrossOrigin
    }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        guard let url = urlSchemeTask.request.url else {
            urlSchemeTask.didFailWithError(URLError(.badURL))
            return
        }
        let request = SchemeRequest(
            url: url, method: urlSchemeTask.request.httpMethod ?? "GET",
            headers: urlSchemeTask.request.allHTTPHeaderFields ?? [:])
        let response = handler.respond(to: request)
        var headers = response.headers
        headers["Content-Type"] = response.mimeType
        headers["Content-Length"] = headers["Content-Length"] ?? String(response.body.count)
        if allowsCrossOrigin, headers["Access-Control-Allow-Origin"] == nil {
            headers["Access-Control-Allow-Origin"] = "*"
        }
        guard let answer = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: headers) else {
            urlSchemeTask.didFailWithError(URLError(.cannotParseResponse))
            return
        }
        urlSchemeTask.didReceive(answer)
        urlSchemeTask.didReceive(response.body)
        urlSchemeTask.didFinish()
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {}
}
#endif
