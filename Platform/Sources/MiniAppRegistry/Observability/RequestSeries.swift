import CoreMetrics
import Metrics
import NIOConcurrencyHelpers
import Prometheus

/// The metric handles of one route, method and status (``RegistryMetrics``): resolved
/// once, then each request only adds to them.
final class RequestSeries: Sendable {
    struct Key: Hashable, Sendable {
        var route: String
        var method: String
        var status: Int
    }

    private let count: CoreMetrics.Counter
    private let duration: Metrics.Timer
    private let route: String
    private let factory: PrometheusMetricsFactory
    /// Made at the first answer with a body, so a route that never sends bytes has no
    /// `miniapp_http_response_bytes_total` series (as when each request looked it up).
    private let bytes = NIOLockedValueBox<CoreMetrics.Counter?>(nil)

    init(_ key: Key, factory: PrometheusMetricsFactory) {
        let dimensions = [("route", key.route), ("method", key.method), ("status", String(key.status))]
        count = CoreMetrics.Counter(label: "miniapp_http_requests_total", dimensions: dimensions, factory: factory)
        duration = Metrics.Timer(label: "miniapp_http_request_duration_seconds", dimensions: dimensions, factory: factory)
        route = key.route
        self.factory = factory
    }

    /// One answered request: it took `elapsed`, its body held `sent` bytes.
    func record(duration elapsed: Duration, bytes sent: Int) {
        count.increment()
        let (seconds, attoseconds) = elapsed.components
        duration.recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        guard sent > 0 else { return }
        let counter = bytes.withLockedValue { counter in
            if let counter { return counter }
            let made = CoreMetrics.Counter(label: "miniapp_http_response_bytes_total", dimensions: [("route", route)], factory: factory)
            counter = made
            return made
        }
        counter.increment(by: sent)
    }
}
