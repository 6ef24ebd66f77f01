#if canImport(MiniAppKitGTK)
import Foundation
import MiniAppKitGTK

/// (e) A `liquidstate` round trip through the stack against the raw engine's
/// intercepted navigation, measured in one rotation; printed as its own table.
///
/// One round trip is the interval between two arrivals: navigation → policy
/// decision → native → `window.communicate` → the next navigation. Target: the
/// stack at most 1.2× the raw engine at p50.
@MainActor
struct LiquidStateRoundTripCase {
    let options: BenchmarkOptions

    func run(pages: PageDirectory) async throws -> String {
        let raw = try LiquidStateRawHarness(pages: pages)
        defer { raw.close() }
        let stack = try LiquidStateStackHarness(pages: pages)
        defer { stack.close() }
        try await raw.load()
        try await stack.load()

        let count = options.roundTripsPerBlock, warmUp = options.roundTripBlockWarmUp
        var rotation = Rotation<[Double]>()
        rotation.add("raw") {
            raw.arrivals.expect(warmUp + count + 1)
            PageProbe.start(raw.engine, "bench.navigations(\(warmUp + count + 1))")
            try await raw.arrivals.waitUntilComplete("(e) raw navigation round trip", timeout: .seconds(120))
            try await PageProbe.checkErrors(raw.engine, case: "(e) raw navigation round trip")
            return Samples.intervals(of: raw.arrivals.instants, droppingFirst: warmUp)
        }
        rotation.add("stack") {
            stack.services.arrivals.expect(warmUp + count + 1)
            PageProbe.start(stack.engine, "bench.navigations(\(warmUp + count + 1))")
            try await stack.services.arrivals.waitUntilComplete("(e) liquidstate round trip", timeout: .seconds(120))
            try await PageProbe.checkErrors(stack.engine, case: "(e) liquidstate round trip")
            return Samples.intervals(of: stack.services.arrivals.instants, droppingFirst: warmUp)
        }
        FileHandle.standardError.write(Data("measuring liquidstate round trips (e): \(options.roundTripRounds) rounds…\n".utf8))
        let results = try await rotation.run(rounds: options.roundTripRounds, warmUpRounds: 1)
        let rawSamples = Samples(milliseconds: (results["raw"] ?? []).flatMap(\.self))
        let stackSamples = Samples(milliseconds: (results["stack"] ?? []).flatMap(\.self))
        return Self.table(raw: rawSamples, stack: stackSamples)
    }

    static func table(raw: Samples, stack: Samples) -> String {
        func ms(_ value: Double) -> String { String(format: value < 10 ? "%.3f" : "%.1f", value) }
        func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(1, width - text.count)) + text }
        func row(_ name: String, _ columns: [String]) -> String {
            name.padding(toLength: 62, withPad: " ", startingAt: 0) + pad(columns[0], 7) + pad(columns[1], 10) + pad(columns[2], 10)
        }
        let ratio = stack.p50 / raw.p50
        return [
            row("case", ["n", "p50 ms", "p99 ms"]),
            row("(e)  raw: rawnav: navigation, policy cancel + runJavaScript", ["\(raw.count)", ms(raw.p50), ms(raw.p99)]),
            row("(e)  stack: liquidstate online_status -> window.communicate", ["\(stack.count)", ms(stack.p50), ms(stack.p99)]),
            "",
            "(e)  liquidstate / raw navigation round trip, p50".padding(toLength: 52, withPad: " ", startingAt: 0)
                + pad(String(format: "%.2f", ratio), 8) + pad("<= 1.20", 10) + "  " + (ratio <= 1.2 ? "met" : "MISSED"),
            "(e)  liquidstate / raw navigation round trip, p99".padding(toLength: 52, withPad: " ", startingAt: 0)
                + pad(String(format: "%.2f", stack.p99 / raw.p99), 8) + pad("-", 10) + "  (informative)",
        ].joined(separator: "\n")
    }
}
#endif
