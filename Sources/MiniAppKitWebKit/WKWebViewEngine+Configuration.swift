#if canImport(WebKit)
public import Foundation

extension WKWebViewEngine {
    /// How a ``WKWebViewEngine`` is built, mirroring `WebKitGTKEngine.Configuration`; fixed
    /// for the engine's life (WebKit copies a view's configuration when it makes the view).
    public struct Configuration: Sendable, Equatable {
        /// Lets Safari's Web Inspector attach (Develop menu); off in release builds of a
        /// host unless it says otherwise. `WKWebView.isInspectable`.
        public var isInspectable: Bool
        /// Appended to WebKit's user agent (`applicationNameForUserAgent`), so the mini
        /// app's server can tell which host it runs in.
        public var userAgentSuffix: String?
        /// Keeps cookies, storage and caches in memory only, discarded with the engine
        /// (`WKWebsiteDataStore.nonPersistent()`): previews and tests. The store is the
        /// engine's own, so the mini app may read its cookies (`getAllCookies`).
        public var isEphemeral: Bool
        /// A persistent website data store of the mini app's own
        /// (`WKWebsiteDataStore(forIdentifier:)`): its cookies, storage and caches outlive
        /// the engine and are shared with no other web view, so the mini app may read its
        /// cookies (`getAllCookies`). Give each mini app its own, the same at every launch:
        /// ``websiteDataStoreIdentifier(forAppId:)`` derives one from the app's id. `nil`
        /// (the default) uses `WKWebsiteDataStore.default()`, which the host's other web
        /// views may share, so the mini app reads no cookies. Ignored when ``isEphemeral``.
        public var websiteDataStoreIdentifier: UUID?
        /// iOS: plays `<video>` inline instead of full screen (a mini app is a page of
        /// its own, not a web page with a player). Ignored on macOS.
        public var allowsInlineMediaPlayback: Bool
        /// Whether audio and video wait for a tap before playing (WebKit's default);
        /// false lets a mini app autoplay.
        public var mediaPlaybackRequiresUserAction: Bool
        /// Swipes go back and forward in the mini app's history.
        public var allowsBackForwardNavigationGestures: Bool
        /// The mini app's own scheme answers cross-origin requests (CORS), as WebKitGTK's
        /// engine registers it: a page of another origin inside the mini app (an
        /// iframe) may then `fetch` the mini app's files. Off by default.
        public var allowsCrossOriginSchemeRequests: Bool

        /// Storage that outlives the engine (in the default store), no inspector, inline
        /// media that waits for a tap, and WebKit's plain user agent, unless told otherwise.
        public init(
            isInspectable: Bool = false,
            userAgentSuffix: String? = nil,
            isEphemeral: Bool = false,
            allowsInlineMediaPlayback: Bool = true,
            mediaPlaybackRequiresUserAction: Bool = true,
            allowsBackForwardNavigationGestures: Bool = false,
            allowsCrossOriginSchemeRequests: Bool = false,
            websiteDataStoreIdentifier: UUID? = nil
        ) {
            self.isInspectable = isInspectable
            self.userAgentSuffix = userAgentSuffix
            self.isEphemeral = isEphemeral
            self.allowsInlineMediaPlayback = allowsInlineMediaPlayback
            self.mediaPlaybackRequiresUserAction = mediaPlaybackRequiresUserAction
            self.allowsBackForwardNavigationGestures = allowsBackForwardNavigationGestures
            self.allowsCrossOriginSchemeRequests = allowsCrossOriginSchemeRequests
            self.websiteDataStoreIdentifier = websiteDataStoreIdentifier
        }
    }
}
#endif
