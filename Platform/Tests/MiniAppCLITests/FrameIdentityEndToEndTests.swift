import Foundation
import Testing

/// Frame identity on WebKitGTK, end to end: `miniapp open` with all four dialects, a
/// same-origin iframe, a sandboxed `srcdoc` iframe and a cross-origin iframe (a real
/// HTTP server on loopback). Each frame posts on `MiniAppiOS`, `sendMessageHandler` and
/// `swiftHandler` and navigates to `liquidstate:`. Every post must be refused by rule
/// `main-frame-only`, while the main frame's own calls on the same channels are
/// answered and the cross-origin frame loads and renders where the page put it.
///
/// A `liquidstate:` navigation names no frame on WebKitGTK (documented in
/// `docs/dialects/liquidstate.md`); the test pins down that it arrives as the main
/// frame's, so the day the engine can tell, this test says so.
@Suite(.serialized) struct FrameIdentityEndToEndTests {
    static let fixture = "\(OpenRun.fixtures.path)/frames"
    static let frames = ["same", "srcdoc", "cross"]

    @Test func iframesAreRefusedOnEveryDialectWithOurBridge() throws {
        try Self.run(bridgeScript: nil)
    }

    /// With a foreign bridge the public `MiniAppiOS` handler is the mini app's own channel,
    /// so only the frame tells an iframe's post from the page's.
    @Test func iframesAreRefusedOnEveryDialectWithAForeignBridge() throws {
        try Self.run(bridgeScript: OpenRun.fixtures.appendingPathComponent("reference-bridge/bridge.js").path)
    }

    static func run(bridgeScript: String?) throws {
        let server = try LocalHTTPServer(serving: URL(fileURLWithPath: "\(fixture)/cross"))
        defer { server.stop() }
        let screenshot = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: screenshot) }
        var arguments = [fixture, "--query", "cross=http://127.0.0.1:\(server.port)/cross.html", "--screenshot", screenshot.path]
        if let bridgeScript { arguments += ["--bridge-script", bridgeScript] }
        let run = try OpenRun.open(arguments, profile: #"{"echoJSON": false}"#)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let results = try run.probeResults()

        // Every frame ran (the cross-origin one from the loopback server) and was laid out.
        let seen = (results["frames"] as? [[String: Any]] ?? []).reduce(into: [String: [String: Any]]()) { all, frame in
            if let kind = frame["kind"] as? String { all[kind] = frame }
        }
        #expect(Set(seen.keys) == Set(frames), "\(results)")
        for kind in frames {
            #expect(seen[kind]?["rendered"] as? String == "300x100", "\(kind): \(seen[kind] ?? [:])")
        }

        // Each frame's post on each channel, and its liquidstate navigation: refused by name.
        let denied = run.lines("denied")
        for kind in frames {
            for dialect in ["miniapp", "wallet"] {
                let line = denied.first { $0["dialect"] as? String == dialect && $0["id"] as? String == kind }
                #expect(line?["rule"] as? String == "main-frame-only", "\(dialect) from \(kind): \(line ?? [:])")
            }
        }
        let corvaDenied = denied.filter { $0["dialect"] as? String == "corva" }
        #expect(corvaDenied.count == frames.count && corvaDenied.allSatisfy { $0["rule"] as? String == "main-frame-only" }, "\(corvaDenied)")
        // Nothing the frames posted was answered as a success.
        #expect(!run.lines("reply").contains {
            $0["dialect"] as? String != "liquidstate" && frames.contains($0["id"] as? String ?? "") && $0["status"] as? String == "success"
        })
        #expect(!run.lines("notification").contains { $0["name"] as? String == "appMaximized" })

        // The dialects with an error form answered each refusal with it, to the main frame.
        let walletAnswers = results["wallet"] as? [[String: Any]] ?? []
        for kind in frames {
            let answer = walletAnswers.first { $0["messageId"] as? String == kind }
            #expect((answer?["error"] as? [String: Any])?["type"] as? String == "ACCESS_DENIED", "wallet answer to \(kind): \(answer ?? [:])")
        }
        // The engine limit: each frame's liquidstate navigation is answered as the main frame's.
        let liquidAnswers = results["liquidstate"] as? [[String: Any]] ?? []
        for kind in frames {
            let answer = liquidAnswers.first { $0["request_id"] as? String == kind }
            #expect(answer?["response_data"] != nil, "liquidstate answer to \(kind): \(answer ?? [:])")
            #expect(!denied.contains { $0["dialect"] as? String == "liquidstate" && $0["id"] as? String == kind })
        }

        // The main frame's own calls, on the same channels, were answered.
        let main = results["main"] as? [String: Any] ?? [:]
        #expect((main["uniqueId"] as? String)?.hasPrefix("error") == false, "\(main)")
        let mainWallet = walletAnswers.first { $0["messageId"] as? String == "main" }
        #expect(mainWallet?["error"] == nil && mainWallet?["data"] != nil, "\(mainWallet ?? [:])")
        let mainLiquid = liquidAnswers.first { $0["request_id"] as? String == "main" }
        #expect(mainLiquid?["error"] == nil && mainLiquid?["response_data"] != nil, "\(mainLiquid ?? [:])")
        #expect(run.lines("notification").contains { $0["name"] as? String == "appRestored" })

        // The iframes loaded in place: none was handed to the host as if the app had been left.
        #expect(!run.lines("event").contains { ["miniapppause", "miniappwebviewclosed"].contains($0["name"] as? String ?? "") })
        #expect(!run.lines("host").contains { ($0["detail"] as? String)?.contains("cross.html") == true })
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
