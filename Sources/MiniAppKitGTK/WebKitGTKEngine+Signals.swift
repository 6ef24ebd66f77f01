#if canImport(CWebKitGTK)
import CWebKitGTK
import MiniAppKit

extension WebKitGTKEngine {
    /// Connects the web view's and window's signals, each with its own retained ``EngineRoute``.
    func connectViewSignals() {
        let view = UnsafeMutableRawPointer(webView)
        let route = EngineRoute(engine: self)
        connections.append(connectSignal(view, "decide-policy", Self.onDecidePolicy, route: route))
        connections.append(connectSignal(view, "load-changed", Self.onLoadChanged, route: route))
        connections.append(connectSignal(view, "load-failed", Self.onLoadFailed, route: route))
        connections.append(connectSignal(view, "script-dialog", Self.onScriptDialog, route: route))
        connections.append(connectSignal(view, "close", Self.onClosed, route: route))
        connections.append(connectSignal(view, "user-message-received", Self.onUserMessage, route: route))
        if let window {
            connections.append(connectSignal(UnsafeMutableRawPointer(window), "destroy", Self.onClosed, route: route))
        }
    }

    /// The window was destroyed (the user closed it) or the page called `window.close()`.
    private static let onClosed: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            // GLib calls back on the loop thread, the main actor's: the pointer stays on it.
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated {
                routeObject(userData, as: EngineRoute.self)?.engine?.close()
            }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )
}
#endif
