import Foundation
import MiniAppKit

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
        let display = try app.display(appId: "crashing", on: engine)
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
            let display = try app.display(appId: appId, on: engine)
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

extension TemporaryApp {
    /// A display of this mini app on `engine`, named `appId`, its data beside the app.
    @MainActor
    func display(appId: String, on engine: some WebEngine, dialects: [DialectAttachment] = []) throws -> MiniAppDisplay {
        try MiniAppDisplay(
            identity: MiniAppIdentity(appId: appId), source: .directory(root), engine: engine, dialects: dialects,
            configuration: MiniAppDisplayConfiguration(dataDirectory: base.appendingPathComponent("data", isDirectory: true)))
    }
}
