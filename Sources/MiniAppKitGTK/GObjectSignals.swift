#if canImport(CWebKitGTK)
import CWebKitGTK

/// The one place that talks to GObject's signal machinery.
///
/// Every connection passes a Swift object as `user_data`, retained by the connection and
/// released by GLib when the handler is disconnected or the instance is finalised. The
/// object is a small route (``EngineRoute``, a message route…) that holds the engine
/// weakly: WebKit never keeps the engine alive, and a signal that fires after the engine
/// went away finds `nil` and does nothing. Moving to WebKitGTK 6.0 changes only the
/// callback shapes in the engine's extensions, not this file.
///
/// The connection holds its instance weakly (a `GWeakRef`): a widget may be finalised
/// before whoever connected to it lets go (a Telegram chrome outlives the window its
/// engine destroyed on close), and asking GLib about a handler of a finalised instance
/// reads freed memory (`g_signal_handler_is_connected: assertion
/// 'G_TYPE_CHECK_INSTANCE (instance)' failed`). A finalised instance has dropped its
/// handlers, and released their routes, already.
final class SignalConnection {
    /// The handler id `g_signal_connect_data` returned.
    let handlerID: gulong
    /// The instance, or nothing once it is finalised.
    private let instance: UnsafeMutablePointer<GWeakRef>

    init(instance: gpointer, handlerID: gulong) {
        self.handlerID = handlerID
        self.instance = .allocate(capacity: 1)
        self.instance.initialize(to: GWeakRef())
        g_weak_ref_init(self.instance, instance)
    }

    deinit {
        g_weak_ref_clear(instance)
        instance.deallocate()
    }

    /// Disconnects the handler if the instance is alive and still has it; GLib then
    /// releases the route.
    func disconnect() {
        guard let object = g_weak_ref_get(instance) else { return }
        defer { g_object_unref(object) }
        if g_signal_handler_is_connected(object, handlerID) != 0 {
            g_signal_handler_disconnect(object, handlerID)
        }
    }
}

/// Connects `callback` to `signal` on `instance`, with `route` as its retained `user_data`.
///
/// - Parameters:
///   - instance: a GObject (web view, window, user content manager…).
///   - signal: the detailed signal name, such as `"script-message-received::bridge"`.
///   - callback: a `@convention(c)` function cast to `GCallback`; its last parameter
///     receives the route's opaque pointer.
///   - route: any object; read it back in the callback with ``routeObject(_:as:)``.
func connectSignal(
    _ instance: UnsafeMutableRawPointer,
    _ signal: String,
    _ callback: GCallback,
    route: AnyObject
) -> SignalConnection {
    let userData = Unmanaged.passRetained(route).toOpaque()
    let releaseRoute: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }
    let id = g_signal_connect_data(
        instance, signal, callback, userData, releaseRoute, GConnectFlags(rawValue: 0)
    )
    return SignalConnection(instance: instance, handlerID: id)
}

/// Reads back the route a signal callback was connected with, without retaining it.
func routeObject<Route: AnyObject>(_ userData: gpointer?, as type: Route.Type) -> Route? {
    guard let userData else { return nil }
    // Connected with `passRetained(route)`: the pointer is the object itself.
    return Unmanaged<Route>.fromOpaque(userData).takeUnretainedValue()
}

/// Copies a C string GLib owns into a Swift string (`nil` for `NULL`).
func swiftString(_ cString: UnsafePointer<CChar>?) -> String? {
    guard let cString else { return nil }
    return String(cString: cString)
}

/// Copies and frees a C string the caller owns (`transfer full`).
func takeSwiftString(_ cString: UnsafeMutablePointer<CChar>?) -> String? {
    guard let cString else { return nil }
    defer { g_free(cString) }
    return String(cString: cString)
}
#endif
