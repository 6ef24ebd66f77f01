#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MiniAppKit

/// How a browser window sends a web page's first request exactly as the mini app asked
/// (docs/protocols/miniapp.md §6.1). WebKitGTK's loading API sends a request's headers
/// but never its method or body, so each shape takes the browser's own path where one
/// exists and the window fetches the page itself only where none does.
extension GTKBrowserWindow {
    /// Sends `request` and shows its answer: `.opened` once the page is on its way, or
    /// `.unreachable` (the window then closes) when the window had to fetch it and could not.
    func load(_ request: BrowserPageRequest) async -> BrowserWindowPage.Outcome {
        switch (request.method, request.form, request.headers.isEmpty) {
        case (.get, _, _):
            // A plain navigation; extra headers ride on the request WebKit sends.
            guard let uriRequest = webkit_uri_request_new(request.url.absoluteString) else { return .failed("WebKit could not make the request") }
            if let headers = webkit_uri_request_get_http_headers(uriRequest) {
                for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) { soup_message_headers_replace(headers, name, value) }
            }
            webkit_web_view_load_request(webView, uriRequest)
            g_object_unref(uriRequest)
            return .opened
        case (.post, let form, true):
            // The browser's own POST: a form that submits itself, so the response's
            // cookies and redirects land in the window as for any form.
            webkit_web_view_load_html(webView, Self.autoPostingForm(to: request.url, fields: form ?? [:]), request.url.absoluteString)
            return .opened
        default:
            // PUT, DELETE, or a POST carrying a token: no page can send those, so the
            // window sends the request and shows the answer at its final URL.
            return await fetchAndShow(request)
        }
    }

    /// Sends `request` from the host and shows the response body as the page at the
    /// response's URL (after redirects), with its media type and charset.
    private func fetchAndShow(_ request: BrowserPageRequest) async -> BrowserWindowPage.Outcome {
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request.urlRequest)
        } catch {
            close()
            return .unreachable("\(request.method.rawValue) \(request.url.absoluteString): \(error.localizedDescription)")
        }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        webkit_web_view_load_bytes(webView, bytes, response.mimeType ?? "text/html", response.textEncodingName, (response.url ?? request.url).absoluteString)
        g_bytes_unref(bytes)
        return .opened
    }

    /// A page that posts `fields` to `url` as a form as soon as it loads.
    static func autoPostingForm(to url: URL, fields: [String: String]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        let inputs = fields.sorted { $0.key < $1.key }
            .map { "<input type=\"hidden\" name=\"\(escaped($0.key))\" value=\"\(escaped($0.value))\">" }.joined()
        return "<!doctype html><form method=\"post\" action=\"\(escaped(url.absoluteString))\">\(inputs)</form><script>document.forms[0].submit()</script>"
    }
}
#endif
