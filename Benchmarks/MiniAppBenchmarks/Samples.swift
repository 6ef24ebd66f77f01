/// The durations one latency case measured, and the percentiles the table reports.
///
/// Percentiles are nearest-rank on the sorted values: p99 of 10,000 samples is the
/// 9,900th smallest, a value that was really measured.
struct Samples: Sendable {
    /// Milliseconds, ascending.
    let sorted: [Double]

    init(milliseconds: [Double]) {
        sorted = milliseconds.sorted()
    }

    /// The intervals between consecutive `instants`, in ms, without the first `warmUp`.
    ///
    /// When each arrival is sent only after the previous one was answered, an interval
    /// is one full round trip: Swift → page → Swift.
    static func intervals(of instants: [ContinuousClock.Instant], droppingFirst warmUp: Int) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(max(0, instants.count - 1 - warmUp))
        for index in instants.indices.dropFirst(warmUp + 1) {
            values.append((instants[index] - instants[index - 1]).milliseconds)
        }
        return values
    }

    var count: Int { sorted.count }

    /// The `p`-th percentile (0…100) by nearest rank; `.nan` when empty.
    func percentile(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    var p50: Double { percentile(50) }
    var p99: Double { percentile(99) }
}
