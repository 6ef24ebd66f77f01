import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

extension RegistryServices {
    /// A read route's answer, kept in ``ReadyAnswers`` for the pipeline to send again.
    ///
    /// - Parameters:
    ///   - subscriptionKey: the key a request must carry; nil for a bundle file.
    ///   - body: the answer's bytes (the response's body, which is not readable back).
    ///   - facts: the ``ReadCache`` keys the answer was made from; it expires with the
    ///     first of them, or at `until` if that comes sooner.
    ///   - generation: ``ReadyAnswers/generation`` read before those facts.
    /// - Returns: `response`, unchanged.
    func keepReady(
        _ response: Response, body: ByteBuffer, request: Request, context: BasicRequestContext,
        subscriptionKey: String?, facts: [String], until: ContinuousClock.Instant? = nil, since generation: Int?
    ) -> Response {
        guard let ready, let generation, response.status == .ok, let target = request.head.path else { return response }
        var expires = until
        for fact in facts {
            // A fact no longer cached (cleared, or the cache started over): not kept.
            guard let expiry = reads.expiry(fact) else { return response }
            expires = min(expires ?? expiry, expiry)
        }
        guard let expires else { return response }
        let answer = ReadyAnswer(
            head: HTTPResponse(status: response.status, headerFields: response.headers), body: body,
            subscriptionKey: subscriptionKey, expires: expires,
            series: metrics.series(route: RequestMetricsMiddleware.route(context), method: request.method.rawValue, status: response.status.code)
        )
        ready.keep(answer, for: .init(target: target, accept: request.headers[.accept] ?? ""), since: generation)
        return response
    }
}
