#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// The page's camera and microphone in the real engine, with WebKit's mock devices: a
/// packaged page calls `getUserMedia`, the display asks its host, and the page sees the
/// host's answer both in its stream and in `getPermissionStatus` through our bridge.
extension WebKitGTKEngineTests {
    /// Answers the display's questions with `decide` and remembers each one.
    @MainActor
    final class MediaDecisions {
        var asked: [MediaCaptureRequest] = []
        var decide: (MediaCaptureRequest) async -> Bool

        init(_ decide: @escaping (MediaCaptureRequest) async -> Bool) {
            self.decide = decide
        }
    }

    /// The page: `capture(constraints)` settles with the stream's track counts or the
    /// error's name; `permission(name)` with what `getPermissionStatus` answered.
    static let mediaPage = """
        <!doctype html><html><head><script>
          window.capture = (constraints) => navigator.mediaDevices.getUserMedia(constraints).then((stream) => {
            const tracks = { video: stream.getVideoTracks().length, audio: stream.getAudioTracks().length };
            stream.getTracks().forEach((track) => track.stop());
            return tracks;
          }, (error) => ({ error: error.name }));
          window.permission = (name) => window.MiniAppBridge.utilityManager.getPermissionStatus(name)
            .then((status) => ({ status }), (error) => ({ error: String(error) }));
        </script></head><body>media</body></html>
        """

    /// Runs the media page in a display whose engine has mock capture devices; `decisions`
    /// (when given) decides its host's answers, otherwise the display's default does.
    static func withMediaDisplay(
        _ decisions: MediaDecisions?, _ body: @MainActor (MiniAppDisplay, WebKitGTKEngine) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("media-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(mediaPage.utf8).write(to: directory.appendingPathComponent("index.html"))
        try await GLibMainLoop.attach()
        try await runMediaDisplay(in: directory, decisions, body)
    }

    @MainActor
    private static func runMediaDisplay(
        in directory: URL, _ decisions: MediaDecisions?, _ body: @MainActor (MiniAppDisplay, WebKitGTKEngine) async throws -> Void
    ) async throws {
        let engine = try WebKitGTKEngine(configuration: .init(title: "media tests", isEphemeral: true, usesMockCaptureDevices: true))
        let display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "media"), source: .directory(directory), engine: engine,
            dialects: [.miniApp(host: SilentHost(), manifest: MiniAppManifest())],
            configuration: MiniAppDisplayConfiguration(dataDirectory: directory.appendingPathComponent("data"), callTimeout: .seconds(30)))
        if let decisions {
            display.mediaCaptureDecider = { [decisions] request in
                decisions.asked.append(request)
                return await decisions.decide(request)
            }
        }
        defer { display.close() }
        display.launch()
        _ = try await waitForJS(engine, "typeof window.capture === 'function' && window.MiniAppBridge ? true : null", seconds: 60)
        try await body(display, engine)
    }

    /// Runs `promise` in the page and returns the object it settles with.
    @MainActor
    static func pageResult(_ engine: WebKitGTKEngine, _ promise: String) async throws -> [String: Any] {
        let slot = "result" + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        engine.runJavaScript("(\(promise)).then((value) => { window.\(slot) = value; })")
        return try await waitForObject(engine, "window.\(slot)", seconds: 60)
    }

    /// What `getPermissionStatus(name)` answered the page.
    @MainActor
    static func permissionStatus(_ engine: WebKitGTKEngine, _ name: String) async throws -> String {
        let answer = try await pageResult(engine, "window.permission('\(name)')")
        return answer["status"] as? String ?? "error: \(answer)"
    }

    @Test func aCameraTheHostAllowsStreamsAndReadsGranted() async throws {
        let decisions = await MediaDecisions { _ in true }
        try await Self.withMediaDisplay(decisions) { display, engine in
            #expect(try await Self.permissionStatus(engine, "camera") == "unknown", "nothing asked yet")
            let stream = try await Self.pageResult(engine, "window.capture({ video: true })")
            #expect(stream["video"] as? Int == 1, "the mock camera's track: \(stream)")
            #expect(stream["audio"] as? Int == 0)
            #expect(decisions.asked.map(\.devices) == [[.camera]])
            #expect(decisions.asked.first?.pageURL?.scheme == MiniAppDisplay.scheme(for: "media"))
            #expect(try await Self.permissionStatus(engine, "camera") == "granted")
            #expect(try await Self.permissionStatus(engine, "microphone") == "unknown", "only the camera was asked for")
            #expect(try await Self.permissionStatus(engine, "gallery") == "unknown")
            #expect(display.mediaCaptureStatus(.camera) == .granted)
            #expect(engine.pendingMediaCaptureCount == 0)
        }
    }

    @Test func aHostThatSetsNothingDeniesTheCamera() async throws {
        try await Self.withMediaDisplay(nil) { display, engine in
            let stream = try await Self.pageResult(engine, "window.capture({ video: true })")
            #expect(stream["error"] as? String == "NotAllowedError", "\(stream)")
            #expect(try await Self.permissionStatus(engine, "camera") == "denied")
            #expect(display.mediaCaptureStatus(.camera) == .denied)
            #expect(display.mediaCaptureStatus(.microphone) == nil)
        }
    }

    @Test func theMicrophoneAndACombinedRequestFollowTheHost() async throws {
        // The host lets the page listen, but not watch.
        let decisions = await MediaDecisions { !$0.devices.contains(.camera) }
        try await Self.withMediaDisplay(decisions) { _, engine in
            #expect(try await Self.permissionStatus(engine, "microphone") == "unknown")
            let audio = try await Self.pageResult(engine, "window.capture({ audio: true })")
            #expect(audio["audio"] as? Int == 1, "the mock microphone's track: \(audio)")
            #expect(try await Self.permissionStatus(engine, "microphone") == "granted")
            let both = try await Self.pageResult(engine, "window.capture({ audio: true, video: true })")
            #expect(both["error"] as? String == "NotAllowedError", "\(both)")
            #expect(decisions.asked.map(\.orderedDevices) == [[.microphone], [.camera, .microphone]])
            // One answer for the whole request: both devices are now denied.
            #expect(try await Self.permissionStatus(engine, "camera") == "denied")
            #expect(try await Self.permissionStatus(engine, "microphone") == "denied")
        }
    }

    @Test func aRequestStillUndecidedWhenTheDisplayClosesIsDenied() async throws {
        let release = AsyncStream<Bool>.makeStream()
        let decisions = await MediaDecisions { _ in
            for await answer in release.stream { return answer }
            return false
        }
        try await Self.withMediaDisplay(decisions) { display, engine in
            engine.runJavaScript("window.capture({ video: true })")
            try await waitUntil("the host to be asked", seconds: 60) { !decisions.asked.isEmpty }
            #expect(engine.pendingMediaCaptureCount == 1, "the request waits for the host")
            display.close()
            #expect(engine.pendingMediaCaptureCount == 0, "closing answered it")
            // The host answers late: nothing is recorded for a closed display.
            release.continuation.yield(true)
            try await settle()
            #expect(display.mediaCaptureStatus(.camera) == nil)
        }
    }
}
#endif
