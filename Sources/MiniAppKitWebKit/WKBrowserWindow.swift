#if canImport(WebKit)
import Foundation
import MiniAppKit
import WebKit
#if !canImport(UIKit) && canImport(AppKit)
import AppKit
#endif

/// A browser window of its own for a mini app's in-app browsers and `loadUsingHTMLString`
/// (docs/protocols/miniapp.md §6.1), as `GTKBrowserWindow` is on Linux: a plain
/// `WKWebView` in a `WKWebsiteDataStore.nonPersistent()` store, so it shares no cookies,
/// storage or bridge with the mini app, and runs none of its scripts or handlers.
///
/// iOS presents it modally, in a navigation controller with a Done button (and with
/// controls, back and forward buttons in its toolbar); macOS shows it in a window of its
/// own (WKBrowserWindow+UIKit.swift, WKBrowserWindow+AppKit.swift). An HTML page ends at
/// the first navigation to its callback URL, which is never loaded; whatever closes the
/// window first (the user, the page itself, the page's engine) ends it as closed.
@MainActor
final class WKBrowserWindow: NSObject {
    /// The window's web view.
    let webView: WKWebView
    /// The page's title before the web page has one.
    let initialTitle: String
    /// Whether the window has back and forward buttons.
    let hasControls: Bool
    private let callbackPrefix: String?
    /// Closes what the platform shows (set when presented).
    var dismissChrome: (() -> Void)?
    private var continuation: CheckedContinuation<BrowserWindowPage.Outcome, Never>?
    private var ending: BrowserWindowPage.Outcome?
    /// Called once the window is gone, whatever ended it.
    var onEnd: ((WKBrowserWindow) -> Void)?
    /// The mini app's engine, which answers the page's dialogs as it answers its own.
    weak var dialogEngine: WKWebViewEngine?
    #if !canImport(UIKit) && canImport(AppKit)
    /// macOS: the window, held until it closes (AppKit does not release it: `isReleasedWhenClosed` is off).
    var window: NSWindow?
    /// macOS: follow the page's title into the window's, and its history into the buttons.
    var observations: [NSKeyValueObservation] = []
    #endif

    /// A window for `page`, not shown yet (``present(from:)``).
    init(page: BrowserWindowPage) {
        let configuration = WKWebViewConfiguration()
        configuration.websiteDataStore = .nonPersistent()
        configuration.defaultWebpagePreferences.allowsContentJavaScript = true
        #if canImport(UIKit)
        configuration.allowsInlineMediaPlayback = true
        #endif
        webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 800, height: 600), configuration: configuration)
        switch page {
        case .web(let request, let controls):
            callbackPrefix = nil
            hasControls = controls
            initialTitle = request.url.host ?? request.url.absoluteString
        case .html(_, let baseURL, let prefix):
            callbackPrefix = prefix
            hasControls = false
            initialTitle = baseURL?.host ?? ""
        }
        super.init()
        webView.navigationDelegate = self
        webView.uiDelegate = self
        webView.allowsBackForwardNavigationGestures = hasControls
    }

    /// Sends the mini app's request as it asked: its method, its headers, and its form
    /// as an `application/x-www-form-urlencoded` body. WebKit sends any method a
    /// `URLRequest` names, so no shape needs a detour.
    func load(_ request: BrowserPageRequest) {
        webView.load(request.urlRequest)
    }

    /// Shows `html` with `baseURL` as its address.
    func load(html: String, baseURL: URL?) {
        webView.loadHTMLString(html, baseURL: baseURL)
    }

    /// Waits for an HTML page's callback, or for the window to close.
    func outcome() async -> BrowserWindowPage.Outcome {
        if let ending { return ending }
        return await withCheckedContinuation { continuation in
            self.continuation = continuation
        }
    }

    /// Closes the window (the user, or the mini app's engine going away); an HTML page
    /// waiting ends as closed.
    func close() {
        end(.closed)
    }

    /// The platform refused to show the window (iOS: the view controller to present from
    /// was busy or gone): an HTML page waiting ends as failed, with `reason`.
    func refused(_ reason: String) {
        end(.failed(reason))
    }

    /// The platform's window went away without ``close()``: the user dismissed it.
    func chromeDidClose() {
        dismissChrome = nil
        end(.closed)
    }

    /// Ends the window once: answers a waiting HTML page, takes the chrome down, and
    /// lets the engine forget the window.
    private func end(_ outcome: BrowserWindowPage.Outcome) {
        guard ending == nil else { return }
        ending = outcome
        continuation?.resume(returning: outcome)
        continuation = nil
        webView.stopLoading()
        webView.navigationDelegate = nil
        webView.uiDelegate = nil
        let dismiss = dismissChrome
        dismissChrome = nil
        dismiss?()
        let ended = onEnd
        onEnd = nil
        ended?(self)
    }
}

extension WKBrowserWindow: WKNavigationDelegate {
    /// A navigation to the callback ends an HTML page with its full URL, unloaded.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        guard let prefix = callbackPrefix, let target = navigationAction.request.url?.absoluteString, target.hasPrefix(prefix) else {
            decisionHandler(.allow)
            return
        }
        decisionHandler(.cancel)
        end(.intercepted(target))
    }
}

extension WKBrowserWindow: WKUIDelegate {
    /// A link or `window.open` for a new window loads in this one (a browser window has
    /// no tabs), where the navigation delegate sees it: a callback opened that way ends
    /// an HTML page too.
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        webView.load(navigationAction.request)
        return nil
    }

    /// The page closed itself (`window.close()`): so does the window.
    func webViewDidClose(_ webView: WKWebView) {
        close()
    }

    /// The page's dialogs are the engine's (its presenter, its alerts over this window,
    /// its automatic answers and its record), as in the mini app's own view.
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable () -> Void
    ) {
        WKWebViewEngine.answer(ScriptDialog(kind: .alert, message: message), by: dialogEngine, in: webView) { _ in completionHandler() }
    }

    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
        WKWebViewEngine.answer(ScriptDialog(kind: .confirm, message: message), by: dialogEngine, in: webView) { completionHandler($0.accepted) }
    }

    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void
    ) {
        let dialog = ScriptDialog(kind: .prompt, message: prompt, defaultText: defaultText ?? "")
        WKWebViewEngine.answer(dialog, by: dialogEngine, in: webView) { completionHandler($0.accepted ? $0.text : nil) }
    }
}
#endif
