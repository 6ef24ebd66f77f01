#if os(Linux)
import Foundation
import MiniAppKitGTK

/// One run of every case, on one engine build, printed as one table.
///
/// The raw harness and the stack are both loaded first and live for the whole run.
/// Each group of comparable cases runs as a ``Rotation``: a block of each, in turn,
/// round after round.
@MainActor
struct BenchmarkRun {
    let options: BenchmarkOptions
    /// The CPU the run is pinned to, if it is.
    let pinnedCPU: Int?

    /// Runs every case and prints the report; returns the process's exit code.
    func run() async throws -> Int32 {
        let pages = try PageDirectory()
        defer { pages.remove() }
        let raw = try RawHarness(pages: pages)
        defer { raw.close() }
        let stack = try StackHarness(pages: pages)
        defer { stack.close() }
        try await raw.load()
        try await stack.load()
        print("MiniAppKit benchmarks: \(MachineInfo.summary)")
        print(pinnedCPU.map { "pinned to CPU \($0) with every process it starts (--all-cpus to run unpinned)" }
            ?? "not pinned: all CPUs (figures vary more between runs)")

        var report = Report()
        try await roundTrips(raw, stack, into: &report)
        try await echoes(raw, stack, into: &report)
        try await bursts(raw, stack, into: &report)
        if options.cases.contains("e") {
            (report.liquidStateRaw, report.liquidStateStack) = try await LiquidStateRoundTripCase(options: options).run(pages: pages)
        }
        print("")
        print(report.text)
        return 0
    }

    /// (a), (a') and (b).
    private func roundTrips(_ raw: RawHarness, _ stack: StackHarness, into report: inout Report) async throws {
        let count = options.roundTripsPerBlock, warmUp = options.roundTripBlockWarmUp
        var rotation = Rotation<[Double]>()
        if options.cases.contains("a") || options.cases.contains("w") {
            rotation.add("a") { try await RoundTripCase.raw(raw, count: count, warmUp: warmUp) }
        }
        if options.cases.contains("w") {
            rotation.add("w") { try await WalletRoundTripCase.run(stack, count: count, warmUp: warmUp) }
            rotation.add("w'") { try await RawWalletCase.run(raw, count: count, warmUp: warmUp) }
        }
        if options.cases.contains("b") {
            rotation.add("b") { try await StackRoundTripCase.run(stack, count: count, warmUp: warmUp) }
        }
        if options.cases.contains("a") {
            rotation.add("a'") { try await RoundTripCase.rawReplyPromise(raw, count: count, warmUp: warmUp) }
        }
        let results = try await measure("round trips (a), (a'), (b), (w)", rotation, rounds: options.roundTripRounds)
        report.rawRoundTrip = results["a"].map { Samples(milliseconds: $0.flatMap(\.self)) }
        report.stackRoundTrip = results["b"].map { Samples(milliseconds: $0.flatMap(\.self)) }
        report.rawReplyRoundTrip = results["a'"].map { Samples(milliseconds: $0.flatMap(\.self)) }
        report.walletRoundTrip = results["w"].map { Samples(milliseconds: $0.flatMap(\.self)) }
        report.rawWalletRoundTrip = results["w'"].map { Samples(milliseconds: $0.flatMap(\.self)) }
    }

    /// (c), once per payload.
    private func echoes(_ raw: RawHarness, _ stack: StackHarness, into report: inout Report) async throws {
        guard options.cases.contains("c") else { return }
        let bytes = options.payloadBytes, count = options.echoesPerBlock, warmUp = options.echoBlockWarmUp
        var rotation = Rotation<[Double]>()
        for payload in BenchmarkPayload.allCases {
            rotation.add("raw \(payload)") { try await PayloadEchoCase.raw(raw, payload, bytes: bytes, count: count, warmUp: warmUp) }
            rotation.add("stack \(payload)") { try await PayloadEchoCase.stack(stack, payload, bytes: bytes, count: count, warmUp: warmUp) }
        }
        let results = try await measure("1 MB echoes (c)", rotation, rounds: options.echoRounds)
        for payload in BenchmarkPayload.allCases {
            guard let rawBlocks = results["raw \(payload)"], let stackBlocks = results["stack \(payload)"] else { continue }
            let size = try await stack.engine.evaluateJavaScript("utf8Length(makePayload(\(bytes), \(payload.javaScriptFlag)))")
            report.echoes.append(Report.Echo(
                payload: payload, bytes: size.flatMap { Int($0) } ?? 0,
                raw: Samples(milliseconds: rawBlocks.flatMap(\.self)), stack: Samples(milliseconds: stackBlocks.flatMap(\.self))))
        }
    }

    /// (d) and (d').
    private func bursts(_ raw: RawHarness, _ stack: StackHarness, into report: inout Report) async throws {
        guard options.cases.contains("d") else { return }
        let calls = options.burstCalls
        var rotation = Rotation<Burst>()
        rotation.add("raw") { try await BurstCase.raw(raw, calls: calls) }
        rotation.add("stack") { try await BurstCase.stack(stack, calls: calls) }
        rotation.add("raw replies") { try await BurstCase.rawReplies(raw, calls: calls) }
        let results = try await measure("bursts (d), (d')", rotation, rounds: options.burstRounds)
        report.rawBursts = results["raw"]
        report.stackBursts = results["stack"]
        report.rawReplyBursts = results["raw replies"]
    }

    /// Runs a rotation after one warm-up round, with progress on stderr.
    private func measure<T>(_ name: String, _ rotation: Rotation<T>, rounds: Int) async throws -> [String: [T]] {
        guard !rotation.isEmpty else { return [:] }
        FileHandle.standardError.write(Data("measuring \(name): \(rounds) rounds…\n".utf8))
        let start = ContinuousClock.now
        let results = try await rotation.run(rounds: rounds, warmUpRounds: 1)
        FileHandle.standardError.write(Data("  done in \(String(format: "%.1f", (ContinuousClock.now - start).seconds)) s\n".utf8))
        return results
    }
}
#endif
