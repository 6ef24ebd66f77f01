#if os(Linux)
import MiniAppKit
import MiniAppKitGTK

/// (w) A `wallet` round trip through the whole stack, compared with (a).
///
/// The page speaks the seed's interface: it posts `JSON.stringify({messageId,
/// command: "getAddress", data: {protocol: "BCH"}})` to `sendMessageHandler` and
/// posts the next request from its `_bitcoinWalletApi.receiveMessage`. One round
/// trip: engine signal → `MiniAppDisplay` → `Bridge` → `WalletDialect.decode` (JSON
/// envelope, typed input) → `AccessGate` → `MethodTable` → outstanding-id check →
/// `BenchmarkWallet.getAddress` (stamped here) → the reply envelope → `runJavaScript`
/// of the delivery script → our `__miniAppKitWallet` → the page's `receiveMessage`
/// → the next post. (a) is the same loop with no SDK: a bare handler and
/// `runJavaScript`.
@MainActor
enum WalletRoundTripCase {
    /// One block: the round trips' durations in ms, without the block's first `warmUp`.
    static func run(_ stack: StackHarness, count: Int, warmUp: Int) async throws -> [Double] {
        try await PageProbe.roundTrips("(w) stack wallet getAddress", on: stack.engine, stampedBy: stack.wallet.arrivals, count: count, warmUp: warmUp) {
            "bench.walletRoundTrips(\($0))"
        }
    }
}
#endif
