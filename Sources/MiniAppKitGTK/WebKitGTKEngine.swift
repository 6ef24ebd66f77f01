#if canImport(CWebKitGTK)
import CWebKitGTK
public import Foundation
import Logging
public import MiniAppKit

/// The Linux `WebEngine`: a WebKitGTK 4.1 web view in a GTK window.
///
/// Each engine owns its own `WebKitWebContext` (so engines with different custom schemes
/// coexist in one process), a web view and a visible window (or no window, when
/// ``Configuration/createsWindow`` is false and a ``TabShellWindow`` holds the view). Everything WebKit reports
/// arrives as GLib signals on the loop thread and reaches the `delegate` synchronously,
/// with no task or queue hop in between: script messages are the hot path.
///
/// Create engines on the main actor once a loop runs: inside ``GLibMainLoop/run(display:_:)``
/// or after ``GLibMainLoop/attach(display:)``.
///
/// ```swift
/// try await GLibMainLoop.attach()
/// let engine = try await MainActor.run { try WebKitGTKEngine() }
/// ```
@MainActor
public final class WebKitGTKEngine: WebEngine {
    package weak var delegate: (any WebEngineDelegate)?

    /// Answers `alert`, `confirm`, `prompt` and before-unload dialogs at once when no one
    /// shows them (no ``dialogPresenter``, ``showsScriptDialogs`` off), so they never block
    /// a headless run. Given the kind and message, returns whether to accept (`confirm` →
    /// `true`, `prompt` → its default text); `nil` accepts everything.
    public var dialogHandler: ((ScriptDialogKind, String) -> Bool)?
    /// Shows `alert`, `confirm` and `prompt` as real GTK dialogs a person answers, instead
    /// of answering them with ``dialogHandler`` (interactive windows; needs a window: the
    /// engine's own, or its browser window's).
    public var showsScriptDialogs = false
    /// Shows the page's dialogs the host's own way and returns the answer, however long a
    /// person takes (the page waits); wins over ``showsScriptDialogs`` and
    /// ``dialogHandler``, as `WKWebViewEngine.dialogPresenter` does. Each dialog is
    /// answered exactly once: if the engine closes first, the dialog is dismissed
    /// (`ScriptDialogReply.dismissed(_:)`), the presenter's task cancelled, and its
    /// late answer dropped.
    public var dialogPresenter: (@MainActor (ScriptDialog) async -> ScriptDialogReply)?
    /// Told of every script dialog and its answer, automatic or given by a person, in the
    /// engine's view and in its browser windows.
    public var onScriptDialog: ((ScriptDialogAnswer) -> Void)?
    /// The dialogs a presenter is answering, dismissed on close.
    let scriptDialogs = ScriptDialogQueue()

    let log = Logger(label: "MiniAppKitGTK.engine")
    let context: UnsafeMutablePointer<WebKitWebContext>
    let webView: UnsafeMutablePointer<WebKitWebView>
    let contentManager: UnsafeMutablePointer<WebKitUserContentManager>
    let settings: UnsafeMutablePointer<WebKitSettings>
    private(set) var window: UnsafeMutablePointer<GtkWidget>?
    /// Cancels pending evaluations and snapshots on close.
    let cancellable: UnsafeMutablePointer<GCancellable>
    var connections: [SignalConnection] = []
    /// Browser windows the mini app opened (§6.1), closed with the engine.
    var browserWindows: [GTKBrowserWindow] = []
    /// The page's camera and microphone requests the delegate has not answered yet,
    /// denied on close.
    let mediaCaptures = MediaCaptureQueue()
    var registeredHandlers: Set<String> = []
    /// The handlers registered with reply Promises.
    var repliedHandlers: Set<String> = []
    /// What the web process extension has reported: frame identity for messages and navigations.
    var frameGuard = FrameGuardState()
    /// The host's loads, made one at a time until each has started.
    var hostLoads = HostLoadQueue()
    /// A load failed, or was cancelled or interrupted: the `finished` WebKit sends next is
    /// its end, not reported (it is not the page the view goes on with).
    var endsFailedLoad = false
    var registeredSchemes: Set<String> = []
    /// Schemes whose navigations carry calls (``addCallScheme(_:)``), lower-cased.
    var callSchemes: Set<String> = []
    private let baseUserAgent: String
    /// The device the page is made to see; its safe-area insets also shape what the
    /// custom schemes serve (``SafeAreaRewrite``).
    let emulation: PageEmulation

