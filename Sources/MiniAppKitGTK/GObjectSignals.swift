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
struct SignalConnection {
    /// The object the handler is connected to.
    let instance: gpointer
    /// The handler id `g_signal_connect_data` returned.
    let handlerID: gulong

    /// Disconnects the handler if the instance still has it; GLib then releases the route.
    func disconnect() {
        if g_signal_handler_is_connected(instance, handlerID) != 0 {
            g_signal_handler_disconnect(instance, handlerID)
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
