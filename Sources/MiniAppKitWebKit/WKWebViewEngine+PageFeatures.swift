#if canImport(WebKit)
import MiniAppKit
import WebKit

// What the `miniapp` dialect's defaults for js-miniapp's newer actions ask of the engine
// (docs/protocols/miniapp.md §6.1). Cookies are not offered: the web view's data store
// may be shared with the host's other web views, and a mini app must not read those.

extension WKWebViewEngine {
    /// `WKWebView` has back and forward swipe gestures (`allowsBackForwardNavigationGestures`).
    package var offersBackForwardNavigationGestures: Bool { !isClosed }

    /// Turns the swipe gestures on or off, now or, before the first load, when the web
    /// view is made (WKWebView.h: `allowsBackForwardNavigationGestures`).
    package func setBackForwardNavigationGestures(_ allowed: Bool) -> Bool {
        guard !isClosed else { return false }
        navigationGesturesOverride = allowed
        webView?.allowsBackForwardNavigationGestures = allowed
        return true
    }
}
#endif
