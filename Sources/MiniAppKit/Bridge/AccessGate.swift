import Foundation

/// The first step of every call: may this sender call this action at all?
///
/// It decides on what the engine reports (see `docs/ARCHITECTURE.md`, "Access rules"):
/// - the origin of the page that sent the call, which must be the mini app's: the
///   sending main frame's own document where the engine names it (``FrameInfo``), else
///   the main frame's URL at delivery;
/// - the sending frame (WKWebView's `frameInfo`, WebKitGTK's frame guard): an iframe
///   is refused by ``AccessRule/mainFrameOnly``;
/// - the channel: a dialect's main-frame script may post to a per-launch secret
///   handler name that only it knows; anything on a package handler name while that
///   script runs comes from code that is not the script, and is refused too.
/// Host allow/deny lists narrow further.
package struct AccessGate: Sendable {
    /// The origin the page was loaded from (a packaged app's custom scheme, or a hosted page's origin).
    package var origin: WebOrigin
    /// Whether a package handler is the legitimate channel (a foreign bridge script
    /// injected into the page's own world); iframes are still told apart by their frame.
    package var trustsPublicHandler: Bool
    /// If set, only these actions may be called.
    package var allowedActions: Set<String>?
    /// These actions are refused.
    package var deniedActions: Set<String>

    package init(
        origin: WebOrigin,
        trustsPublicHandler: Bool = false,
        allowedActions: Set<String>? = nil,
        deniedActions: Set<String> = []
    ) {
        self.origin = origin
        self.trustsPublicHandler = trustsPublicHandler
        self.allowedActions = allowedActions
        self.deniedActions = deniedActions
    }

    /// The rule that refuses the call, or `nil` when it may proceed.
    package func check(_ call: CallOrigin, action: String?) -> BridgeError? {
        // The origin first: a page elsewhere is refused for what it is, whatever channel it
        // found. A main frame that names its own document is judged by it, not by the
        // view's URL, which is already the pending one while a navigation is under way.
        let page: WebOrigin? = if let frame = call.frame, frame.isMainFrame {
            frame.origin
        } else {
            call.mainFrameURL.flatMap(WebOrigin.init)
        }
        guard let page, page == origin else {
            return refusal(.sameOrigin, "only pages of \(origin) may call the bridge; the main frame shows \(page?.description ?? "no page")")
        }
        if let frame = call.frame, !frame.isMainFrame {
            return refusal(.mainFrameOnly, "only the mini app's main frame may call the bridge; this call came from an iframe")
        }
        switch call.channel {
        case .trustedBridge:
            break
        case .publicHandler where !trustsPublicHandler:
            return refusal(.mainFrameOnly, "only the mini app's main frame may call the bridge; '\(call.handler)' is the handler iframes and foreign scripts use")
        case .publicHandler:
            break
        case .navigation(let isMainFrame) where !isMainFrame:
            return refusal(.mainFrameOnly, "only the mini app's main frame may call the bridge; this navigation came from an iframe")
        case .navigation:
            break
        }
        if let action {
            if deniedActions.contains(action) || !(allowedActions?.contains(action) ?? true) {
                return refusal(.hostPolicy, "the host does not allow this mini app to call '\(action)'")
            }
        }
        return nil
    }

    private func refusal(_ rule: AccessRule, _ message: String) -> BridgeError {
        BridgeError(.accessDenied, message, rule: rule)
    }
}

