/// One burst of fire-and-forget calls: how many arrived natively, over how long.
struct Burst: Sendable {
    /// Arrivals measured (the first one starts the clock).
    var calls: Int
    /// From the first arrival to the last.
    var elapsed: Duration
    /// From the first arrival until every reply had resolved in JS, where that applies.
    var allResolved: Duration?

    /// A burst from its arrival times and, where the page reports it, when all replies had resolved.
    init(_ arrivals: [ContinuousClock.Instant], resolved: ContinuousClock.Instant?) {
        calls = arrivals.count
        elapsed = (arrivals.last ?? .now) - (arrivals.first ?? .now)
        allResolved = resolved.flatMap { resolved in arrivals.first.map { resolved - $0 } }
    }

    /// Calls per second: the `calls - 1` intervals between the first and the last arrival.
    var callsPerSecond: Double { Double(calls - 1) / elapsed.seconds }
}

extension [Burst] {
    /// The burst with the median throughput (the upper median for an even count).
    var median: Burst? {
        sorted { $0.callsPerSecond < $1.callsPerSecond }.dropFirst(count / 2).first
    }

    /// The fastest burst: the one least disturbed by anything else on the machine.
    var best: Burst? {
        self.max { $0.callsPerSecond < $1.callsPerSecond }
    }
}
