#if canImport(MiniAppKitGTK)
import MiniAppKit
import MiniAppKitGTK

/// (w') The wallet's messages without the SDK: the raw page posts the same request text
/// as (w) to a bare handler, and native answers with a reply script of the same size and
/// shape, built by string concatenation (no decoding, no bridge). It shows what the
/// wallet's larger messages cost the engine and the page, apart from the SDK's work.
@MainActor
enum RawWalletCase {
    static func run(_ raw: RawHarness, count: Int, warmUp: Int) async throws -> [Double] {
        let engine = raw.engine, arrivals = raw.arrivals
        arrivals.expect(warmUp + count + 1)
        var n = 0
        raw.respond = { _ in
            n += 1
            if !arrivals.isComplete {
                engine.runJavaScript("bench.wreceive({\"messageId\":\"\(n)\",\"command\":\"getAddress\",\"data\":{\"address\":\"\(BenchmarkWallet.address)\"}})")
            }
        }
        defer { raw.respond = { _ in } }
        engine.runJavaScript("bench.walletPing()")
        try await arrivals.waitUntilComplete("(w') raw wallet-sized round trip", timeout: .seconds(120))
        try await PageProbe.checkErrors(engine, case: "(w') raw wallet-sized round trip")
        return Samples.intervals(of: arrivals.instants, droppingFirst: warmUp)
    }
}
#endif
