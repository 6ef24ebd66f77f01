#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK

/// The whole stack as a host ships it: a ``MiniAppDisplay`` over a ``WebKitGTKEngine``,
/// serving ``StackPage`` as a packaged mini app (`mscheme.benchmark://miniapp/`) with
/// our injected bridge, answered by ``BenchmarkHost``.
@MainActor
final class StackHarness {
    let engine: WebKitGTKEngine
    let host: BenchmarkHost
    let display: MiniAppDisplay
    /// The wallet behind the page's `wallet` bridge (case (w)).
    let wallet = BenchmarkWallet()

    init(pages: PageDirectory) throws {
        engine = try WebKitGTKEngine(configuration: .init(title: "MiniAppKit benchmark: stack", isEphemeral: true))
        host = BenchmarkHost()
        display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "benchmark"),
            source: .directory(pages.stack),
            engine: engine,
            dialects: [.miniApp(host: host, manifest: MiniAppManifest()), .wallet(wallet)],
            configuration: MiniAppDisplayConfiguration(dataDirectory: pages.data)
        )
        host.display = display
    }

    /// Launches the mini app and waits until its page is ready.
    func load() async throws {
        display.launch()
        try await PageProbe.waitForBench(engine)
    }

    func close() {
        display.close()
    }
}
#endif
