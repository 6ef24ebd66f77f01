#if canImport(CWebKitGTK)
/// What a ``WebKitGTKEngine`` makes its page believe about the device it runs on: the
/// user agent, languages, light or dark appearance, safe-area insets, network and the
/// `navigator`/`screen` facts an iOS web view reports.
///
/// WebKitGTK runs on a Linux desktop; a mini app is written for a phone. Each field
/// reaches the page through the most truthful mechanism WebKitGTK offers (see
/// `docs/HOST-PROFILE.md`, "Device"); the default changes nothing but the languages.
public struct PageEmulation: Sendable, Equatable {
    /// Light or dark, as CSS `prefers-color-scheme` reports it.
    public enum ColorScheme: String, Sendable, Equatable, CaseIterable {
        case light, dark
    }

    /// The page's network, as `fetch`, `XMLHttpRequest` and `navigator.onLine` see it.
    public enum Network: Sendable, Equatable {
        /// The machine's network, as it is.
        case online
        /// No network: every http(s) and WebSocket load fails (the mini app's own files,
        /// served from its bundle, still load, as on a device), `navigator.onLine` is false.
        case offline
        /// Every `fetch` and `XMLHttpRequest` answer reaches the page `latency` later.
        case slow(latency: Duration)
    }

    /// Insets of the screen's unsafe edges in CSS pixels, as `env(safe-area-inset-*)`
    /// reports them.
    public struct SafeAreaInsets: Sendable, Equatable {
        /// Under the status bar or the camera housing.
        public var top: Double
        /// Beside the camera housing in landscape.
        public var right: Double
        /// Above the home indicator.
        public var bottom: Double
        /// Beside the camera housing in landscape, on the other side.
        public var left: Double

        /// Insets in CSS pixels.
        public init(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) {
            self.top = top
            self.right = right
            self.bottom = bottom
            self.left = left
        }
    }

    /// The whole user agent, replacing WebKitGTK's (the engine's
    /// ``WebKitGTKEngine/userAgentSuffix`` still follows it); WebKitGTK's when `nil`.
    public var userAgent: String?
    /// `navigator.language` (the first) and `navigator.languages`, as BCP 47 tags
    /// (`ja-JP`); WebKit's own (the process locale) when empty.
    public var languages: [String]
    /// `prefers-color-scheme`; the desktop's when `nil`. GTK has one setting for the
    /// whole process, so every engine of the process shares the last one set.
    public var colorScheme: ColorScheme?
    /// `env(safe-area-inset-*)` in the CSS and HTML the engine's custom schemes serve;
    /// WebKit's zeros when `nil`.
    public var safeAreaInsets: SafeAreaInsets?
    /// The network the page sees.
    public var network: Network
    /// `navigator.platform` (`iPhone`, `iPad`, `MacIntel`); WebKitGTK's when `nil`.
    public var platform: String?
    /// `navigator.maxTouchPoints` (5 on an iPhone or iPad); WebKitGTK's when `nil`.
    public var maxTouchPoints: Int?
    /// `screen.width` and `screen.height` (and their `avail` forms) in CSS pixels; the
    /// X screen's when `nil`.
    public var screenSize: (width: Int, height: Int)? {
        get { screenWidth.flatMap { width in screenHeight.map { (width, $0) } } }
        set {
            screenWidth = newValue?.width
            screenHeight = newValue?.height
        }
    }
    private var screenWidth: Int?
    private var screenHeight: Int?

    /// No emulation: the page sees WebKitGTK on Linux, online.
    public init(
        userAgent: String? = nil, languages: [String] = [], colorScheme: ColorScheme? = nil,
        safeAreaInsets: SafeAreaInsets? = nil, network: Network = .online, platform: String? = nil,
        maxTouchPoints: Int? = nil, screenSize: (width: Int, height: Int)? = nil
    ) {
        self.userAgent = userAgent
        self.languages = languages
        self.colorScheme = colorScheme
        self.safeAreaInsets = safeAreaInsets
        self.network = network
        self.platform = platform
        self.maxTouchPoints = maxTouchPoints
        self.screenWidth = screenSize?.width
        self.screenHeight = screenSize?.height
    }
}
#endif
