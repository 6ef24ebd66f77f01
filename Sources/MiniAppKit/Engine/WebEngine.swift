package import Foundation

/// A web view, seen only through what the bridge needs from it.
///
/// The bridge and the dialects never touch WebKitGTK or WKWebView directly: they
/// inject scripts, listen on message handlers, serve custom schemes, decide
/// navigations and evaluate JavaScript through this protocol. `MiniAppKitGTK`
/// implements it on Linux, `MiniAppKitWebKit` on Apple platforms, and tests may use
/// a fake. Everything runs on the main actor because both engines deliver their
/// callbacks on the main thread.
///
/// ## Set-up comes before the view loads
///
/// Set-up calls (`addUserScript`, `addMessageHandler`, `registerScheme`,
/// `addCallScheme`) are accepted until the first `load`; after it, every engine ignores
/// them and logs why. WebKit fixes a view's configuration when it is made (WKWebView.h:
/// changing it afterwards "has no effect on the web view"), so `WKWebViewEngine` builds
/// its `WKWebView` at the first `load`, from everything set up before; `WebKitGTKEngine`
/// refuses late set-up the same way, so a host sees one rule on both platforms.
/// ``MiniAppDisplay`` does all of its set-up in its initializer.
@MainActor
package protocol WebEngine: AnyObject {
    /// Receives messages, navigation questions and load events.
    var delegate: (any WebEngineDelegate)? { get set }

    /// The main frame's current URL, as the engine knows it now.
    var url: URL? { get }

    /// Adds a script that runs in every matching document the engine loads.
    func addUserScript(_ script: UserScript)

    /// Listens on `window.webkit.messageHandlers.<name>`.
    ///
    /// - Parameters:
    ///   - name: the handler name the page posts to.
    ///   - replies: when true, `postMessage` returns a Promise in the sending frame and
    ///     each ``EngineMessage`` carries a ``ScriptMessageReply`` that settles it.
    func addMessageHandler(named name: String, replies: Bool)

    /// Serves every request for `scheme://…` from `handler`.
    func registerScheme(_ scheme: String, handler: any SchemeHandler)

    /// Navigations to `scheme` carry calls (a dialect's ``Dialect/callSchemes``): the
    /// engine reports each with the frame whose document started it, and never loads one.
    ///
    /// WKWebView reads that from `WKNavigationAction.sourceFrame`. WebKitGTK names no
    /// frame in its policy decisions, so its engine lets such a navigation run as far as
    /// its response, where the main frame is known, and answers it there.
    func addCallScheme(_ scheme: String)

    /// Starts loading `url` in the main frame.
    func load(_ url: URL)

    /// Evaluates `source` in the main frame and returns the result as JSON text
    /// (`nil` for `undefined`).
    ///
    /// - Throws: ``WebEngineError`` when the script throws or the engine fails.
    func evaluateJavaScript(_ source: String) async throws(WebEngineError) -> String?

    /// Evaluates `source` in the main frame without waiting for, or converting, its result.
    ///
    /// The cheap path for replies and pushed events: nothing comes back.
    func runJavaScript(_ source: String)

    /// Renders the visible page as PNG data.
    func snapshotPNG() async throws(WebEngineError) -> Data

    /// Navigates back in the main frame's history, if it can.
    func goBack()

    /// Stops loading, detaches handlers and releases the web view.
    func close()

    /// Whether ``setBackForwardNavigationGestures(_:)`` can apply (the mini app's
    /// `allowBackForwardNavigationGestures`, §6). Defaults to `false`.
    var offersBackForwardNavigationGestures: Bool { get }

    /// Turns the back and forward swipe gestures on or off; `false` when the engine has none.
    func setBackForwardNavigationGestures(_ allowed: Bool) -> Bool

    /// Whether ``cookies()`` can read the engine's cookies. Defaults to `false`.
    var readsCookies: Bool { get }

    /// Every cookie of the engine's own store (the mini app's `getAllCookies`, §6.1);
    /// `nil` when it cannot read them. Only an engine whose store belongs to this one
    /// mini app may answer, so no mini app reads another's cookies.
    func cookies() async -> [(name: String, value: String)]?

    /// Whether ``showBrowserWindow(_:)`` can open a window. Defaults to `false`.
    var opensBrowserWindows: Bool { get }

    /// Shows `page` in a browser window of its own: returns ``BrowserWindowPage/Outcome/opened``
    /// once a web page is showing, and for HTML waits until it reaches its callback or is closed.
    func showBrowserWindow(_ page: BrowserWindowPage) async -> BrowserWindowPage.Outcome

    /// The status of a device permission as the engine's platform records it (the mini
    /// app's `getPermissionStatus`, §6.1); `nil` when it records none.
    func devicePermissionStatus(_ permission: DevicePermissionName) async -> DevicePermissionStatus?
}

/// What an engine may offer beyond the seam's core, for the defaults of js-miniapp's
/// newer actions (§6). Each has a default that says "not offered", so an engine that
/// lacks it needs no code and the action keeps its "not supported" answer.
extension WebEngine {
    /// No swipe gestures.
    package var offersBackForwardNavigationGestures: Bool { false }
    /// Nothing to turn on.
    package func setBackForwardNavigationGestures(_ allowed: Bool) -> Bool { false }
    /// No cookie access.
    package var readsCookies: Bool { false }
    /// No cookie access.
    package func cookies() async -> [(name: String, value: String)]? { nil }
    /// No browser windows.
    package var opensBrowserWindows: Bool { false }
    /// No browser windows.
    package func showBrowserWindow(_ page: BrowserWindowPage) async -> BrowserWindowPage.Outcome { .failed("this engine opens no browser windows") }
    /// No record of device permissions.
    package func devicePermissionStatus(_ permission: DevicePermissionName) async -> DevicePermissionStatus? { nil }
}