    /// Whether ``close()`` ran or the window went away; a closed engine does nothing.
    public private(set) var isClosed = false
    /// Whether the first load was asked for; set-up is refused from then on (the
    /// `WebEngine` contract both engines keep).
    private(set) var hasLoaded = false

    /// Creates the window (unless the configuration says otherwise) and web view, shown
    /// at once, without loading anything.
    ///
    /// - Throws: `WebEngineError.Code.engineFailure` when called off the GLib loop thread,
    ///   or when MiniAppKit's web process extension (the `MiniAppFrameGuard` product) is
    ///   not found: without it an iframe could not be told from the mini app.
    public init(configuration: Configuration = Configuration()) throws(WebEngineError) {
        guard GLibMainLoop.isOnLoopThread else {
            throw WebEngineError(.engineFailure, "WebKitGTKEngine must be created on the GLib loop thread: run inside GLibMainLoop.run, or call `await GLibMainLoop.attach()` from a nonisolated context first")
        }
        let extensions = try FrameGuardLibrary.extensionsDirectory()
        let newContext = configuration.isEphemeral ? webkit_web_context_new_ephemeral() : webkit_web_context_new()
        guard let newContext else {
            throw WebEngineError(.engineFailure, "WebKit could not create a web context")
        }
        // Before the first view: the web process reads the folder when it starts.
        webkit_web_context_set_web_extensions_directory(newContext, extensions)
        let refused = configuration.refusedLocalPorts.sorted()
        webkit_web_context_set_web_extensions_initialization_user_data(
            newContext, refused.withUnsafeBufferPointer { miniapp_extension_data_new($0.baseAddress, gsize($0.count)) })
        Self.prepare(newContext, for: configuration.emulation)
        if configuration.acceptsAutomation { webkit_web_context_set_automation_allowed(newContext, 1) }
        let newView = configuration.acceptsAutomation
            ? miniapp_web_view_new_for_automation(newContext).map { miniapp_widget($0) }
            : webkit_web_view_new_with_context(newContext)
        guard let view = newView else {
            g_object_unref(newContext)
            throw WebEngineError(.engineFailure, "WebKit could not create a web view")
        }
        // A new web view is a floating GtkWidget: sink it so the engine owns a reference.
        g_object_ref_sink(view)
        context = newContext
        webView = UnsafeMutableRawPointer(view).assumingMemoryBound(to: WebKitWebView.self)
        contentManager = webkit_web_view_get_user_content_manager(webView)
        settings = webkit_web_view_get_settings(webView)
        cancellable = g_cancellable_new()
        baseUserAgent = configuration.emulation.userAgent ?? swiftString(webkit_settings_get_user_agent(settings)) ?? ""
        emulation = configuration.emulation
        webkit_settings_set_enable_javascript(settings, 1)
        webkit_settings_set_enable_developer_extras(settings, configuration.developerExtras ? 1 : 0)
        webkit_settings_set_enable_write_console_messages_to_stdout(settings, 0)
        enableFeature("NavigationAPI")
        enableMediaCapture(mockDevices: configuration.usesMockCaptureDevices)
        applyEmulation(configuration.emulation, features: configuration.webFeatures)
        userAgentSuffix = configuration.userAgentSuffix
        title = configuration.title
        applyUserAgent()
        if configuration.createsWindow {
            window = makeWindow(configuration)
        } else {
            gtk_widget_show(miniapp_widget(webView))
        }
        connectViewSignals()
        if configuration.acceptsAutomation { acceptAutomationSessions() }
    }

    /// The web view as a GTK widget, for a container that packs a windowless engine.
    var viewWidget: UnsafeMutablePointer<GtkWidget> { miniapp_widget(webView) }

