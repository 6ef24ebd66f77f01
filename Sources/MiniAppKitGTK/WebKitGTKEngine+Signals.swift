#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
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
        connections.append(connectSignal(view, "permission-request", Self.onPermissionRequest, route: route))
        connections.append(connectSignal(view, "close", Self.onClosed, route: route))
        connections.append(connectSignal(view, "create", Self.onCreate, route: route))
        connections.append(connectSignal(view, "web-process-terminated", Self.onWebProcessTerminated, route: route))
        connections.append(connectSignal(view, "user-message-received", Self.onUserMessage, route: route))
        if let window {
            connections.append(connectSignal(UnsafeMutableRawPointer(window), "destroy", Self.onClosed, route: route))
        }
    }

    /// `create`: a new window (`window.open`, a `target="_blank"` link) is asked here, as
    /// `.newWindow` in the main frame (`window.open` reaches no policy decision before it),
    /// and, allowed, loads in this view, as on Apple's engine; a mini app has one view.
    /// No new web view is made. A call's new window is asked and never loaded; a new
    /// window to `about:` (`window.open()`) is neither asked nor loaded
    /// (`NavigationAction.opensInTheView`).
    private static let onCreate: GCallback = unsafeBitCast(
        { (_: gpointer?, actionArgument: OpaquePointer?, userDataArgument: gpointer?) -> UnsafeMutablePointer<GtkWidget>? in
            nonisolated(unsafe) let (action, userData) = (actionArgument, userDataArgument)
            MainActor.assumeIsolated {
                guard let engine = routeObject(userData, as: EngineRoute.self)?.engine, !engine.isClosed,
                      let action, let asked = NavigationActionConversion.action(from: action, newWindow: true),
                      asked.opensInTheView, engine.decide(asked) == .allow, !engine.isCallScheme(asked.url)
                else { return }
                webkit_web_view_load_uri(engine.webView, asked.rawURL ?? asked.url.absoluteString)
            }
            return nil
        } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> UnsafeMutablePointer<GtkWidget>?,
        to: GCallback.self
    )

    /// `web-process-terminated`: the page is gone (a crash, memory pressure, or
    /// ``terminateWebProcess()``); the delegate recovers.
    private static let onWebProcessTerminated: GCallback = unsafeBitCast(
        { (_: gpointer?, _: WebKitWebProcessTerminationReason, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated {
                guard let engine = routeObject(userData, as: EngineRoute.self)?.engine, !engine.isClosed else { return }
                engine.delegate?.webEngine(engine, didChange: .webProcessTerminated(engine.url))
            }
        } as @convention(c) (gpointer?, WebKitWebProcessTerminationReason, gpointer?) -> Void,
        to: GCallback.self
    )

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
