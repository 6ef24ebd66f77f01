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
        let display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "conformance"), source: .directory(app.root), engine: engine,
            dialects: [.miniApp(host: host, manifest: MiniAppManifest())],
            configuration: MiniAppDisplayConfiguration(dataDirectory: app.base.appendingPathComponent("data", isDirectory: true)))
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

extension EngineConformance {
    /// A page whose web process keeps ending is reloaded three times within a minute, and
    /// not a fourth: the display reports the load as failed instead (a crash loop would
    /// reload forever), and tells the host each time.
    @MainActor
    package static func aDisplayStopsReloadingAPageThatKeepsEndingItsProcess(_ harness: some EngineHarness) async throws {
        let app = try TemporaryApp(files: ["index.html": "<p>crashing</p>"])
        defer { app.remove() }
        let engine = try harness.makeEngine()
        defer { harness.close(engine) }
        let display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "crashing"), source: .directory(app.root), engine: engine, dialects: [],
            configuration: MiniAppDisplayConfiguration(dataDirectory: app.base.appendingPathComponent("data", isDirectory: true)))
        defer { display.close() }
        var events: [LoadEvent] = []
        var told = 0
        display.onLoad = { events.append($0) }
        display.onWebProcessTerminated = { told += 1 }
        display.launch()
        try await waitUntil("the mini app to load") { events.contains(.finished(display.launchURL)) }
        for round in 1...4 {
            let before = events.count
            try harness.terminateWebProcess(of: engine)
            try await waitUntil("the host to hear of termination \(round)") { told == round }
            if round <= 3 {
                try await waitUntil("reload \(round) to finish") { events.dropFirst(before).contains(.finished(display.launchURL)) }
            } else {
                try await settle(1000)
                let after = Array(events.dropFirst(before))
                try expect(!after.contains { if case .started = $0 { true } else { false } }, "no reload after the fourth termination", got: "\(after)")
                try expect(after.contains { if case .failed(display.launchURL, _) = $0 { true } else { false } }, "the load reported as failed", got: "\(after)")
            }
        }
        try expect(!display.isClosed, "the display still open, for its host to decide", got: "closed")
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

extension EngineConformance {
    /// A display whose app id is not ASCII (a host that builds its own identity: `café`,
    /// `カメラ`) serves its mini app on a scheme of its own and loads it: WebKit takes only
    /// ASCII schemes (WKWebView raises an exception in `setURLSchemeHandler` for any other,
    /// in the display's initializer), and two such ids never share one.
    @MainActor
    package static func aDisplayWithANonASCIIAppIdLoads(_ harness: some EngineHarness) async throws {
        let app = try TemporaryApp(files: ["index.html": "<p>unicode</p><script>window.loaded = location.protocol;</script>"])
        defer { app.remove() }
        var schemes: Set<String> = []
        for appId in ["café", "カメラ"] {
            let engine = try harness.makeEngine()
            defer { harness.close(engine) }
            let display = try MiniAppDisplay(
                identity: MiniAppIdentity(appId: appId), source: .directory(app.root), engine: engine, dialects: [],
                configuration: MiniAppDisplayConfiguration(dataDirectory: app.base.appendingPathComponent("data", isDirectory: true)))
            defer { display.close() }
            let scheme = try require(display.launchURL.scheme, "a scheme in \(display.launchURL)")
            try expect(scheme.allSatisfy(\.isASCII), "an ASCII scheme for app id \(appId)", got: scheme)
            schemes.insert(scheme)
            var finished = false
            display.onLoad = { if case .finished(let url) = $0, url == display.launchURL { finished = true } }
            display.launch()
            try await waitUntil("\(appId)'s page to load from \(display.launchURL)") { finished }
            try expectEqual(try await engine.evaluateJavaScript("window.loaded"), "\"\(scheme):\"", "the page's protocol")
        }
        try expectEqual(schemes.count, 2, "schemes of two app ids")
    }
}