    /// The `WebKitWebView` GObject, for tests that watch it be finalized.
    package var webViewObject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(webView) }

    /// The window title.
    public var title: String = "" {
        didSet { if let window { gtk_window_set_title(miniapp_window(window), title) } }
    }

    /// Text appended to WebKit's default user agent (after a space); `nil` for none.
    public var userAgentSuffix: String? {
        didSet { applyUserAgent() }
    }

    /// The URL of the page loaded or loading; `nil` before the first load and once closed.
    public var url: URL? {
        guard !isClosed, let uri = swiftString(webkit_web_view_get_uri(webView)) else { return nil }
        return URL(string: uri)
    }

    /// Starts loading `url` in the web view; does nothing once closed.
    ///
    /// While an earlier load has not yet started, `url` waits for it, and only the newest
    /// waiting load is made: WebKitGTK could leave the view stuck when a second load
    /// came before the first had started.
    public func load(_ url: URL) {
        guard !isClosed else { return }
        hasLoaded = true
        guard hostLoads.admit(url, showing: self.url) else { return }
        start(url)
    }

    /// Whether a set-up call may still change the engine: not once closed, nor after the
    /// first load (logged, so a host sees why its late handler never hears anything).
    func acceptsSetUp(_ what: @autoclosure () -> String) -> Bool {
        guard !isClosed else { return false }
        guard !hasLoaded else {
            log.error("set-up after the first load is ignored: \(what())")
            return false
        }
        return true
    }

    /// Ends the web process, as a crash or memory pressure would; WebKit then emits
    /// `web-process-terminated` and the engine reports `LoadEvent.webProcessTerminated`.
    /// For tests of that path (WKWebView has no public equivalent).
    package func terminateWebProcess() {
        guard !isClosed else { return }
        webkit_web_view_terminate_web_process(webView)
    }

    /// Makes a load ``load(_:)`` admitted.
    func start(_ url: URL) {
        frameGuard.announce(.init(destination: url.absoluteString, isMainFrame: true))
        webkit_web_view_load_uri(webView, url.absoluteString)
    }

    /// Goes back in the web view's history, if there is anywhere to go.
    public func goBack() {
        guard !isClosed, webkit_web_view_can_go_back(webView) != 0 else { return }
        webkit_web_view_go_back(webView)
    }

    /// Ends the page (its capture, and the document itself: an empty one replaces it),
    /// disconnects every signal, destroys the window and tells its delegate (the display);
    /// calling it again does nothing.
    public func close() {
        guard !isClosed else { return }
        tearDown()
        delegate?.webEngineDidClose(self)
    }

    /// Disconnects every signal, cancels pending work and destroys the window; no callback
    /// reaches the delegate afterwards.
    func tearDown() {
        isClosed = true
        for connection in connections { connection.disconnect() }
        connections.removeAll()
        g_cancellable_cancel(cancellable)
        webkit_web_view_stop_loading(webView)
        // The page ends with the engine, even where its view lives on (a windowless
        // engine's container keeps the widget, a host may keep the engine): its capture
        // stops, and an empty document replaces it, so its timers, audio and video stop
        // too. No signal is connected any more: nothing of it reaches the delegate.
        stopMediaCapture()
        webkit_web_view_load_uri(webView, "about:blank")
        for browser in browserWindows { browser.close() }
        browserWindows.removeAll()
        scriptDialogs.dismissAll()
        mediaCaptures.denyAll()
        if let window {
            self.window = nil
            gtk_widget_destroy(window)
        }
    }

    isolated deinit {
        if !isClosed { tearDown() }
        g_object_unref(webView)
        g_object_unref(context)
        g_object_unref(cancellable)
    }

    private func makeWindow(_ configuration: Configuration) -> UnsafeMutablePointer<GtkWidget>? {
        guard let window = gtk_window_new(GTK_WINDOW_TOPLEVEL) else { return nil }
        gtk_window_set_default_size(miniapp_window(window), gint(configuration.width), gint(configuration.height))
        gtk_container_add(miniapp_container(window), miniapp_widget(webView))
        gtk_window_set_title(miniapp_window(window), configuration.title)
        gtk_widget_show_all(window)
        return window
    }

    /// Turns on a WebKit feature by identifier; one this WebKit lacks is left alone.
    ///
    /// `NavigationAPI` (off by default in WebKitGTK 2.50): its `navigate` event is how the
    /// frame guard announces which frame starts a navigation.
    func enableFeature(_ identifier: String) {
        guard let features = webkit_settings_get_all_features() else { return }
        defer { webkit_feature_list_unref(features) }
        for index in 0..<webkit_feature_list_get_length(features) {
            guard let feature = webkit_feature_list_get(features, index),
                  swiftString(webkit_feature_get_identifier(feature)) == identifier
            else { continue }
            webkit_settings_set_feature_enabled(settings, feature, 1)
            return
        }
        if identifier == "NavigationAPI" {
            log.warning("this WebKit has no feature '\(identifier)': navigations from iframes cannot be told apart")
        } else {
            log.debug("this WebKit has no feature '\(identifier)'")
        }
    }

    private func applyUserAgent() {
        let agent = userAgentSuffix.map { "\(baseUserAgent) \($0)" } ?? baseUserAgent
        webkit_settings_set_user_agent(settings, agent)
    }
}
#endif
