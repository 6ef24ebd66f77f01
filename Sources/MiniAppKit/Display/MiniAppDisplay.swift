public import Foundation
public import Logging

/// One running mini app: its web engine, its bridge, and the rules around them.
///
/// The seed's "Display module", without UI: it serves the mini app's files on its
/// own scheme, injects the bridge, decides navigations (§7.1), pushes events (§3)
/// and closes cleanly. The host supplies the engine (a WebKitGTK window, a
/// WKWebView) and its ``MiniAppMessageDelegate``.
@MainActor
public final class MiniAppDisplay: WebEngineDelegate {
    public let identity: MiniAppIdentity
    public let manifest: MiniAppManifest
    public let source: MiniAppSource
    public let engine: any WebEngine
    public let bridge: Bridge<MiniAppDialect>
    public let configuration: MiniAppDisplayConfiguration
    /// The origin calls must come from.
    public let origin: WebOrigin
    /// The URL the mini app starts at.
    public let launchURL: URL
    /// Load events, for hosts and transcripts.
    public var onLoad: ((LoadEvent) -> Void)?
    /// Called once when the display has closed.
    public var onClose: (() -> Void)?
    public private(set) var isClosed = false
    /// Every bridge of the page, the `miniapp` one first, then those of ``add(_:)``.
    ///
    /// Kept as one stored list: it is searched for every message the page posts.
    public private(set) var bridges: [any BridgeEndpoint] = []

    private let host: any MiniAppMessageDelegate
    private let logger: Logger

    /// Prepares a display; nothing loads until ``launch()``.
    ///
    /// - Throws: ``MASDKError/metaDataFailure`` when a required permission of the
    ///   manifest is not allowed (5.6.1 refuses to load such a mini app).
    public init(
        identity: MiniAppIdentity,
        source: MiniAppSource,
        manifest: MiniAppManifest,
        host: any MiniAppMessageDelegate,
        engine: any WebEngine,
        configuration: MiniAppDisplayConfiguration,
        logger: Logger = Logger(label: "miniapp.display")
    ) throws(MASDKError) {
        self.identity = identity
        self.source = source
        self.manifest = manifest
        self.host = host
        self.engine = engine
        self.configuration = configuration
        self.logger = logger

        let appDirectory = configuration.dataDirectory.appendingPathComponent(Self.safeDirectoryName(identity.appId), isDirectory: true)
        let permissions = CustomPermissionStore(directory: appDirectory, manifest: manifest)
        for required in manifest.requiredPermissions where !permissions.isAllowed(required.name) {
            throw .metaDataFailure
        }
        let (launchURL, origin) = Self.launchLocation(for: source, appId: identity.appId, queryParams: configuration.queryParams)
        self.launchURL = launchURL
        self.origin = origin

        let dialect = MiniAppDialect(origin: origin, foreignBridgeScript: configuration.foreignBridgeScript)
        let context = MethodContext(
            app: identity,
            host: host,
            permissions: permissions,
            secureStorage: SecureStorage(directory: appDirectory, maxBytes: configuration.secureStorageMaxBytes),
            manifest: manifest
        )
        let gate = AccessGate(
            origin: origin,
            trustsPublicHandler: dialect.trustsPublicHandler,
            allowedActions: configuration.allowedActions,
            deniedActions: configuration.deniedActions
        )
        bridge = Bridge(dialect: dialect, methods: MiniAppMethods.table, gate: gate, context: context, timeout: configuration.callTimeout, logger: logger)
        bridges = [bridge]
    }

    /// The custom scheme of a packaged mini app.
    public static func scheme(for appId: String) -> String {
        "mscheme." + appId.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
    }

    /// Adds the bridge of another dialect; call before ``launch()``.
    ///
    /// Messages go to the first bridge that listens on their handler, the `miniapp`
    /// bridge first; navigations to a bridge's call scheme are run and never loaded.
    public func add(_ other: any BridgeEndpoint) {
        bridges.append(other)
    }

