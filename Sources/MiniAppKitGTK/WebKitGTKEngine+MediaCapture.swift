#if canImport(CWebKitGTK)
import CWebKitGTK
import Logging
import MiniAppKit

/// The page's camera and microphone: media streams are on, and each `getUserMedia`
/// request goes to the delegate (the display, then its host), which allows or denies it.
extension WebKitGTKEngine {
    /// Turns on `navigator.mediaDevices.getUserMedia` (WebKitGTK's `enable-media-stream`
    /// is off by default), with WebKit's mock devices in place of the machine's when
    /// `mockDevices` is set.
    func enableMediaCapture(mockDevices: Bool) {
        webkit_settings_set_enable_media_stream(settings, 1)
        webkit_settings_set_enable_mock_capture_devices(settings, mockDevices ? 1 : 0)
    }

    /// `permission-request`: a camera or microphone request is held and asked of the
    /// delegate, a screen-capture request denied; any other request (device labels,
    /// geolocation, notifications…) is left to WebKit's default handler, which denies it.
    static let onPermissionRequest: GCallback = unsafeBitCast(
        { (_: gpointer?, requestArgument: OpaquePointer?, userDataArgument: gpointer?) -> gboolean in
            // GLib calls back on the loop thread, the main actor's: the pointers stay on it.
            nonisolated(unsafe) let (request, userData) = (requestArgument, userDataArgument)
            return MainActor.assumeIsolated {
                guard let request, let devices = captureDevices(of: request),
                      let engine = routeObject(userData, as: EngineRoute.self)?.engine
                else { return 0 }
                engine.decideMediaCapture(of: devices, answering: PendingMediaCapture(retaining: request))
                return 1  // handled: answered now or later, never by WebKit's default
            }
        } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean,
        to: GCallback.self
    )

    /// The devices a user-media request asks for (a screen-capture request asks for
    /// none); `nil` for a request of another kind.
    private static func captureDevices(of request: OpaquePointer) -> Set<MediaCaptureRequest.Device>? {
        let instance = UnsafeMutableRawPointer(request).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, webkit_user_media_permission_request_get_type()) != 0 else { return nil }
        let media = UnsafeMutableRawPointer(request).assumingMemoryBound(to: WebKitUserMediaPermissionRequest.self)
        var devices: Set<MediaCaptureRequest.Device> = []
        if webkit_user_media_permission_is_for_video_device(media) != 0 { devices.insert(.camera) }
        if webkit_user_media_permission_is_for_audio_device(media) != 0 { devices.insert(.microphone) }
        return devices
    }

    /// Puts the request to the delegate through ``mediaCaptures``, which answers it
    /// exactly once (a screen capture, which names no device, is denied).
    private func decideMediaCapture(of devices: Set<MediaCaptureRequest.Device>, answering pending: PendingMediaCapture) {
        mediaCaptures.decide(MediaCaptureRequest(devices: devices, pageURL: url), of: self, isClosed: isClosed, delegate: delegate, log: log) {
            pending.answer(allow: $0)
        }
    }

    /// How many camera or microphone requests wait for the delegate's answer (tests).
    package var pendingMediaCaptureCount: Int { mediaCaptures.count }
}
#endif
