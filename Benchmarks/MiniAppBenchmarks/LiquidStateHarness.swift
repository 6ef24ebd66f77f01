#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK

/// (e) raw: a bare WebKitGTK engine whose navigation-policy delegate stamps each
/// `rawnav:` navigation, cancels it and answers with one `runJavaScript` of a
/// constant `window.communicate({...})`: what an app without the SDK would do.
@MainActor
final class LiquidStateRawHarness: WebEngineDelegate {
    static let reply = #"window.communicate({"purpose":"response","request_id":"1","event_type":"online_status","response_data":{"status":true}})"#
    let engine: WebKitGTKEngine
    let arrivals = ArrivalLog()
    private var next = 0

    init(pages: PageDirectory) throws {
        let directory = pages.root.appendingPathComponent("liquid-raw", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(LiquidStatePage.html(scheme: "rawnav").utf8).write(to: directory.appendingPathComponent("index.html"))
        engine = try WebKitGTKEngine(configuration: .init(title: "MiniAppKit benchmark: raw navigations", isEphemeral: true))
        engine.delegate = self
        engine.registerScheme("bench", handler: MiniAppFileServer(root: directory))
    }

    func load() async throws {
        guard let url = URL(string: "bench://raw/index.html") else { throw BenchmarkError("bad page URL") }
        engine.load(url)
        try await PageProbe.waitForBench(engine)
    }

    func close() { engine.close() }

    func webEngine(_ engine: any WebEngine, didReceive message: EngineMessage) {}

    func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) -> NavigationDecision {
        guard action.url.scheme == "rawnav" else { return .allow }
        arrivals.record()
        // The page checks the id; both sides count navigations from the first, and every
        // navigation is answered once, so the counter is the id the page sent.
        next += 1
        engine.runJavaScript(Self.reply.replacingOccurrences(of: #""request_id":"1""#, with: "\"request_id\":\"\(next)\""))
        return .cancel
    }
}

/// (e) stack: a ``MiniAppDisplay`` with a ``LiquidStateEndpoint``; the network
/// provider stamps each `online_status` it answers.
@MainActor
final class LiquidStateStackHarness {
    /// The least a host can be: answers at once, stamps arrivals.
    final class Services: NetworkStatusProvider, AppShellProvider, NotificationPresenter {
        let arrivals = ArrivalLog()
        var isNetworkAvailable: Bool {
            arrivals.record()
            return true
        }
        func present(_ notification: HostNotification) {}
    }

    let engine: WebKitGTKEngine
    let display: MiniAppDisplay
    let services = Services()

    init(pages: PageDirectory) throws {
        let directory = pages.root.appendingPathComponent("liquid-stack", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(LiquidStatePage.html(scheme: "liquidstate").utf8).write(to: directory.appendingPathComponent("index.html"))
        engine = try WebKitGTKEngine(configuration: .init(title: "MiniAppKit benchmark: liquidstate", isEphemeral: true))
        let host = BenchmarkHost()
        let liquidState = LiquidStateServices(
            network: services, location: host, shell: services, notifications: services, opener: host,
            sender: .miniApp(entryPoint: directory.appendingPathComponent("index.html")))
        display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "liquidbench"), source: .directory(directory), engine: engine,
            dialects: [.miniApp(host: host, manifest: MiniAppManifest()), .liquidState(liquidState)],
            configuration: MiniAppDisplayConfiguration(dataDirectory: pages.data))
    }

    func load() async throws {
        display.launch()
        try await PageProbe.waitForBench(engine)
    }

    func close() { display.close() }
}
#endif
