#if os(Linux)
import MiniAppKit
import MiniAppKitGTK

/// (w') The wallet's messages without the SDK: the raw page posts the same request text
/// as (w) to a bare handler, and native answers with a reply script of the same size and
/// shape, built by string concatenation (no decoding, no bridge). It shows what the
/// wallet's larger messages cost the engine and the page, apart from the SDK's work.
@MainActor
enum RawWalletCase {
    static func run(_ raw: RawHarness, count: Int, warmUp: Int) async throws -> [Double] {
        try await RoundTripCase.nativeDriven("(w') raw wallet-sized round trip", raw, count: count, warmUp: warmUp, first: "bench.walletPing()") { n in
            "bench.wreceive({\"messageId\":\"\(n)\",\"command\":\"getAddress\",\"data\":{\"address\":\"\(BenchmarkWallet.address)\"}})"
        }
    }
}
#endif
