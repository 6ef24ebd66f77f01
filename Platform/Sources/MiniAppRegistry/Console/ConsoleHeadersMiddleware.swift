import HTTPTypes
import Hummingbird

/// Headers on every console answer: a strict Content-Security-Policy (the console's own
/// scripts, styles and images only; no inline code, no frames, forms post here only),
/// no MIME sniffing, no referrer to other sites (the same-origin one keeps `Origin` on form posts, which the CSRF check reads), no caching of pages that show keys.
struct ConsoleHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    static var policy: String {
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
            + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = Self.policy
        response.headers[.xContentTypeOptions] = "nosniff"
        if let name = HTTPField.Name("Referrer-Policy") { response.headers[name] = "same-origin" }
        if let name = HTTPField.Name("X-Frame-Options") { response.headers[name] = "DENY" }
        if let name = HTTPField.Name("Cross-Origin-Opener-Policy") { response.headers[name] = "same-origin" }
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }
}
