import HTTPTypes
import Hummingbird

/// Counts and times every request into ``RegistryMetrics``, by route template, method and
/// status, once the body has been written (so a long download is timed whole).
///
/// The outermost middleware: it sees the answer the client gets, the error bodies of
/// ``ErrorBodyMiddleware`` included. A request that matches no route is counted under the
/// route `unmatched`.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: RegistryMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let method = request.method.rawValue
        do {
            var response = try await next(request, context)
            let status = response.status.code
            let bytes = response.body.contentLength ?? 0
            let metrics = self.metrics
            let route = Self.route(context)
            let body = response.body
            // Recorded once the body is written (or fails), as Hummingbird's own metrics do.
            response.body = ResponseBody(contentLength: body.contentLength) { writer in
                defer { metrics.request(route: route, method: method, status: status, duration: ContinuousClock.now - start, bytes: bytes) }
                try await body.write(writer)
            }
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            metrics.request(route: Self.route(context), method: method, status: status, duration: ContinuousClock.now - start, bytes: 0)
            throw error
        }
    }

    /// The matched route's template; Hummingbird names a request no route matched `NotFound`.
    static func route(_ context: Context) -> String {
        guard let path = context.endpointPath, path != "NotFound" else { return "unmatched" }
        return path
    }
}
