#if canImport(WebKit)
public import Foundation
import Logging
public import MiniAppKit
public import WebKit

/// The Apple engine: a `WKWebView` behind MiniAppKit's engine seam, at parity with
/// `WebKitGTKEngine` on Linux.
///
/// A host makes one, hands it to a ``MiniAppKit/MiniAppDisplay`` and shows ``view``
/// (or lets ``MiniAppView``, ``MiniAppViewController`` or ``MiniAppSwiftUIView`` do it):
///
/// ```swift
/// let engine = WKWebViewEngine(configuration: .init(isInspectable: true))
/// let display = try MiniAppDisplay(identity: identity, source: .directory(appURL), engine: engine,
///                                  dialects: [.miniApp(host: host, manifest: manifest)],
///                                  configuration: MiniAppDisplayConfiguration(dataDirectory: dataURL))
/// ```
///
/// The `WKWebView` is made at the first load, from everything the display set up
/// before (its scheme, handlers and scripts): WebKit copies a configuration when it
/// makes a view, so a scheme registered on it later would never be served. Until then
/// ``view`` is an empty container the web view will fill.
///
/// Everything WebKit reports reaches the display inside WebKit's own callback, on the
/// main thread, through the completion-handler forms of its delegate methods: a reply
/// or a navigation decision takes no task hop.
@MainActor
public final class WKWebViewEngine: WebEngine {
    package weak var delegate: (any WebEngineDelegate)?

    /// How the engine was built.
    public let configuration: Configuration

    /// Shows the page's `alert`, `confirm` and `prompt` (`WKUIDelegate`), in the mini app
    /// and in its browser windows, the host's own way, and returns the answer however long
    /// a person takes (the page waits). Wins over ``showsScriptDialogs`` and
    /// ``dialogHandler``, as `WebKitGTKEngine.dialogPresenter` does. Each dialog is
    /// answered exactly once: if the engine closes first, the dialog is dismissed
    /// (`ScriptDialogReply.dismissed(_:)`: an alert OK, anything else Cancel), the
    /// presenter's task cancelled (take the dialog down then), and its late answer dropped.
    ///
    /// ```swift
    /// engine.dialogPresenter = { dialog in await myAlerts.ask(dialog) }
    /// ```
    public var dialogPresenter: (@MainActor (ScriptDialog) async -> ScriptDialogReply)?

    /// Shows the page's dialogs as the platform's own alert when no ``dialogPresenter``
    /// is set: a `UIAlertController` over the topmost view controller of the web view's
    /// window on iOS, an `NSAlert` sheet on its window on macOS. On by default, as in
    /// Safari and Capacitor (WebKitGTK's engine, built for headless runs, defaults to off).
    /// A web view in no window (a test, a view not shown yet) cannot show one: its dialogs
    /// are answered at once (``dialogHandler``).
    public var showsScriptDialogs = true

    /// Answers `alert`, `confirm` and `prompt` at once when no one shows them (no
    /// ``dialogPresenter``, and ``showsScriptDialogs`` off or no window). Given the kind
    /// and the message, returns whether to accept (`confirm` → `true`, `prompt` → its
    /// default text); `nil` accepts everything, as `WebKitGTKEngine` does, so a page never
    /// waits on a dialog nobody shows.
    public var dialogHandler: ((ScriptDialogKind, String) -> Bool)?

    /// Told of every dialog and its answer, automatic or given by a person, in the mini
    /// app and in its browser windows: the lines `miniapp open` writes to its transcript
    /// on WebKitGTK (`WebKitGTKEngine.onScriptDialog`).
    public var onScriptDialog: ((ScriptDialogAnswer) -> Void)?

    /// Reads a device permission's status for the mini app's `getPermissionStatus` when
    /// the host answers nothing itself; `nil` (the default) answers `unknown`. The engine
    /// reads none itself, so that it links neither AVFoundation nor Photos (App Store
    /// Connect may ask an app that does for their purpose strings); a host opts in with the
    /// MiniAppKitSystemPermissions product: `engine.permissionStatusReader = SystemPermissions.status(of:)`.
    public var permissionStatusReader: ((DevicePermissionName) -> DevicePermissionStatus)?

    /// Where the mini app appears: an empty view until the first load, then the web view,
    /// filling it. Put this in the host's view hierarchy.
    public let view: PlatformView

    /// The web view, from the first load until ``close()``, which lets go of it.
    public private(set) var webView: WKWebView?

    /// Whether ``close()`` ran or the page closed itself; a closed engine does nothing.
    public private(set) var isClosed = false

    /// The mini app's `allowBackForwardNavigationGestures` (§6.1), when it asked before
    /// the web view existed; it wins over the configuration's setting.
    var navigationGesturesOverride: Bool?

