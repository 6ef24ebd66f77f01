#if os(Linux)
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
        try await nativeDriven("(a) raw round trip", raw, count: count, warmUp: warmUp, first: "bench.ping()") { _ in "bench.ping()" }
    }

    /// One block of a loop driven from Swift: `first` starts it, and each arrival is
    /// answered with the script `reply(n)` (`n` counts the arrivals from 1), which
    /// posts the next message, until the block is complete.
    static func nativeDriven(
        _ name: String, _ raw: RawHarness, count: Int, warmUp: Int, first: String, reply: @escaping @MainActor (Int) -> String
    ) async throws -> [Double] {
        let engine = raw.engine, arrivals = raw.arrivals
        arrivals.expect(warmUp + count + 1)
        var n = 0
        raw.respond = { _ in
            n += 1
            if !arrivals.isComplete { engine.runJavaScript(reply(n)) }
        }
        defer { raw.respond = { _ in } }
        engine.runJavaScript(first)
        try await arrivals.waitUntilComplete(name, timeout: .seconds(120))
        try await PageProbe.checkErrors(engine, case: name)
        return Samples.intervals(of: arrivals.instants, droppingFirst: warmUp)
    }

    /// One block of (a').
    static func rawReplyPromise(_ raw: RawHarness, count: Int, warmUp: Int) async throws -> [Double] {
        raw.respond = { message in
            if case .string(let body) = message.body { message.reply?.settle(.string(body)) }
        }
        defer { raw.respond = { _ in } }
        return try await PageProbe.roundTrips("(a') raw reply-promise round trip", on: raw.engine, stampedBy: raw.arrivals, count: count, warmUp: warmUp) {
            "bench.replies(\($0))"
        }
    }
}
#endif
