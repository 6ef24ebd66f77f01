#if os(Linux)
import MiniAppKit
import MiniAppKitGTK

/// (b) `MiniAppBridge.getUniqueId()` through the whole stack, compared with (a).
///
/// The page awaits each call before the next. One call: our injected bridge script
/// (id, pending map, `JSON.stringify`) → the secret reply handler → `MiniAppDisplay`
/// → `Bridge` → `MiniAppDialect.decode` → `AccessGate` → `MethodTable` → the method
/// → `BenchmarkHost.getUniqueId()` (stamped here) → reply `"S…"` settles the
/// `postMessage` Promise → the bridge script resolves the page's Promise → the next
/// call. The interval between two host calls is one full round trip.
@MainActor
enum StackRoundTripCase {
    /// One block: the round trips' durations in ms, without the block's first `warmUp`.
    static func run(_ stack: StackHarness, count: Int, warmUp: Int) async throws -> [Double] {
        try await PageProbe.roundTrips("(b) stack getUniqueId", on: stack.engine, stampedBy: stack.host.arrivals, count: count, warmUp: warmUp) {
            "bench.uniqueIds(\($0))"
        }
    }
}
#endif