    /// Bridges of other dialects the page speaks besides `miniapp`.
    public var otherBridges: ArraySlice<any BridgeEndpoint> { bridges.dropFirst() }

    /// Calls still waiting for an answer, over every dialect.
    public var openCalls: Int { bridges.reduce(0) { $0 + $1.openCalls } }

    /// Serves the files, attaches the bridges and starts loading.
    public func launch() {
        engine.delegate = self
        if case .directory(let root) = source {
            engine.registerScheme(origin.scheme, handler: MiniAppFileServer(root: root))
        }
        for bridge in bridges { bridge.attach(to: engine) }
        engine.load(launchURL)
    }

    /// Sends text to the mini app as `miniappreceivejsoninfo` (the seed's `sendJsonToMiniApp`).
    public func sendJsonToMiniApp(_ text: String) {
        bridge.push(.receiveJSON(text))
    }

    /// Tells the mini app the host went to the background or came back.
    public func setActive(_ active: Bool) {
        bridge.push(active ? .resume("Host app did become active") : .pause("Host app will resign active"))
    }

    /// Tells the mini app about the keyboard (the seed's `keyboardShown` / `keyboardHidden`).
    public func keyboard(shown: Bool, navigationBarHeight: Double, screenHeight: Double = 0, keyboardHeight: Double = 0) {
        bridge.push(.keyboard(shown: shown, navigationBarHeight: navigationBarHeight, screenHeight: screenHeight, keyboardHeight: keyboardHeight))
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

    /// Answers what is still open, then closes the engine.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        for bridge in bridges { bridge.detach() }
        engine.close()
        onClose?()
    }

    // MARK: - WebEngineDelegate

    public func webEngine(_ engine: any WebEngine, didReceive message: EngineMessage) {
        guard !isClosed, let listener = bridges.first(where: { $0.listens(on: message.handler) }) else { return }
        listener.receive(message)
    }

    public func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) -> NavigationDecision {
        if let interceptor = otherBridges.first(where: { $0.intercepts(action.url) }) {
            if !isClosed { interceptor.receive(navigation: action) }
            return .cancel
        }
        return NavigationPolicy(origin: origin, external: configuration.externalNavigation).decide(action, display: self)
    }

    public func webEngine(_ engine: any WebEngine, didChange event: LoadEvent) {
        onLoad?(event)
        if case .finished(let url) = event, let url, WebOrigin(url) == origin {
            announceSecureStorage()
        }
    }

    public func webEngineDidClose(_ engine: any WebEngine) {
        close()
    }

    // MARK: -

    /// Sends `miniappsecurestorageready` or `…loaderror` once the page has its bridge
    /// (§3: after each main-frame load, not racing the injection as 5.6.1 does).
    private func announceSecureStorage() {
        let storage = bridge.context.secureStorage
        Task { @MainActor [weak self] in
            let ready = (try? await storage.load()) != nil
            self?.bridge.push(ready ? .secureStorageReady : .secureStorageLoadError)
        }
    }

    /// Hands a URL to the host, with the pause/resume events around it (§7.1).
    func handOff(_ url: URL) {
        bridge.push(.pause("MiniApp opened external webview"))
        let host = self.host
        Task { @MainActor [weak self] in
            await host.openExternal(url)
            self?.bridge.push(.externalWebViewClosed(url.absoluteString))
            self?.bridge.push(.resume("MiniApp close external webview"))
        }
    }

    /// Hands a `data:` URL to the host's download service (§7.1).
    func download(dataURL url: URL) {
        guard bridge.context.permissions.isAllowed(.fileDownload) else { return }
        let host = self.host
        Task { @MainActor in
            try? await host.downloadFile(FileDownloadRequest(fileName: "download", url: url.absoluteString, headers: [:]))
        }
    }

    func openWithSystem(_ url: URL) {
        let host = self.host
        Task { @MainActor in await host.openExternal(url) }
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
