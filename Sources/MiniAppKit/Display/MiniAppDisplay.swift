public import Foundation
package import Logging

/// One running mini app: its web engine, the endpoints of the dialects its page
/// speaks, and the rules around them.
///
/// The seed's "Display module", without UI: it serves the mini app's files on its
/// own scheme, attaches each dialect it is given (``DialectAttachment``), routes the
/// engine's messages and navigations to their endpoints, decides the other
/// navigations (§7.1), tells the endpoints what happens around the page
/// (`LifecycleEvent`) and closes cleanly. The host supplies the engine (a WebKitGTK
/// window, a WKWebView) and, per dialect, its provider for that dialect.
///
/// ```swift
/// let display = try MiniAppDisplay(
///     identity: MiniAppIdentity(appId: "demo"),
///     source: .directory(appURL),
///     engine: try WebKitGTKEngine(),
///     dialects: [.miniApp(host: MyHost(), manifest: manifest), .wallet(MyWallet())],
///     configuration: MiniAppDisplayConfiguration(dataDirectory: dataDirectory))
/// display.launch()
/// ```
@MainActor
public final class MiniAppDisplay: WebEngineDelegate {
    /// Which mini app this is; its `appId` names its scheme and its data directory.
    public let identity: MiniAppIdentity
    /// Where the mini app's files come from: a local directory served on its own scheme, or the web.
    public let source: MiniAppSource
    package let engine: any WebEngine
    /// The settings the display was made with; fixed for its lifetime.
    public let configuration: MiniAppDisplayConfiguration
    /// The origin calls must come from.
    public let origin: WebOrigin
    /// The URL the mini app starts at (with the launch parameters a dialect adds, such
    /// as `telegram`'s hash).
    public private(set) var launchURL: URL
    /// Load events, for hosts and transcripts.
    package var onLoad: ((LoadEvent) -> Void)?
    /// Called once when the display has closed.
    public var onClose: (() -> Void)?
    /// Whether ``MiniAppDisplay/close()`` has run; a closed display ignores the page's messages and the host's back action.
    public private(set) var isClosed = false
    /// The endpoint of every dialect the page speaks, in the order the dialects were given.
    ///
    /// Kept as one stored list: it is searched for every message the page posts.
    package private(set) var endpoints: [any RoutedEndpoint] = []
    /// Opens what leaves the mini app: `tel:` and `mailto:` links and main-frame
    /// navigations to other origins (§7.1). The platform's own handler by default
    /// (`UIScene.open` from the mini app's window scene, `NSWorkspace.open`, `xdg-open`: `ExternalOpener`); the
    /// `miniapp` dialect hands them to its host's `openExternal`, as 5.6.1 does, and a
    /// host may set its own.
    public var externalOpener: @MainActor (URL) async -> Void = { await ExternalOpener.open($0) }
    /// Called after the web content process ended (a crash, or iOS reclaiming memory
    /// from a page in the background), once the display has answered the page's open
    /// calls and started reloading it, or, when the page keeps ending its process, decided
    /// not to (MiniAppDisplay+WebProcess.swift).
    public var onWebProcessTerminated: (() -> Void)?
    /// When the web content process ended lately, for the reload limit.
    var webProcessTerminations = WebProcessTerminations()

    let logger: Logger

    /// Set by the mini app's `forceInternalWebView` (§6) when the host leaves it to the
    /// SDK: while set, it replaces ``MiniAppDisplayConfiguration/externalNavigation``.
    package var externalNavigationOverride: MiniAppDisplayConfiguration.ExternalNavigation?

    /// Called each time the mini app reports it has finished loading (js-miniapp's
    /// `miniAppFinishedLoading`, §6): the moment to end a splash screen.
    public var onMiniAppFinishedLoading: (() -> Void)?

    /// Decides the page's requests to capture from the camera or microphone
    /// (`getUserMedia`): `true` allows the request, `false` denies it. Asked once per
    /// request, with every device it names; it may ask the user and take its time.
    ///
    /// Denies by default, so a host that sets nothing keeps its page off the devices.
    /// Each answer is remembered for ``mediaCaptureStatus(_:)`` and `getPermissionStatus`
    /// (see `MiniAppDisplay+MediaCapture.swift`).
    public var mediaCaptureDecider: @MainActor (MediaCaptureRequest) async -> Bool = { _ in false }
    /// The answers ``mediaCaptureDecider`` gave, by device.
    var mediaCaptureRecord = MediaCaptureRecord()

