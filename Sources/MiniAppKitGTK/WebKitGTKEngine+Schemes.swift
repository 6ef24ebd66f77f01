#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
package import MiniAppKit

/// The `user_data` of one custom scheme: the handler that answers it.
///
/// Owned by the web context (released by its destroy notify), so it needs no engine.
final class SchemeRoute: Sendable {
    let handler: any SchemeHandler
    /// Whether CSS, HTML and JavaScript get ``SafeAreaRewrite`` (the engine emulates insets).
    let rewritesSafeArea: Bool

    init(handler: any SchemeHandler, rewritesSafeArea: Bool = false) {
        self.handler = handler
        self.rewritesSafeArea = rewritesSafeArea
    }
}

extension WebKitGTKEngine {
    /// Serves `scheme://…` from `handler`, as a secure, CORS-enabled origin so that
    /// `fetch()`, ES modules and media work as they do over HTTPS.
    package func registerScheme(_ scheme: String, handler: any SchemeHandler) {
        guard acceptsSetUp("scheme '\(scheme)'"), registeredSchemes.insert(scheme).inserted else { return }
        let route = Unmanaged.passRetained(SchemeRoute(handler: handler, rewritesSafeArea: emulation.safeAreaInsets != nil)).toOpaque()
        let release: GDestroyNotify = { data in
            guard let data else { return }
            Unmanaged<SchemeRoute>.fromOpaque(data).release()
        }
        webkit_web_context_register_uri_scheme(context, scheme, Self.onSchemeRequest, route, release)
        let security = webkit_web_context_get_security_manager(context)
        webkit_security_manager_register_uri_scheme_as_secure(security, scheme)
        webkit_security_manager_register_uri_scheme_as_cors_enabled(security, scheme)
    }

    private static let onSchemeRequest: WebKitURISchemeRequestCallback = { request, userData in
        guard let request, let userData else { return }
        let route = Unmanaged<SchemeRoute>.fromOpaque(userData).takeUnretainedValue()
        var response = route.handler.respond(to: SchemeRequestConversion.request(from: request))
        // Whole files only: a byte range of a rewritten file would not add up.
        if route.rewritesSafeArea, response.status == 200, SafeAreaRewrite.rewrites(response.mimeType) {
            response.body = SafeAreaRewrite.rewrite(response.body)
            if response.headers["Content-Length"] != nil { response.headers["Content-Length"] = String(response.body.count) }
        }
        SchemeRequestConversion.finish(request, with: response)
    }
}

/// Converts between WebKit's scheme request/response objects and ``SchemeRequest`` /
/// ``SchemeResponse``.
enum SchemeRequestConversion {
    static func request(from request: UnsafeMutablePointer<WebKitURISchemeRequest>) -> SchemeRequest {
        let uri = swiftString(webkit_uri_scheme_request_get_uri(request)) ?? ""
        let method = swiftString(webkit_uri_scheme_request_get_http_method(request)) ?? "GET"
        var headers: [String: String] = [:]
        if let soupHeaders = webkit_uri_scheme_request_get_http_headers(request) {
            var iterator = SoupMessageHeadersIter()
            soup_message_headers_iter_init(&iterator, soupHeaders)
            var name: UnsafePointer<CChar>?
            var value: UnsafePointer<CChar>?
            while soup_message_headers_iter_next(&iterator, &name, &value) != 0 {
                if let name = swiftString(name), let value = swiftString(value) { headers[name] = value }
            }
        }
        return SchemeRequest(url: URL(string: uri) ?? URL(fileURLWithPath: "/"), method: method, headers: headers)
    }

    static func finish(_ request: UnsafeMutablePointer<WebKitURISchemeRequest>, with response: SchemeResponse) {
        let bytes = response.body.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let stream = g_memory_input_stream_new_from_bytes(bytes)
        g_bytes_unref(bytes)
        let answer = webkit_uri_scheme_response_new(stream, gint64(response.body.count))
        g_object_unref(stream)
        webkit_uri_scheme_response_set_status(answer, guint(response.status), nil)
        webkit_uri_scheme_response_set_content_type(answer, response.mimeType)
        let headers = soup_message_headers_new(SOUP_MESSAGE_HEADERS_RESPONSE)
        soup_message_headers_replace(headers, "Content-Type", response.mimeType)
        for (name, value) in response.headers {
            soup_message_headers_replace(headers, name, value)
        }
        webkit_uri_scheme_response_set_http_headers(answer, headers)  // takes ownership
        webkit_uri_scheme_request_finish_with_response(request, answer)
        g_object_unref(answer)
    }
}
#endif
