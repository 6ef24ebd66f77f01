#if canImport(WebKit)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitWebKit
import Testing

/// How `WKWebViewEngine` answers WebKit's camera and microphone requests: the relay's
/// `requestMediaCapturePermissionFor` hands each to `decideMediaCapture(_:decisionHandler:)`
/// (called here directly, through WebKitMediaRequest: a test cannot make the
/// `WKSecurityOrigin` WebKit passes), which asks the delegate and calls WebKit's decision
/// handler with `.grant` or `.deny`, exactly once, as WebKitGTKEngine answers its
/// permission requests.
@MainActor
struct MediaCaptureTests {
    /// The engine's delegate, or a display's host: answers each request with `decide`,
    /// and remembers it.
    @MainActor
    final class Decider: WebEngineDelegate {
        var asked: [MediaCaptureRequest] = []
        var answered = 0
        let decide: @MainActor (MediaCaptureRequest) async -> Bool

        init(_ decide: @escaping @MainActor (MediaCaptureRequest) async -> Bool) {
            self.decide = decide
        }

        func webEngine(_ engine: any WebEngine, didReceive message: EngineMessage) {}

        func webEngine(_ engine: any WebEngine, decideMediaCapture request: MediaCaptureRequest) async -> Bool {
            await answer(request)
        }

        func answer(_ request: MediaCaptureRequest) async -> Bool {
            asked.append(request)
            defer { answered += 1 }
            return await decide(request)
        }
    }

    /// The devices each capture type asks for.
    static let devices: [WebKitMediaRequest.Kind: [MediaCaptureRequest.Device]] = [
        .camera: [.camera], .microphone: [.microphone], .cameraAndMicrophone: [.camera, .microphone],
    ]

    @Test(arguments: WebKitMediaRequest.Kind.allCases)
    func eachTypeAsksTheDelegateForItsDevicesAndGetsItsAnswer(kind: WebKitMediaRequest.Kind) async throws {
        // The host lets the page watch, but not only listen: both answers are seen.
        let engine = WKWebViewEngine()
        let decider = Decider { $0.devices.contains(.camera) }
        engine.delegate = decider
        let webKit = WebKitMediaRequest(kind)
        webKit.send(to: engine)
        try await waitUntil("WebKit's handler to be called", seconds: 60) { !webKit.decisions.isEmpty }
        #expect(webKit.decisions == [kind == .microphone ? .deny : .grant])
        #expect(decider.asked.map(\.orderedDevices) == [Self.devices[kind] ?? []])
        #expect(decider.asked.first?.pageURL == nil, "nothing was loaded, so the request names no page")
        #expect(engine.pendingMediaCaptureCount == 0)
    }

    @Test func withoutADelegateTheRequestIsDeniedAtOnce() {
        let engine = WKWebViewEngine()
        let webKit = WebKitMediaRequest(.camera)
        webKit.send(to: engine)
        #expect(webKit.decisions == [.deny], "denied before the call returns, never left to WebKit's own prompt")
        #expect(engine.pendingMediaCaptureCount == 0)
    }

    @Test func aClosedEngineDeniesWithoutAsking() {
        let engine = WKWebViewEngine()
        let decider = Decider { _ in true }
        engine.delegate = decider
        engine.close()
        let webKit = WebKitMediaRequest(.microphone)
        webKit.send(to: engine)
        #expect(webKit.decisions == [.deny])
        #expect(decider.asked.isEmpty)
    }

    @Test func aRequestStillUndecidedWhenTheEngineClosesIsDeniedOnce() async throws {
        let release = AsyncStream<Bool>.makeStream()
        let decider = Decider { _ in
            for await answer in release.stream { return answer }
            return false
        }
        let engine = WKWebViewEngine()
        engine.delegate = decider
        let webKit = WebKitMediaRequest(.cameraAndMicrophone)
        webKit.send(to: engine)
        try await waitUntil("the delegate to be asked", seconds: 60) { !decider.asked.isEmpty }
        #expect(webKit.decisions.isEmpty, "the request waits for the host")
        #expect(engine.pendingMediaCaptureCount == 1)
        engine.close()
        #expect(webKit.decisions == [.deny], "closing answered it")
        #expect(engine.pendingMediaCaptureCount == 0)
        // The host grants late: WebKit's handler is not called again.
        release.continuation.yield(true)
        try await waitUntil("the delegate to answer", seconds: 60) { decider.answered == 1 }
        try await settle()
        #expect(webKit.decisions == [.deny])
    }

    @Test func theDisplayAsksItsHostAndRemembersTheAnswer() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("media-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let engine = WKWebViewEngine(configuration: .init(isEphemeral: true))
        let display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "media"), source: .directory(directory), engine: engine, dialects: [],
            configuration: MiniAppDisplayConfiguration(dataDirectory: directory.appendingPathComponent("data")))
        defer { display.close() }
        let host = Decider { !$0.devices.contains(.camera) }  // listen, but not watch
        display.mediaCaptureDecider = { await host.answer($0) }
        let microphone = WebKitMediaRequest(.microphone), camera = WebKitMediaRequest(.camera)
        microphone.send(to: engine)
        camera.send(to: engine)
        try await waitUntil("WebKit's handlers to be called", seconds: 60) { !microphone.decisions.isEmpty && !camera.decisions.isEmpty }
        #expect(microphone.decisions == [.grant])
        #expect(camera.decisions == [.deny])
        #expect(Set(host.asked.map(\.orderedDevices)) == [[.microphone], [.camera]])
        #expect(display.mediaCaptureStatus(.microphone) == .granted)
        #expect(display.mediaCaptureStatus(.camera) == .denied)
    }
}
#endif
