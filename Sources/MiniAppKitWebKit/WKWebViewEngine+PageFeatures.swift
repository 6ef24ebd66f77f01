#if canImport(WebKit)
package import MiniAppKit
import WebKit

// What the `miniapp` dialect's defaults for js-miniapp's newer actions ask of the engine
// (docs/protocols/miniapp.md §6.1): back and forward swipe gestures, the cookies of
// the web view's store when that store is the mini app's own (an ephemeral store, or one
// of the mini app's identifier), and device permission statuses when the host plugged in
// a reader. The default store may be shared with the host's other web views, and a mini
// app must not read their cookies: with it, none are offered.

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

    /// The store is the mini app's own (``Configuration/isEphemeral`` or
    /// ``Configuration/websiteDataStoreIdentifier``), so its cookies are this mini app's only.
    package var readsCookies: Bool { !isClosed && configuration.ownsWebsiteDataStore }

    /// Every cookie of the engine's store (`WKHTTPCookieStore.allCookies()`); `nil` when
    /// the store may hold anyone else's.
    package func cookies() async -> [(name: String, value: String)]? {
        guard readsCookies else { return nil }
        return await webConfiguration.websiteDataStore.httpCookieStore.allCookies().map { ($0.name, $0.value) }
    }

    /// What ``permissionStatusReader`` reads; `nil` (so `unknown`) without one.
    package func devicePermissionStatus(_ permission: DevicePermissionName) async -> DevicePermissionStatus? {
        permissionStatusReader?(permission)
    }
}
#endif
