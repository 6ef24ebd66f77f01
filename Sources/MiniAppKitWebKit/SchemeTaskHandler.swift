#if canImport(WebKit)
import Foundation
import MiniAppKit
import WebKit

/// Serves a custom scheme (`mscheme.<appId>://`) from a `SchemeHandler`.
///
/// The handler answers off the main thread (SchemeTaskHandler+Background.swift): a file
/// it reads, even only the range a `<video>` asks for, is disk work the page's and the
/// app's UI must not wait for. Its whole response is then given to the task on the main
/// thread, unless WebKit stopped the task meanwhile: a task's methods raise an
/// Objective-C exception once it has stopped.
@MainActor
final class SchemeTaskHandler: NSObject, WKURLSchemeHandler {
    let handler: any SchemeHandler
    let allowsCrossOrigin: Bool
    /// The tasks being answered; WebKit's `stop` removes one.
    var running: [ObjectIdentifier: any WKURLSchemeTask] = [:]

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
        answerInBackground(request, for: urlSchemeTask)
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {
        running[ObjectIdentifier(urlSchemeTask)] = nil
    }

    /// Gives `urlSchemeTask` the handler's whole `response` to the request for `url`.
    func deliver(_ response: SchemeResponse, for url: URL, to urlSchemeTask: any WKURLSchemeTask) {
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
}
#endif
