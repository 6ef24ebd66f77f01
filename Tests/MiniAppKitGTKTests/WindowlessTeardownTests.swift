#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

extension WebKitGTKEngineTests {
    /// A windowless engine (the tabbed shell's) keeps its view alive in a container, and a
    /// host may keep the engine: closing it still ends the page, so nothing it played,
    /// captured or timed runs on. Its timer's beacons stop.
    @Test func aClosedWindowlessEngineEndsItsPage() async throws {
        try await GLibMainLoop.attach()
        try await Self.aClosedWindowlessEngineEndsItsPage()
    }

    @MainActor
    static func aClosedWindowlessEngineEndsItsPage() async throws {
        let beacons = try BeaconServer()
        defer { beacons.stop() }
        let engine = try WebKitGTKEngine(configuration: .init(title: "windowless", isEphemeral: true, createsWindow: false))
        let delegate = RecordingDelegate()
        engine.delegate = delegate
        engine.registerScheme("test", handler: PageServer([
            "main/index.html": "<script>setInterval(() => { new Image().src = 'http://127.0.0.1:\(beacons.port)/beat?t=' + Date.now(); }, 50);</script>",
        ]))
        try await load(engine, delegate, "test://main/index.html")
        try await waitUntil("the page's beacons") { beacons.requests.count >= 3 }
        engine.close()
        try await settle(300)
        let afterClose = beacons.requests.count
        try await settle(700)
        #expect(beacons.requests.count == afterClose, "beacons from a closed engine's page")
        withExtendedLifetime(engine) {}
    }
}
#endif
