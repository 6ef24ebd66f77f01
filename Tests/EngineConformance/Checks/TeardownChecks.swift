import Foundation
import MiniAppKit

extension EngineConformance {
    /// Displays opened and closed one after another, written as the README writes a host
    /// (`host.onClose = { display.close() }`), leave nothing behind: once each has closed,
    /// by the page (`closeMiniApp`) or by the host, its display, engine, web view and host
    /// are freed, and its page runs no more (a timer of its own stops reaching a server
    /// outside the engine): what it played or captured ended with it.
    @MainActor
    package static func closedDisplaysLeaveNothingBehind(_ harness: some EngineHarness) async throws {
        let app = try TemporaryApp(files: ["index.html": "<p>app</p>"])
        defer { app.remove() }
        let beacons = try BeaconServer()
        defer { beacons.stop() }
        var survivors: [LeakProbe] = []
        for round in 0..<6 {
            survivors.append(try await openAndClose(round: round, app: app, beacons: beacons, harness: harness))
        }
        do {
            try await waitUntil("every closed display, its engine, web view and host to be freed", seconds: 30) {
                survivors.allSatisfy(\.isFreed)
            }
        } catch {
            throw CheckFailure(
                expected: "every closed display, its engine, web view and host to be freed",
                actual: survivors.filter { !$0.isFreed }.map(\.description).joined(separator: "; "))
        }
        // The last page's timer beat every 50 ms while it ran; none after its display closed.
        let before = beacons.requests.count
        try await settle(500)
        try expectEqual(beacons.requests.count, before, "beacons a closed page sent")
    }

    /// One display's life: launched, beating, closed; what must be freed afterwards.
    @MainActor
    private static func openAndClose(round: Int, app: TemporaryApp, beacons: BeaconServer, harness: some EngineHarness) async throws -> LeakProbe {
        let engine = try harness.makeEngine()
        let host = ClosingHost()
        let display = try app.display(appId: "teardown", on: engine, dialects: [.miniApp(host: host, manifest: MiniAppManifest())])
        // The documented form: the host closes the display when the mini app asks.
        host.onClose = { display.close() }
        var finished = false
        display.onLoad = { if case .finished = $0 { finished = true } }
        display.launch()
        try await waitUntil("round \(round)'s mini app to load") { finished }
        _ = try await waitForJS(engine, "typeof window.MiniAppBridge === 'object' || null")
        engine.runJavaScript("""
            setInterval(() => { new Image().src = 'http://127.0.0.1:\(beacons.port)/beat?round=\(round)&t=' + Date.now(); }, 50);
            """)
        try await waitUntil("round \(round)'s page to send beacons") { beacons.requests.contains { $0.contains("round=\(round)&") } }
        if round.isMultiple(of: 2) {
            engine.runJavaScript("window.MiniAppBridge.closeMiniApp(false);")
            try await waitUntil("round \(round)'s mini app to close itself") { display.isClosed }
        } else {
            display.close()
        }
        try expect(host.closeRequests == (round.isMultiple(of: 2) ? 1 : 0), "closeMiniApp asked once when the page closed", got: "\(host.closeRequests)")
        return LeakProbe(round: round, display: display, engine: engine, host: host, webView: harness.webViewProbe(of: engine))
    }
}

/// Weak references to what one display held: all `nil` once it is freed.
@MainActor
struct LeakProbe {
    let round: Int
    weak var display: MiniAppDisplay?
    weak var engine: AnyObject?
    weak var host: ClosingHost?
    let webView: @MainActor () -> Bool

    init(round: Int, display: MiniAppDisplay, engine: AnyObject, host: ClosingHost, webView: @escaping @MainActor () -> Bool) {
        self.round = round
        self.display = display
        self.engine = engine
        self.host = host
        self.webView = webView
    }

    var isFreed: Bool { display == nil && engine == nil && host == nil && !webView() }

    /// What is still alive, for the report.
    var description: String {
        let alive = [("display", display != nil), ("engine", engine != nil), ("host", host != nil), ("web view", webView())]
        return "round \(round): \(alive.filter(\.1).map(\.0).joined(separator: ", ")) still alive"
    }
}

/// A `miniapp` host as the README writes one: `closeMiniApp` calls ``onClose``.
@MainActor
final class ClosingHost: MiniAppMessageDelegate {
    /// What to do when the mini app asks to close.
    var onClose: () -> Void = {}
    private(set) var closeRequests = 0

    func closeMiniApp(withConfirmation: Bool) async throws -> Bool {
        closeRequests += 1
        onClose()
        return true
    }
}
