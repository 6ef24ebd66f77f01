#if os(Linux)
import Foundation
import MiniAppKitGTK

/// (e) A `liquidstate` round trip through the stack against the raw engine's
/// intercepted navigation, measured in one rotation; its rows and ratios close the report.
///
/// One round trip is the interval between two arrivals: navigation → policy
/// decision → native → `window.communicate` → the next navigation. Target: the
/// stack at most 1.2× the raw engine at p50.
@MainActor
struct LiquidStateRoundTripCase {
    let options: BenchmarkOptions

    /// Measures both sides; returns (raw, stack) for ``Report``.
    func run(pages: PageDirectory) async throws -> (raw: Samples, stack: Samples) {
        let raw = try LiquidStateRawHarness(pages: pages)
        defer { raw.close() }
        let stack = try LiquidStateStackHarness(pages: pages)
        defer { stack.close() }
        try await raw.load()
        try await stack.load()

        let count = options.roundTripsPerBlock, warmUp = options.roundTripBlockWarmUp
        var rotation = Rotation<[Double]>()
        rotation.add("raw") {
            try await PageProbe.roundTrips("(e) raw navigation round trip", on: raw.engine, stampedBy: raw.arrivals, count: count, warmUp: warmUp) {
                "bench.navigations(\($0))"
            }
        }
        rotation.add("stack") {
            try await PageProbe.roundTrips("(e) liquidstate round trip", on: stack.engine, stampedBy: stack.services.arrivals, count: count, warmUp: warmUp) {
                "bench.navigations(\($0))"
            }
        }
        FileHandle.standardError.write(Data("measuring liquidstate round trips (e): \(options.roundTripRounds) rounds…\n".utf8))
        let results = try await rotation.run(rounds: options.roundTripRounds, warmUpRounds: 1)
        return (Samples(milliseconds: (results["raw"] ?? []).flatMap(\.self)), Samples(milliseconds: (results["stack"] ?? []).flatMap(\.self)))
    }
}
#endif
