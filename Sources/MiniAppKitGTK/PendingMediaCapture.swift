#if canImport(CWebKitGTK)
import CWebKitGTK

/// One of the page's camera or microphone requests (a `WebKitUserMediaPermissionRequest`)
/// while its answer is decided: held with a reference of its own, answered exactly once.
///
/// WebKit keeps the page's `getUserMedia` promise pending until the request is allowed
/// or denied; a request dropped unanswered would be denied by WebKit only when its last
/// reference goes, so every path here answers explicitly, and the deinit denies one
/// nobody answered.
@MainActor
final class PendingMediaCapture {
    /// The `WebKitPermissionRequest`, `nil` once answered.
    private var request: OpaquePointer?

    /// Takes a reference on `request` (WebKit's own ends with the signal).
    init(retaining request: OpaquePointer) {
        g_object_ref(UnsafeMutableRawPointer(request))
        self.request = request
    }

    /// Allows or denies the request, the first time only, and lets it go.
    func answer(allow: Bool) {
        guard let request else { return }
        self.request = nil
        if allow {
            webkit_permission_request_allow(request)
        } else {
            webkit_permission_request_deny(request)
        }
        g_object_unref(UnsafeMutableRawPointer(request))
    }

    isolated deinit {
        answer(allow: false)
    }
}
#endif
