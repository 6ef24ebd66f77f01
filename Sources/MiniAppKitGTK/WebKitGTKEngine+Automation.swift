#if canImport(CWebKitGTK)
import CWebKitGTK
import Logging
import MiniAppKit

extension WebKitGTKEngine {
    /// Answers WebDriver sessions (``Configuration/acceptsAutomation``): when
    /// `WebKitWebDriver` starts one, WebKit asks the application for a browsing context,
    /// and the engine hands over its own page, bridge and all, rather than a new blank
    /// view. A test then drives exactly what the host shows.
    func acceptAutomationSessions() {
        let route = EngineRoute(engine: self)
        connections.append(connectSignal(UnsafeMutableRawPointer(context), "automation-started", Self.onAutomationStarted, route: route))
    }

    /// `automation-started`: names the application (a driver may match `browserName`)
    /// and answers the session's `create-web-view` with this engine's view.
    private static let onAutomationStarted: GCallback = unsafeBitCast(
        { (_: gpointer?, sessionArgument: UnsafeMutablePointer<WebKitAutomationSession>?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let (session, userData) = (sessionArgument, userDataArgument)
            MainActor.assumeIsolated {
                guard let engine = routeObject(userData, as: EngineRoute.self)?.engine, !engine.isClosed,
                      let session else { return }
                if let info = webkit_application_info_new() {
                    webkit_application_info_set_name(info, "MiniAppKit")
                    let parts = MiniAppKitVersion.version.split(separator: ".").compactMap { guint64($0) }
                    webkit_application_info_set_version(
                        info, parts.count > 0 ? parts[0] : 0, parts.count > 1 ? parts[1] : 0, parts.count > 2 ? parts[2] : 0)
                    webkit_automation_session_set_application_info(session, info)
                    webkit_application_info_unref(info)
                }
                // Not kept in `connections`: the session ends with its driver's connection, and
                // GLib drops the handler (and releases the route) when it is finalised; a
                // disconnect at close would touch a freed session.
                _ = connectSignal(UnsafeMutableRawPointer(session), "create-web-view", WebKitGTKEngine.onCreateWebView, route: EngineRoute(engine: engine))
                engine.log.info("a WebDriver session started: the page is now driven by automation")
            }
        } as @convention(c) (gpointer?, UnsafeMutablePointer<WebKitAutomationSession>?, gpointer?) -> Void,
        to: GCallback.self
    )

    /// `create-web-view`: the session's one browsing context is the engine's page.
    private static let onCreateWebView: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) -> UnsafeMutablePointer<WebKitWebView>? in
            nonisolated(unsafe) let userData = userDataArgument
            // The view's address, not the view: a pointer cannot leave the isolated closure.
            let address = MainActor.assumeIsolated { () -> UInt? in
                guard let engine = routeObject(userData, as: EngineRoute.self)?.engine, !engine.isClosed else { return nil }
                return UInt(bitPattern: engine.webView)
            }
            return address.flatMap { UnsafeMutablePointer<WebKitWebView>(bitPattern: $0) }
        } as @convention(c) (gpointer?, gpointer?) -> UnsafeMutablePointer<WebKitWebView>?,
        to: GCallback.self
    )
}
#endif
