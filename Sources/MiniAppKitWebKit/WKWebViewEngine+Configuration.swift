#if canImport(WebKit)
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
        /// (`WKWebsiteDataStore.nonPersistent()`): previews and tests.
        public var isEphemeral: Bool
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

        /// Storage that outlives the engine, no inspector, inline media that waits for
        /// a tap, and WebKit's plain user agent, unless told otherwise.
        public init(
            isInspectable: Bool = false,
            userAgentSuffix: String? = nil,
            isEphemeral: Bool = false,
            allowsInlineMediaPlayback: Bool = true,
            mediaPlaybackRequiresUserAction: Bool = true,
            allowsBackForwardNavigationGestures: Bool = false,
            allowsCrossOriginSchemeRequests: Bool = false
        ) {
            self.isInspectable = isInspectable
            self.userAgentSuffix = userAgentSuffix
            self.isEphemeral = isEphemeral
            self.allowsInlineMediaPlayback = allowsInlineMediaPlayback
            self.mediaPlaybackRequiresUserAction = mediaPlaybackRequiresUserAction
            self.allowsBackForwardNavigationGestures = allowsBackForwardNavigationGestures
            self.allowsCrossOriginSchemeRequests = allowsCrossOriginSchemeRequests
        }
    }
}
#endif
