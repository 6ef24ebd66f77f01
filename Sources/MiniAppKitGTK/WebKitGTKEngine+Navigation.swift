#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import MiniAppKit

extension WebKitGTKEngine {
    /// `decide-policy`: navigations and new windows go to the delegate, knowing their
    /// frame where the frame guard announced it; a main frame's response is checked again.
    static let onDecidePolicy: GCallback = unsafeBitCast(
        { (_: gpointer?, decisionArgument: UnsafeMutablePointer<WebKitPolicyDecision>?, type: WebKitPolicyDecisionType, userDataArgument: gpointer?) -> gboolean in
            // GLib calls back on the loop thread, the main actor's: the pointers stay on it.
            nonisolated(unsafe) let (decision, userData) = (decisionArgument, userDataArgument)
            return MainActor.assumeIsolated {
                guard let decision else { return 0 }
                guard let engine = routeObject(userData, as: EngineRoute.self)?.engine else {
                    webkit_policy_decision_use(decision)
                    return 1
                }
                let allowed = type == WEBKIT_POLICY_DECISION_TYPE_RESPONSE
                    ? engine.decideResponse(decision)
                    : engine.decideNavigation(decision, newWindow: type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION)
                if allowed { webkit_policy_decision_use(decision) } else { webkit_policy_decision_ignore(decision) }
                return 1
            }
        } as @convention(c) (gpointer?, UnsafeMutablePointer<WebKitPolicyDecision>?, WebKitPolicyDecisionType, gpointer?) -> gboolean,
        to: GCallback.self
    )