    /// Prepares a display and attaches `dialects`, in order, and sets up the engine (the
    /// mini app's scheme, the dialects' handlers and scripts) before anything can load
    /// or show it; nothing loads until ``launch()``.
    ///
    /// - Throws: what a dialect's factory throws: ``MASDKError/metaDataFailure`` from
    ///   the `miniapp` dialect when a required permission of the manifest is not
    ///   allowed (5.6.1 refuses to load such a mini app).
    package init(
        identity: MiniAppIdentity,
        source: MiniAppSource,
        engine: any WebEngine,
        dialects: [DialectAttachment],
        configuration: MiniAppDisplayConfiguration,
        logger: Logger = Logger(label: "miniapp.display")
    ) throws(MASDKError) {
        self.identity = identity
        self.source = source
        self.engine = engine
        self.configuration = configuration
        self.logger = logger
        let (launchURL, origin) = Self.launchLocation(for: source, appId: identity.appId, queryParams: configuration.queryParams)
        self.launchURL = launchURL
        self.origin = origin
        for dialect in dialects {
            endpoints.append(try dialect.endpoint(for: self))
        }
        self.launchURL = endpoints.reduce(launchURL) { url, endpoint in endpoint.launchURL(url) }
        engine.delegate = self
        if case .directory(let root) = source {
            engine.registerScheme(origin.scheme, handler: MiniAppFileServer(root: root))
        }
        for endpoint in endpoints { endpoint.attach(to: engine) }
    }

    /// The custom scheme of a packaged mini app: `mscheme.` and the app id, lower-cased,
    /// in ASCII letters, digits, `-` and `.` (other ASCII characters left out); a
    /// character beyond ASCII becomes `+` and its UTF-8 bytes in hex (`café` →
    /// `mscheme.caf+c3a9`), so two such ids never share a scheme.
    ///
    /// URL schemes are ASCII (RFC 3986): `URL(string:)` rejects any other, and WebKit
    /// raises an exception for one in `setURLSchemeHandler`, which would crash a host that
    /// builds its own identity in the display's initializer.
    public static func scheme(for appId: String) -> String {
        var scheme = "mscheme."
        for scalar in appId.precomposedStringWithCanonicalMapping.lowercased().unicodeScalars {
            if scalar.isASCII {
                let character = Character(scalar)
                if character.isLetter || character.isNumber || character == "-" || character == "." { scheme.unicodeScalars.append(scalar) }
            } else {
                scheme += "+" + String(scalar).utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            }
        }
        return scheme
    }

    /// Where this mini app's data lives: `<dataDirectory>/<appId>/` (its secure storage
    /// and custom permissions, for the dialects that keep them).
    public var appDataDirectory: URL {
        configuration.dataDirectory.appendingPathComponent(Self.safeDirectoryName(identity.appId), isDirectory: true)
    }

    /// The first endpoint of type `Endpoint` (a dialect's endpoint class), if the page
    /// speaks that dialect: how dialect-specific API finds its endpoint.
    public func endpoint<Endpoint: BridgeEndpoint>(_ type: Endpoint.Type) -> Endpoint? {
        for endpoint in endpoints {
            if let found = endpoint as? Endpoint { return found }
        }
        return nil
    }

    /// Calls still waiting for an answer, over every dialect.
    public var openCalls: Int { endpoints.reduce(0) { $0 + $1.openCalls } }

    /// Whether ``launch()`` has run.
    public private(set) var hasLaunched = false

    /// Starts loading the mini app; later calls do nothing (a container that launches
    /// the display when first shown, and a host that launches it too, load it once).
    public func launch() {
        guard !isClosed, !hasLaunched else { return }
        hasLaunched = true
        engine.load(launchURL)
    }

    /// Tells the page's dialects the host went to the background or came back (with
    /// the `miniapp` dialect, `miniapppause` / `miniappresume`).
    public func setActive(_ active: Bool) {
        notify(.hostActiveChanged(active))
    }

    /// Takers of the host's back action (a dialect's back override), asked in order;
    /// one that returns true has handled it.
    public var backInterceptors: [@MainActor () -> Bool] = []

    /// The host's back action (a back button, a swipe): a dialect that overrides it
    /// gets it; otherwise the page goes back in its history.
    public func back() {
        guard !isClosed else { return }
        for interceptor in backInterceptors where interceptor() { return }
        engine.goBack()
    }