    let log = Logger(label: "MiniAppKitWebKit.engine")
    /// The view's configuration, set up until the first load.
    let webConfiguration: WKWebViewConfiguration
    /// Handlers already registered (WebKit raises an exception on a second one of a name).
    var registeredHandlers: Set<String> = []
    /// Schemes already registered (the same).
    var registeredSchemes: Set<String> = []
    /// Schemes whose navigations carry calls, lower-cased.
    var callSchemes: Set<String> = []
    /// The browser windows open now (``showBrowserWindow(_:)``), closed with the engine.
    var browserWindows: [WKBrowserWindow] = []
    /// Camera and microphone requests waiting for the delegate's answer, denied by ``close()``.
    let mediaCaptures = MediaCaptureQueue()
    /// Dialogs a presenter is answering, dismissed by ``close()``.
    let scriptDialogs = ScriptDialogQueue()
    /// Receives WebKit's navigation, UI and message callbacks, holding the engine weakly
    /// (WebKit retains its message handlers; the engine must not be kept alive by them).
    private(set) lazy var relay = EngineRelay(engine: self)

    /// An engine with nothing loaded; its web view is made at the first load.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        webConfiguration = WKWebViewConfiguration()
        webConfiguration.defaultWebpagePreferences.allowsContentJavaScript = true
        webConfiguration.websiteDataStore = configuration.makeWebsiteDataStore()
        if let suffix = configuration.userAgentSuffix {
            // Appended, as on Linux: WebKit's own application name ("Mobile/15E148" on
            // iOS) is what many sites look for.
            webConfiguration.applicationNameForUserAgent = [webConfiguration.applicationNameForUserAgent, suffix]
                .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        }
        webConfiguration.mediaTypesRequiringUserActionForPlayback = configuration.mediaPlaybackRequiresUserAction ? .all : []
        #if canImport(UIKit)
        webConfiguration.allowsInlineMediaPlayback = configuration.allowsInlineMediaPlayback
        #endif
        view = PlatformView(frame: .zero)
    }

    /// The main frame's URL; `nil` before the first load and once closed.
    public var url: URL? {
        guard !isClosed else { return nil }
        return webView?.url
    }

    /// Starts loading `url`, making the web view first if this is the first load.
    public func load(_ url: URL) {
        guard !isClosed else { return }
        makeWebViewIfNeeded().load(URLRequest(url: url))
    }

    /// Goes back in the page's history, if there is anywhere to go.
    public func goBack() {
        guard !isClosed, let webView, webView.canGoBack else { return }
        webView.goBack()
    }

    /// Ends the page and lets go of the web view: stops loading, pauses its media, ends
    /// its camera and microphone capture and its picture-in-picture and full-screen video,
    /// removes it from ``view`` and releases it (WebKit then closes its page and its web
    /// content process), closes its browser windows, removes its handlers, answers the
    /// dialogs and denies the camera and microphone requests still waiting, and tells the
    /// display; calling it again does nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        if let webView {
            Self.endPage(of: webView)
            self.webView = nil
        }
        webConfiguration.userContentController.removeAllScriptMessageHandlers()
        closeBrowserWindows()
        scriptDialogs.dismissAll()
        mediaCaptures.denyAll()
        delegate?.webEngineDidClose(self)
    }

    /// Stops everything `webView`'s page runs that outlives a view the host still holds
    /// for a moment (an animation, a view hierarchy not yet torn down): whatever keeps the
    /// web view alive, its page plays and captures nothing more.
    static func endPage(of webView: WKWebView) {
        webView.stopLoading()
        webView.navigationDelegate = nil
        webView.uiDelegate = nil
        webView.pauseAllMediaPlayback()
        webView.closeAllMediaPresentations()
        webView.setCameraCaptureState(.none)
        webView.setMicrophoneCaptureState(.none)
        webView.removeFromSuperview()
    }

    /// Whether a set-up call may still change the engine: not once closed, nor once the
    /// web view exists (logged, so a host sees why its late handler never hears anything).
    func acceptsSetUp(_ what: @autoclosure () -> String) -> Bool {
        guard !isClosed else { return false }
        guard webView == nil else {
            log.error("set-up after the first load is ignored: \(what())")
            return false
        }
        return true
    }

    private func makeWebViewIfNeeded() -> WKWebView {
        if let webView { return webView }
        let webView = WKWebView(frame: view.bounds, configuration: webConfiguration)
        webView.navigationDelegate = relay
        webView.uiDelegate = relay
        webView.isInspectable = configuration.isInspectable
        webView.allowsBackForwardNavigationGestures = navigationGesturesOverride ?? configuration.allowsBackForwardNavigationGestures
        view.fill(with: webView)
        self.webView = webView
        return webView
    }

    /// Reports a load step, unless closed.
    func report(_ event: LoadEvent) {
        guard !isClosed else { return }
        delegate?.webEngine(self, didChange: event)
    }
}
#endif
