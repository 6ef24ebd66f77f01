import Foundation
import HTTPTypes
import Hummingbird
import Logging
import SQLKit

/// What an operator's probes and scrapers call: `GET health` (liveness), `GET ready`
/// (readiness) and `GET metrics` (Prometheus). Probes need no credentials; `metrics`
/// needs a bearer token when ``RegistryConfiguration/metricsToken`` is set.
///
/// Liveness answers as long as the process serves HTTP, so an orchestrator restarts only
/// a server that is stuck. Readiness also needs the database: while it cannot be reached
/// (PostgreSQL down, a network split) the answer is 503, so a load balancer sends traffic
/// to the servers that can answer it, and no restart is triggered for an outage the
/// server cannot fix.
enum ObservabilityRoutes {
    /// How long the readiness query may take before the database counts as unreachable.
    static let readinessTimeout: Duration = .seconds(2)

    static func add(to router: Router<BasicRequestContext>, services: RegistryServices) {
        router.get("health") { _, _ in
            try JSONAnswer.response(["status": "ok"])
        }
        router.get("ready") { _, context in
            do {
                try await withTimeout(readinessTimeout) {
                    _ = try await services.store.database.reader.raw("SELECT 1 AS one").first()
                }
            } catch {
                context.logger.warning("not ready: the database cannot be reached", metadata: ["miniapp.reason": "\(error)"])
                throw RegistryError(.serviceUnavailable, "not ready: the database cannot be reached (\(describe(error)))", reason: "databaseUnreachable")
            }
            return try JSONAnswer.response(["status": "ready"])
        }
        let sizes = StoreSizes.Cache()
        router.get("metrics") { request, _ in
            if let token = services.configuration.metricsToken {
                try authorizeScraper(request, token: token)
            }
            services.metrics.record(try await sizes.sizes(store: services.store, blobs: services.blobs))
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: services.metrics.exposition())))
        }
    }

    /// A 401 unless the request carries `Authorization: Bearer <token>`.
    private static func authorizeScraper(_ request: Request, token: String) throws {
        guard let header = request.headers[.authorization], let sent = RegistryServices.bearerToken(header),
              RegistryServices.constantTimeEqual(sent, token) else {
            throw RegistryError.unauthorized("metrics need Authorization: Bearer <the server's metrics token> (serve's metricsToken setting)")
        }
    }

    /// A short, log-safe description (never a connection string).
    private static func describe(_ error: any Error) -> String {
        if error is TimedOut { return "no answer within \(readinessTimeout)" }
        return String(String(describing: error).prefix(200))
    }

    struct TimedOut: Error {}

    /// Runs `body`, or throws ``TimedOut`` once `limit` has passed.
    private static func withTimeout(_ limit: Duration, _ body: @escaping @Sendable () async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit)
                throw TimedOut()
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }
}
