import Foundation
import MiniAppKit

extension EngineConformance {
    /// A `MiniAppDisplay` on the engine, whose page waits on a `miniapp` call when the
    /// web process ends: the display answers the call (`openCalls` back to 0, the host
    /// still working on it) and loads its page again (`.started` after
    /// `.webProcessTerminated`), where the bridge is back.
    @MainActor
    package static func aDisplayRecoversFromATerminatedWebProcess(_ harness: some EngineHarness) async throws {
        let app = try TemporaryApp(files: ["index.html": "<p>recovering</p>"])
        defer { app.remove() }
        let engine = try harness.makeEngine()
        defer { harness.close(engine) }
        let host = WaitingHost()
        defer { host.release() }
        let display = try app.display(appId: "conformance", on: engine, dialects: [.miniApp(host: host, manifest: MiniAppManifest())])
        defer { display.close() }
        var events: [LoadEvent] = []
        display.onLoad = { events.append($0) }
        display.launch()
        try await waitUntil("the mini app to load") { events.contains(.finished(display.launchURL)) }
        _ = try await waitForJS(engine, "typeof window.MiniAppBridge === 'object' || null")

        engine.runJavaScript("window.MiniAppBridge.getUniqueId();")
        try await waitUntil("the host to be asked") { host.asked == 1 }
        try expectEqual(display.openCalls, 1, "open calls while the host works")

        try harness.terminateWebProcess(of: engine)
        try await waitUntil(".webProcessTerminated") {
            events.contains { if case .webProcessTerminated = $0 { true } else { false } }
        }
        try await waitUntil("the open call to be answered") { display.openCalls == 0 }
        let terminated = try require(events.firstIndex { if case .webProcessTerminated = $0 { true } else { false } }, "the termination event")
        try await waitUntil("the page to load again") {
            events.dropFirst(terminated).contains(.finished(display.launchURL))
        }
        let reloaded = events.dropFirst(terminated)
        try expect(reloaded.contains(.started(display.launchURL)), ".started(\(display.launchURL)) after .webProcessTerminated", got: "\(events)")
        _ = try await waitForJS(engine, "typeof window.MiniAppBridge === 'object' || null")
        try expectEqual(host.asked, 1, "calls the host was asked (the reloaded page asks nothing)")
        try expect(!display.isClosed, "the display still open", got: "closed")
    }
}

/// A `miniapp` host whose `getUniqueId` waits until ``release()``: a call left open.
@MainActor
final class WaitingHost: MiniAppMessageDelegate {
    private(set) var asked = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var released = false

    func getUniqueId() async throws -> String? {
        asked += 1
        if !released { await withCheckedContinuation { waiting.append($0) } }
        return "answered too late"
    }

    func openExternal(_ url: URL) async {}

    /// Lets every waiting call finish.
    func release() {
        released = true
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }
}
