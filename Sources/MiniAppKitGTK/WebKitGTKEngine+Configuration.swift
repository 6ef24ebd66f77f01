#if canImport(CWebKitGTK)
extension WebKitGTKEngine {
    /// How a ``WebKitGTKEngine`` is built; fixed for the engine's life except where a
    /// property of the engine says otherwise (``WebKitGTKEngine/title``,
    /// ``WebKitGTKEngine/userAgentSuffix``).
    public struct Configuration: Sendable, Equatable {
        /// The window title.
        public var title: String
        /// The window's default width in pixels (a phone-like 400 by default).
        public var width: Int
        /// The window's default height in pixels.
        public var height: Int
        /// Enables the Web Inspector (right click → Inspect Element) for debugging.
        public var developerExtras: Bool
        /// Appended to WebKit's user agent, separated by a space (hosts identify themselves).
        public var userAgentSuffix: String?
        /// Keeps cookies, storage and caches in memory only, discarded on close (tests, previews).
        public var isEphemeral: Bool
        /// Whether the engine makes a toplevel window of its own (the default). Without
        /// one, the web view waits to be packed into a container, as ``TabShellWindow``
        /// does with one engine per tab; `title`, `width` and `height` then do nothing.
        public var createsWindow: Bool
        /// Lets a W3C WebDriver session drive this engine's page (`WebKitWebDriver`, which
        /// starts the process with `WEBKIT_INSPECTOR_SERVER` set). Only one engine of a
        /// process may accept automation; WebKit marks its page as automated
        /// (`navigator.webdriver` is `true`).
        public var acceptsAutomation: Bool
        /// The device the page is made to see (``PageEmulation``): user agent, languages,
        /// appearance, safe-area insets, network. The window's `width` and `height` are
        /// the CSS viewport; the pixel ratio is the process's (``WebKitGTKEngine/setDeviceScale(_:)``).
        public var emulation: PageEmulation
        /// WebKit feature identifiers turned on besides WebKitGTK's defaults;
        /// ``WebKitGTKEngine/iOSWebFeatures`` unless told otherwise.
        public var webFeatures: [String]
        /// Gives the page WebKit's mock camera and microphone (a test pattern and a
        /// tone) in place of the machine's devices: for tests and for runs on a machine
        /// without them (`miniapp open` under Xvfb). The host still decides each request
        /// (`MiniAppDisplay.mediaCaptureDecider`).
        public var usesMockCaptureDevices: Bool
        /// Ports of this machine the page may not reach: the host's own local services,
        /// such as the control API of `miniapp open --control`. Every request of the page
        /// (`fetch`, `XMLHttpRequest`, `sendBeacon`, an image, a form, a frame, a
        /// navigation, a redirect) to `localhost`, `127.0.0.0/8`, `0.0.0.0` or `[::1]` on
        /// one of them is cancelled in the web process before it leaves, and fails in the
        /// page as a network error. A service that must stay out of reach still checks the
        /// `Host` of what it gets: a domain that resolves to the loopback is not recognised
        /// here.
        public var refusedLocalPorts: Set<UInt16>

        /// A phone-sized window of its own, storage that outlives the engine, no inspector and WebKit's plain
        /// user agent unless told otherwise.
        public init(
            title: String = "MiniApp",
            width: Int = 400,
            height: Int = 800,
            developerExtras: Bool = false,
            userAgentSuffix: String? = nil,
            isEphemeral: Bool = false,
            createsWindow: Bool = true,
            acceptsAutomation: Bool = false,
            emulation: PageEmulation = PageEmulation(),
            webFeatures: [String] = WebKitGTKEngine.iOSWebFeatures,
            usesMockCaptureDevices: Bool = false,
            refusedLocalPorts: Set<UInt16> = []
        ) {
            self.refusedLocalPorts = refusedLocalPorts
            self.usesMockCaptureDevices = usesMockCaptureDevices
            self.emulation = emulation
            self.webFeatures = webFeatures
            self.title = title
            self.width = width
            self.height = height
            self.developerExtras = developerExtras
            self.userAgentSuffix = userAgentSuffix
            self.isEphemeral = isEphemeral
            self.createsWindow = createsWindow
            self.acceptsAutomation = acceptsAutomation
        }
    }
}
#endif
