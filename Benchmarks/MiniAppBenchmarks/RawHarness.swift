#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK

/// A bare WebKitGTK engine with two message handlers and a delegate that only stamps
/// arrivals and answers as the running case says: the baseline, with no SDK code.
///
/// It uses the same ``WebKitGTKEngine`` as the stack (the signal → `EngineMessage`
/// conversion is engine code, present on both sides), serving ``RawPage`` from disk
/// through ``MiniAppFileServer`` on the `bench` scheme.
@MainActor
final class RawHarness: WebEngineDelegate {
    let engine: WebKitGTKEngine
    let arrivals = ArrivalLog()
    /// Markers a case's page sends (recorded by the case's ``respond``).
    let markers = ArrivalLog()
    /// Called for each message after its arrival is stamped.
    var respond: @MainActor (EngineMessage) -> Void = { _ in }

    init(pages: PageDirectory) throws {
        engine = try WebKitGTKEngine(configuration: .init(title: "MiniAppKit benchmark: raw", isEphemeral: true))
        engine.delegate = self
        engine.addMessageHandler(named: RawPage.bareHandler, replies: false)
        engine.addMessageHandler(named: RawPage.replyHandler, replies: true)
        engine.registerScheme("bench", handler: MiniAppFileServer(root: pages.raw))
    }

    /// Loads the page and waits until it is ready.
    func load() async throws {
        guard let url = URL(string: "bench://raw/index.html") else { throw BenchmarkError("bad page URL") }
        engine.load(url)
        try await PageProbe.waitForBench(engine)
    }

    func close() {
        engine.close()
    }

    func webEngine(_ engine: any WebEngine, didReceive message: EngineMessage) {
        arrivals.record()
        respond(message)
    }
}
#endif