    /// Answers what is still open, closes the engine (which lets go of its web view and
    /// ends its page, with whatever it played or captured), calls ``onClose`` once, and
    /// lets go of everything the host gave it.
    ///
    /// A closed display holds no endpoint, no host and no closure of the host's, so a
    /// host that refers to the display from its own objects (`host.onClose = {
    /// display.close() }`, the README's form) forms no cycle with it: once the host lets
    /// go of it, the display, its engine and its web view are freed. Until it closes, a
    /// display keeps its page running, and what the host gave it alive: close every
    /// display a host is done with.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        for endpoint in endpoints { endpoint.detach() }
        engine.close()
        let closed = onClose
        releaseHostReferences()
        closed?()
    }

    /// Lets go of what the host and the dialects gave the display, which may refer back
    /// to it: the endpoints (and through them each dialect's host), and every closure.
    private func releaseHostReferences() {
        endpoints.removeAll()
        onClose = nil
        onLoad = nil
        onWebProcessTerminated = nil
        onMiniAppFinishedLoading = nil
        backInterceptors.removeAll()
        externalOpener = { _ in }
        mediaCaptureDecider = { _ in false }
    }

    // MARK: - WebEngineDelegate

    package func webEngine(_ engine: any WebEngine, didReceive message: EngineMessage) {
        guard !isClosed, let listener = endpoints.first(where: { $0.listens(on: message.handler) }) else { return }
        listener.receive(message)
    }

    package func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) -> NavigationDecision {
        if let interceptor = endpoints.first(where: { $0.intercepts(action.url) }) {
            if !isClosed { interceptor.receive(navigation: action) }
            return .cancel
        }
        return NavigationPolicy(origin: origin, external: externalNavigationOverride ?? configuration.externalNavigation).decide(action, display: self)
    }

    package func webEngine(_ engine: any WebEngine, didChange event: LoadEvent) {
        onLoad?(event)
        switch event {
        case .finished(let url?) where WebOrigin(url) == origin:
            notify(.pageLoaded(url))
        case .webProcessTerminated(let url):
            recoverFromTerminatedProcess(showing: url)
        default:
            break
        }
    }

    package func webEngineDidClose(_ engine: any WebEngine) {
        close()
    }

    // MARK: -

    /// Tells every endpoint, in order.
    private func notify(_ event: LifecycleEvent) {
        for endpoint in endpoints { endpoint.handle(event) }
    }

    /// The mini app reported it has finished loading (§6).
    func miniAppFinishedLoading() {
        logger.info("the mini app finished loading", metadata: ["miniapp.app": "\(identity.appId)"])
        onMiniAppFinishedLoading?()
    }

    /// Whether the engine has back and forward swipe gestures (§6).
    var offersNavigationGestures: Bool { engine.offersBackForwardNavigationGestures }

    /// Turns the engine's swipe gestures on or off; whether that applied (§6).
    func setBackForwardNavigationGestures(_ allowed: Bool) -> Bool {
        engine.setBackForwardNavigationGestures(allowed)
    }

    /// Whether the engine can open browser windows of its own (§6.1).
    var opensBrowserWindows: Bool { engine.opensBrowserWindows }

    /// Shows `page` in a browser window of the engine's (§6.1).
    func showBrowserWindow(_ page: BrowserWindowPage) async -> BrowserWindowPage.Outcome {
        await engine.showBrowserWindow(page)
    }

    /// Whether the engine can read the page's cookies (§6).
    var readsCookies: Bool { engine.readsCookies }

    /// The cookies of the mini app's own web view, by name (§6.1).
    func pageCookies() async -> [MiniAppCookie]? {
        await engine.cookies()?
            .map { MiniAppCookie(name: $0.name, value: $0.value) }
            .sorted { ($0.name, $0.value) < ($1.name, $1.value) }
    }

    /// Hands a URL to the external opener, telling the endpoints before and after (§7.1).
    func handOff(_ url: URL) {
        notify(.externalPageOpened(url))
        let open = externalOpener
        Task { @MainActor [weak self] in
            await open(url)
            self?.notify(.externalPageClosed(url))
        }
    }

    /// A `data:` URL the page navigated to: a download request for the dialects (§7.1).
    func download(dataURL url: URL) {
        notify(.downloadRequested(url))
    }

    func openWithSystem(_ url: URL) {
        let open = externalOpener
        Task { @MainActor in await open(url) }
    }

    private static func launchLocation(for source: MiniAppSource, appId: String, queryParams: String?) -> (URL, WebOrigin) {
        switch source {
        case .directory:
            let scheme = scheme(for: appId)
            let base = "\(scheme)://miniapp/index.html"
            let query = queryParams.map { $0.replacingOccurrences(of: " ", with: "%20") } ?? ""
            let url = (query.isEmpty ? nil : URL(string: base + "?" + query)) ?? URL(string: base) ?? URL(fileURLWithPath: "/")
            return (url, WebOrigin(scheme: scheme, host: "miniapp"))
        case .remote(let url):
            var launch = url
            if let queryParams, !queryParams.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
                components.percentEncodedQuery = [components.percentEncodedQuery, queryParams.replacingOccurrences(of: " ", with: "%20")]
                    .compactMap { $0 }.joined(separator: "&")
                launch = components.url ?? url
            }
            return (launch, WebOrigin(url) ?? WebOrigin(scheme: "about", host: "invalid"))
        }
    }

    /// An app id as a single, safe directory name (where its data lives under the data directory).
    public static func safeDirectoryName(_ appId: String) -> String {
        let cleaned = appId.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" }
        let name = String(cleaned).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return name.isEmpty ? "_" : name
    }
}
