import HTTPTypes
import Hummingbird

/// Tells "no such path" from "not with this method": a request for a path the registry
/// serves, with a method it does not take there (`DELETE /health`, `GET …/publish`), is
/// a 405 listing the methods in `Allow` (RFC 9110), not a 404 that would send a client
/// looking for a typo in the path.
///
/// Added to the router after every route, so it wraps only the router's not-found
/// responder: a matched route never passes through it.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Every route: its path pattern and its method.
    let routes: [(path: RouterPath, method: HTTPRequest.Method)]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let allowed = Self.methods(for: request.uri.path, in: routes)
            guard !allowed.isEmpty, !allowed.contains(request.method.rawValue) else { throw error }
            throw RegistryError.methodNotAllowed(request.method.rawValue, path: request.uri.path, allowed: allowed)
        }
    }

    /// The methods of the routes whose pattern matches `path`, sorted.
    static func methods(for path: String, in routes: [(path: RouterPath, method: HTTPRequest.Method)]) -> [String] {
        let segments = path.split(separator: "/")
        return Set(routes.filter { matches($0.path, segments) }.map(\.method.rawValue)).sorted()
    }

    /// Whether a route pattern matches the path's segments: literals equal, `:name`
    /// anything, `**` one segment or more.
    static func matches(_ pattern: RouterPath, _ segments: [Substring]) -> Bool {
        var index = 0
        for element in pattern {
            if element.description == "**" { return index < segments.count }
            guard index < segments.count, element ~= segments[index] else { return false }
            index += 1
        }
        return index == segments.count
    }
}
