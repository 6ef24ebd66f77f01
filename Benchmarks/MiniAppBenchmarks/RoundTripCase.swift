#if canImport(MiniAppKitGTK)
import MiniAppKit
import MiniAppKitGTK

/// (a) The raw engine round trip, the baseline of (b).
///
/// The page posts a tiny JSON string to a bare handler (no reply); the native delegate
/// stamps its arrival and answers with `runJavaScript("bench.ping()")`, which posts
/// the next one. The interval between two arrivals is one full round trip: engine
/// signal → Swift → `evaluate_javascript` → page → `postMessage` → Swift. No SDK code
/// runs on either side.
///
/// (a') runs the same loop over the engine's reply-promise handler instead (the page
/// awaits `postMessage`, native settles it with the body): the transport the stack
/// itself uses, shown for context.
@MainActor
enum RoundTripCase {
    /// One block of (a): the round trips' durations in ms, without the block's first `warmUp`.
    static func raw(_ raw: RawHarness, count: Int, warmUp: Int) async throws -> [Double] {
        let engine = raw.engine, arrivals = raw.arrivals
        arrivals.expect(warmUp + count + 1)
        raw.respond = { _ in
            if !arrivals.isComplete { engine.runJavaScript("bench.ping()") }
        }
        defer { raw.respond = { _ in } }
        engine.runJavaScript("bench.ping()")
        try await arrivals.waitUntilComplete("(a) raw round trip", timeout: .seconds(120))
        try await PageProbe.checkErrors(engine, case: "(a) raw round trip")
        return Samples.intervals(of: arrivals.instants, droppingFirst: warmUp)
    }

    /// One block of (a').
    static func rawReplyPromise(_ raw: RawHarness, count: Int, warmUp: Int) async throws -> [Double] {
        let engine = raw.engine, arrivals = raw.arrivals
        arrivals.expect(warmUp + count + 1)
        raw.respond = { message in
            if case .string(let body) = message.body { message.reply?.settle(.string(body)) }
        }
        defer { raw.respond = { _ in } }
        PageProbe.start(engine, "bench.replies(\(warmUp + count + 1))")
        try await arrivals.waitUntilComplete("(a') raw reply-promise round trip", timeout: .seconds(120))
        try await PageProbe.checkErrors(engine, case: "(a') raw reply-promise round trip")
        return Samples.intervals(of: arrivals.instants, droppingFirst: warmUp)
    }
}
#endif
