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
    /// Sends `request` and shows its answer: `.opened` once the page is on its way,
    /// `.unreachable` (the window then closes) when the window had to fetch it and could
    /// not, or `.closed` when the window was closed before the page it fetched arrived.
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
    /// response's URL (after redirects), with its media type and charset. The cookies
    /// the answers set on the way go into the window's cookie store first, so the page
    /// and the window's later requests carry them as if the window had sent the request.
    private func fetchAndShow(_ request: BrowserPageRequest) async -> BrowserWindowPage.Outcome {
        // The session returns redirects instead of following them (`fetch(_:on:)` does).
        let session = URLSession(configuration: .ephemeral, delegate: HTTPRedirect.Delegate(followsRedirects: false), delegateQueue: nil)
        // The window's close cancels the fetch; the session is invalidated only here,
        // after its last task (URLSession traps on a task of an invalidated session).
        defer { session.finishTasksAndInvalidate() }
        let fetch = Task { try await Self.fetch(request.urlRequest, on: session) }
        fetching = fetch
        defer { fetching = nil }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await fetch.value
        } catch {
            if isClosed { return .closed }
            close()
            return .unreachable("\(request.method.rawValue) \(request.url.absoluteString): \(error.localizedDescription)")
        }
        await addCookies(session.configuration.httpCookieStorage?.cookies ?? [])
        // Closed meanwhile (the user, or the mini app's engine): the view is gone.
        guard !isClosed else { return .closed }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        webkit_web_view_load_bytes(webView, bytes, response.mimeType ?? "text/html", response.textEncodingName, (response.url ?? request.url).absoluteString)
        g_bytes_unref(bytes)
        return .opened
    }

    /// Sends `request` and follows its redirects as a browser does (`HTTPRedirect`):
    /// the token (`Authorization`) never goes to another origin, 307 and 308 send the
    /// body again, and each hop carries the cookies the session's store holds for its
    /// URL. URLSession on Linux would copy every header, the token and the previous hop's
    /// `Cookie` included, to whatever host a server names (issue 29, defect 1).
    private nonisolated static func fetch(_ request: URLRequest, on session: URLSession) async throws -> (Data, URLResponse) {
        var request = request
        for _ in 0...HTTPRedirect.maxRedirects {
            let (data, response) = try await session.data(for: request)
            guard let answer = response as? HTTPURLResponse, let next = HTTPRedirect.request(after: request, answer: answer) else {
                return (data, response)
            }
            try Task.checkCancellation()
            request = next
        }
        throw URLError(.httpTooManyRedirects)
    }

    /// Adds `cookies` to the window's cookie store, one after another.
    private func addCookies(_ cookies: [HTTPCookie]) async {
        guard let manager = webkit_web_context_get_cookie_manager(context) else { return }
        for cookie in cookies where !isClosed {
            // A session cookie has max-age -1; one with a date expires then.
            guard let soupCookie = soup_cookie_new(cookie.name, cookie.value, cookie.domain, cookie.path, -1) else { continue }
            if let expires = cookie.expiresDate, let date = g_date_time_new_from_unix_utc(gint64(expires.timeIntervalSince1970)) {
                soup_cookie_set_expires(soupCookie, date)
                g_date_time_unref(date)
            }
            soup_cookie_set_secure(soupCookie, cookie.isSecure ? 1 : 0)
            soup_cookie_set_http_only(soupCookie, cookie.isHTTPOnly ? 1 : 0)
            _ = await withCheckedContinuation { continuation in
                let box = Unmanaged.passRetained(AsyncReply<Bool>(continuation)).toOpaque()
                webkit_cookie_manager_add_cookie(manager, soupCookie, nil, Self.onCookieAdded, box)
            }
            soup_cookie_free(soupCookie)
        }
    }

    private static let onCookieAdded: GAsyncReadyCallback = { source, result, userData in
        guard let userData else { return }
        let reply = Unmanaged<AsyncReply<Bool>>.fromOpaque(userData).takeRetainedValue()
        var error: UnsafeMutablePointer<GError>?
        let added = webkit_cookie_manager_add_cookie_finish(UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: WebKitCookieManager.self), result, &error) != 0
        if let error { g_error_free(error) }
        reply.finish(.success(added))
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