    /// `load-changed`: started, committed and finished become ``LoadEvent``s (redirects do not).
    static let onLoadChanged: GCallback = unsafeBitCast(
        { (_: gpointer?, event: WebKitLoadEvent, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated {
                guard let engine = routeObject(userData, as: EngineRoute.self)?.engine else { return }
                let url = engine.url
                switch event {
                case WEBKIT_LOAD_STARTED:
                    engine.startWaitingLoad(engine.hostLoads.advance(showing: url))
                    engine.report(.started(url))
                case WEBKIT_LOAD_COMMITTED:
                    engine.startWaitingLoad(engine.hostLoads.advance(showing: url))
                    engine.report(.committed(url))
                case WEBKIT_LOAD_FINISHED:
                    // The end of a load that failed, or was cancelled or interrupted
                    // (`load-failed` comes right before): not the end of the page the view
                    // goes on with, whose URL `engine.url` still is.
                    guard !engine.endsFailedLoad else {
                        engine.endsFailedLoad = false
                        return
                    }
                    engine.report(.finished(url))
                default: break
                }
            }
        } as @convention(c) (gpointer?, WebKitLoadEvent, gpointer?) -> Void,
        to: GCallback.self
    )

    /// `load-failed`: reported, then left to WebKit's default handling (its error page).
    ///
    /// A load that was cancelled or interrupted did not fail: a newer load replaced it,
    /// or the navigation policy stopped it at its response (and told the host then), and
    /// the view goes on with what it shows. Neither is reported.
    static let onLoadFailed: GCallback = unsafeBitCast(
        { (_: gpointer?, _: WebKitLoadEvent, failingURIArgument: UnsafePointer<CChar>?, errorArgument: UnsafeMutablePointer<GError>?, userDataArgument: gpointer?) -> gboolean in
            nonisolated(unsafe) let (failingURI, error, userData) = (failingURIArgument, errorArgument, userDataArgument)
            return MainActor.assumeIsolated {
                guard let engine = routeObject(userData, as: EngineRoute.self)?.engine else { return 0 }
                let uri = swiftString(failingURI)
                let url = uri.flatMap { URL(string: $0) }
                if let uri { engine.startWaitingLoad(engine.hostLoads.ended(uri, showing: engine.url)) }
                // A media file the main frame loaded plays in a media document: WebKit hands
                // it to its player and ends the navigation with this error. The load did
                // not fail: its `finished`, which comes next, is reported.
                if let error, isPluginHandledLoad(error.pointee) { return 0 }
                // WebKit ends every failed load with a `finished` (load-changed), which is
                // not reported: measured, it came with the previous page's URL.
                engine.endsFailedLoad = true
                let deferred = uri.flatMap { engine.frameGuard.takeDeferred(for: $0) }
                if let error, isCancellation(error.pointee) {
                    return 0
                }
                // A navigation that started without a known frame and never got as far as
                // a response (an unreachable host) was the main frame's after all: it is
                // decided as one, instead of leaving WebKit's error page in the app's place.
                if var action = deferred {
                    action.isMainFrame = true
                    if engine.decide(action) == .cancel { return 1 }
                }
                let message = swiftString(error?.pointee.message) ?? "load failed"
                engine.report(.failed(url, message: message))
                return 0
            }
        } as @convention(c) (gpointer?, WebKitLoadEvent, UnsafePointer<CChar>?, UnsafeMutablePointer<GError>?, gpointer?) -> gboolean,
        to: GCallback.self
    )

    /// Makes the host load that waited for an earlier one, if any.
    fileprivate func startWaitingLoad(_ url: URL?) {
        guard let url, !isClosed else { return }
        start(url)
    }

    func decide(_ action: NavigationAction) -> NavigationDecision {
        guard !isClosed, let delegate else { return .allow }
        return delegate.webEngine(self, decidePolicyFor: action)
    }

    /// A navigation or new-window decision; `true` to let it start.
    ///
    /// The frame comes from the frame guard's announcement of the navigation. An http(s)
    /// navigation nobody announced (an iframe's first load, set by its parent) starts
    /// without a decision: if it turns out to be the main frame's, its response is
    /// decided instead (``decideResponse(_:)``), before anything of it is shown.
    /// Any other navigation nobody announced counts as the main frame's, the stricter
    /// case for every policy. A refused navigation never starts, nor does a call (a
    /// call scheme's navigation, ``addCallScheme(_:)``), whatever the delegate says: a
    /// host load waiting for it goes next.
    ///
    /// A new window is let through here and decided where WebKit makes it (`create`,
    /// `WebKitGTKEngine+Signals.swift`): `window.open` comes there with no new-window
    /// decision before it, so that is the one place both ways are asked.
    fileprivate func decideNavigation(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>, newWindow: Bool) -> Bool {
        guard !newWindow else { return true }
        guard var action = NavigationActionConversion.action(from: decision, newWindow: false) else { return true }
        let uri = action.rawURL ?? action.url.absoluteString
        // A call's navigation is decided now, as the main frame's: letting it run to its
        // response, where WebKitGTK names the main frame, would stop every load of the
        // page in flight (measured), and no frame announces these (the Navigation API
        // fires for web addresses only). See docs/ARCHITECTURE.md.
        let isCall = isCallScheme(action.url)
        if !isCall {
            if let isMainFrame = frameGuard.frameIsMain(navigatingTo: uri) {
                action.isMainFrame = isMainFrame
            } else if frameGuard.isActive, ["http", "https"].contains(action.url.scheme?.lowercased() ?? "") {
                frameGuard.deferDecision(action, for: uri)
                return true
            }
        }
        let allowed = decide(action) == .allow && !isCall
        if !allowed { startWaitingLoad(hostLoads.ended(uri, showing: url)) }
        return allowed
    }

    /// A response decision: the main frame's document is decided again (a navigation
    /// that started without a known frame, or a redirect); everything else is used.
    fileprivate func decideResponse(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>) -> Bool {
        let response = UnsafeMutableRawPointer(decision).assumingMemoryBound(to: WebKitResponsePolicyDecision.self)
        let isMainFrame = webkit_response_policy_decision_is_main_frame_main_resource(response) != 0
        guard let request = webkit_response_policy_decision_get_request(response),
              let uri = swiftString(webkit_uri_request_get_uri(request)),
              let url = URL(string: uri)
        else { return true }
        guard isMainFrame else { return true }
        var action = frameGuard.takeDeferred(for: uri) ?? NavigationAction(url: url, isMainFrame: true, rawURL: uri)
        action.isMainFrame = true
        return decide(action) == .allow
    }

    private func report(_ event: LoadEvent) {
        guard !isClosed else { return }
        delegate?.webEngine(self, didChange: event)
    }
}

/// Whether `error` says a load was cancelled or interrupted rather than failed.
/// WebKit's "plug-in handled load" (`WEBKIT_PLUGIN_ERROR_WILL_HANDLE_LOAD`, 204): a media
/// document took over the load.
private func isPluginHandledLoad(_ error: GError) -> Bool {
    error.domain == webkit_plugin_error_quark() && error.code == gint(WEBKIT_PLUGIN_ERROR_WILL_HANDLE_LOAD.rawValue)
}

private func isCancellation(_ error: GError) -> Bool {
    (error.domain == webkit_network_error_quark() && error.code == gint(WEBKIT_NETWORK_ERROR_CANCELLED.rawValue))
        || (error.domain == webkit_policy_error_quark() && error.code == gint(WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE.rawValue))
}

/// Reads a `WebKitNavigationPolicyDecision` into a ``NavigationAction``.
enum NavigationActionConversion {
    static func action(from decision: UnsafeMutablePointer<WebKitPolicyDecision>, newWindow: Bool) -> NavigationAction? {
        // A navigation or new-window decision is a WebKitNavigationPolicyDecision (a subclass:
        // GObject's cast macro does not import, the pointer is the same).
        let navigationDecision = UnsafeMutableRawPointer(decision).assumingMemoryBound(to: WebKitNavigationPolicyDecision.self)
        guard let navigation = webkit_navigation_policy_decision_get_navigation_action(navigationDecision) else { return nil }
        return action(from: navigation, newWindow: newWindow)
    }

    /// Reads a `WebKitNavigationAction` (a decision's, or the one `create` is given).
    static func action(from navigation: OpaquePointer, newWindow: Bool) -> NavigationAction? {
        guard let request = webkit_navigation_action_get_request(navigation),
              let uri = swiftString(webkit_uri_request_get_uri(request)),
              let url = URL(string: uri)
        else { return nil }
        let kind: NavigationAction.Kind
        switch webkit_navigation_action_get_navigation_type(navigation) {
        case _ where newWindow: kind = .newWindow
        case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: kind = .linkClicked
        case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED, WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED: kind = .formSubmitted
        case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: kind = .backForward
        case WEBKIT_NAVIGATION_TYPE_RELOAD: kind = .reload
        default: kind = .other
        }
        // WebKitGTK 4.1 does not say which frame navigates (the frame name is a link's
        // `target`; the request carries no frame headers): the main frame, the stricter
        // case, until the frame guard's announcement says otherwise (decideNavigation).
        return NavigationAction(
            url: url,
            isMainFrame: true,
            kind: kind,
            isUserGesture: webkit_navigation_action_is_user_gesture(navigation) != 0,
            rawURL: uri
        )
    }
}
#endif
