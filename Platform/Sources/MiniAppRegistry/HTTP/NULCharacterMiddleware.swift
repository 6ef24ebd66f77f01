import Hummingbird

/// A path holding a NUL character (`%00`, the only way a URL can carry one) names nothing
/// the registry stores: ids, codes and bundle paths never contain one, and PostgreSQL
/// refuses NUL in any text it is given (a query with one fails, which was answered 500).
/// Such a request is answered before any route looks it up: a 400 on the publishing
/// API, where a malformed id is the caller's mistake, and a 404 everywhere else, as for
/// any id that names nothing.
///
/// Query parameters and JSON bodies are checked where they are read (``ListRoutes``,
/// ``RegistryOperations/checkText(_:)``, the store's version lookups).
struct NULCharacterMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard path.contains("%00") else { return try await next(request, context) }
        if path.hasPrefix("/publish/") {
            throw RegistryError.badRequest("a path may not contain a NUL character (%00)")
        }
        throw RegistryError.notFound("nothing is stored under a path with a NUL character (%00)")
    }
}

extension StringProtocol {
    /// Whether the text holds a NUL character, which nothing the registry stores holds.
    var containsNUL: Bool { utf8.contains(0) }
}
