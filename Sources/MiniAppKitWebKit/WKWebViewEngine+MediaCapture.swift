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
    /// Asks the delegate from a task about a request for `type` and calls
    /// `decisionHandler` with its decision, exactly once; denies at once what no delegate
    /// can decide (a closed engine, no delegate, a capture type this engine does not know).
    /// Until then the request waits in ``pendingMediaCaptures``, which ``close()`` denies.
    package func decideMediaCapture(
        _ type: WKMediaCaptureType, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
    ) {
        let pending = PendingMediaCapture(decisionHandler)
        let devices = Self.captureDevices(of: type)
        guard !isClosed, !devices.isEmpty, let delegate else {
            let reason = isClosed ? "the engine is closed" : devices.isEmpty ? "capture type \(type.rawValue) is not offered" : "no delegate decides it"
            log.info("media capture denied: \(reason)")
            pending.answer(allow: false)
            return
        }
        let request = MediaCaptureRequest(devices: devices, pageURL: url)
        pendingMediaCaptures.append(pending)
        Task { @MainActor [weak self, weak delegate] in
            let allowed: Bool
            if let self, let delegate {
                allowed = await delegate.webEngine(self, decideMediaCapture: request)
            } else {
                allowed = false
            }
            self?.pendingMediaCaptures.removeAll { $0 === pending }
            pending.answer(allow: allowed && self?.isClosed == false)
        }
    }

    /// The devices a request of `type` asks for; none for a type newer than this engine.
    private static func captureDevices(of type: WKMediaCaptureType) -> Set<MediaCaptureRequest.Device> {
        var devices: Set<MediaCaptureRequest.Device> = []
        if type == .camera || type == .cameraAndMicrophone { devices.insert(.camera) }
        if type == .microphone || type == .cameraAndMicrophone { devices.insert(.microphone) }
        return devices
    }

    /// Denies every request still waiting for the delegate: the page is going away.
    func denyPendingMediaCaptures() {
        let pending = pendingMediaCaptures
        pendingMediaCaptures.removeAll()
        for capture in pending { capture.answer(allow: false) }
    }

    /// How many camera or microphone requests wait for the delegate's answer (tests).
    package var pendingMediaCaptureCount: Int { pendingMediaCaptures.count }
}
#endif
