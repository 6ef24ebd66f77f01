#if canImport(WebKit)
import Logging
import MiniAppKit
package import WebKit

/// The page's camera and microphone: each `getUserMedia` request WebKit would prompt for
/// (`WKUIDelegate`'s `requestMediaCapturePermissionFor`, through ``EngineRelay``) goes to
/// the delegate (the display, then its host), which grants or denies it, as on Linux.
///
/// A grant is the mini app's share only: the first capture still needs the app's own
/// authorization (its camera and microphone purpose strings, and the system's one-time alert).
extension WKWebViewEngine {
    /// Puts a request for `type` to the delegate through ``mediaCaptures``, which calls
    /// `decisionHandler` exactly once (a capture type this engine does not know is denied),
    /// with `.grant` or `.deny`; never `.prompt`, which would hand the decision back to
    /// WebKit's own prompt and past the host.
    package func decideMediaCapture(
        _ type: WKMediaCaptureType, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
    ) {
        let request = MediaCaptureRequest(devices: Self.captureDevices(of: type), pageURL: url)
        mediaCaptures.decide(request, of: self, isClosed: isClosed, delegate: delegate, log: log) { decisionHandler($0 ? .grant : .deny) }
    }

    /// The devices a request of `type` asks for; none for a type newer than this engine.
    private static func captureDevices(of type: WKMediaCaptureType) -> Set<MediaCaptureRequest.Device> {
        var devices: Set<MediaCaptureRequest.Device> = []
        if type == .camera || type == .cameraAndMicrophone { devices.insert(.camera) }
        if type == .microphone || type == .cameraAndMicrophone { devices.insert(.microphone) }
        return devices
    }

    /// How many camera or microphone requests wait for the delegate's answer (tests).
    package var pendingMediaCaptureCount: Int { mediaCaptures.count }
}
#endif
