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

    /// Turns the page's camera and microphone off (on close).
    ///
    /// WebKitGTK stops a device in the web process and then notifies the view's
    /// `camera-capture-state` or `microphone-capture-state` from a completion that does
    /// not hold the view: an engine closed and freed at once had WebKit notify a freed
    /// object (`g_object_notify_by_pspec: assertion 'G_IS_OBJECT (object)' failed`, a
    /// use after free). So the view is kept until that notification.
    func stopMediaCapture() {
        let devices: [(property: String, isOn: Bool, stop: () -> Void)] = [
            ("camera-capture-state", webkit_web_view_get_camera_capture_state(webView) != WEBKIT_MEDIA_CAPTURE_STATE_NONE,
             { webkit_web_view_set_camera_capture_state(self.webView, WEBKIT_MEDIA_CAPTURE_STATE_NONE) }),
            ("microphone-capture-state", webkit_web_view_get_microphone_capture_state(webView) != WEBKIT_MEDIA_CAPTURE_STATE_NONE,
             { webkit_web_view_set_microphone_capture_state(self.webView, WEBKIT_MEDIA_CAPTURE_STATE_NONE) }),
        ]
        for device in devices where device.isOn {
            let keeper = CaptureStopKeeper()
            g_object_ref(webView)
            keeper.connection = connectSignal(UnsafeMutableRawPointer(webView), "notify::\(device.property)", Self.onCaptureStopped, route: keeper)
            device.stop()
        }
    }

    /// `notify::…-capture-state` after ``stopMediaCapture()``: (view, pspec, user_data).
    /// Lets the view go and disconnects itself (which releases the keeper, so last).
    private static let onCaptureStopped: GCallback = unsafeBitCast(
        { (viewArgument: gpointer?, _: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let (view, userData) = (viewArgument, userDataArgument)
            MainActor.assumeIsolated {
                guard let connection = routeObject(userData, as: CaptureStopKeeper.self)?.connection else { return }
                g_object_unref(view)
                connection.disconnect()
            }
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )
}

/// The `user_data` of one ``WebKitGTKEngine/stopMediaCapture()`` notification: its own
/// connection, which the notification disconnects.
@MainActor
final class CaptureStopKeeper {
    var connection: SignalConnection?
}
#endif
