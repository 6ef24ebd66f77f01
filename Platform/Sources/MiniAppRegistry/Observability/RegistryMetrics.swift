import CoreMetrics
import Foundation
import Metrics
import NIOConcurrencyHelpers
public import Prometheus

/// The registry's Prometheus metrics, exposed at `GET /metrics`.
///
/// Recorded through swift-metrics with a factory of this server's own (not the process-wide
/// `MetricsSystem`), so several servers in one process (the tests) keep separate counts and
/// nothing has to be bootstrapped. The names follow Prometheus conventions:
///
/// | metric | labels | what |
/// | --- | --- | --- |
/// | `miniapp_http_requests_total` | `route`, `method`, `status` | requests answered |
/// | `miniapp_http_request_duration_seconds` | `route`, `method`, `status` | latency histogram, body written included |
/// | `miniapp_http_response_bytes_total` | `route` | body bytes sent (files, zips, JSON) |
/// | `miniapp_publishing_operations_total` | `operation`, `outcome` | uploads (stored or refused), publishes, unpublishes, rollbacks, preview codes |
/// | `miniapp_store_blobs`, `miniapp_store_blob_bytes` | | files in the blob store and their size |
/// | `miniapp_store_versions`, `miniapp_store_apps`, `miniapp_store_projects` | | rows in the database |
///
/// `route` is the route's template (`/host/{projectId}/miniapps`), never the raw path, so
/// the number of series stays bounded whatever clients send.
public final class RegistryMetrics: Sendable {
    /// The collector the exposition is written from.
    public let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory

    /// Metrics recorded into `registry` (a fresh collector unless one is shared in).
    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .milliseconds(1), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50),
            .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500),
            .seconds(5), .seconds(10), .seconds(30),
        ]
        self.factory = factory
    }

    /// The handles of each (route, method, status) seen: looking a metric up in the
    /// collector takes its lock and allocates the label list, three times per request,
    /// so each series is looked up once and its handles kept. Bounded: past
    /// ``maxKeptSeries`` (methods are whatever clients send), a series is looked up anew
    /// each time, as before.
    private let kept = NIOLockedValueBox([RequestSeries.Key: RequestSeries]())
    static let maxKeptSeries = 1024

    /// One answered request.
    func request(route: String, method: String, status: Int, duration: Duration, bytes: Int) {
        series(route: route, method: method, status: status).record(duration: duration, bytes: bytes)
    }

    /// The handles requests of `route`, `method` and `status` are recorded with.
    func series(route: String, method: String, status: Int) -> RequestSeries {
        let key = RequestSeries.Key(route: route, method: method, status: status)
        if let known = kept.withLockedValue({ $0[key] }) { return known }
        let series = RequestSeries(key, factory: factory)
        kept.withLockedValue { kept in
            if kept.count < Self.maxKeptSeries { kept[key] = series }
        }
        return series
    }

    /// A publishing operation: `upload`, `publish`, `unpublish`, `rollback`, `preview_code`, `delete`;
    /// outcome `ok` or `refused` (a bundle that failed its checks).
    func publishing(_ operation: String, outcome: String = "ok") {
        Counter(
            label: "miniapp_publishing_operations_total", dimensions: [("operation", operation), ("outcome", outcome)], factory: factory
        ).increment()
    }

    /// Sets the store gauges from a fresh ``StoreSizes`` reading.
    func record(_ sizes: StoreSizes) {
        Gauge(label: "miniapp_store_blobs", factory: factory).record(sizes.blobs)
        Gauge(label: "miniapp_store_blob_bytes", factory: factory).record(sizes.blobBytes)
        Gauge(label: "miniapp_store_versions", factory: factory).record(sizes.versions)
        Gauge(label: "miniapp_store_apps", factory: factory).record(sizes.apps)
        Gauge(label: "miniapp_store_projects", factory: factory).record(sizes.projects)
    }

    /// The text exposition format (`text/plain; version=0.0.4`).
    func exposition() -> [UInt8] {
        registry.emitToBuffer()
    }
}

