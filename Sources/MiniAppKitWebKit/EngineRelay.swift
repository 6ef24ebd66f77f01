#if canImport(WebKit)
import Foundation
import Logging
import MiniAppKit
import WebKit

/// Takes WebKit's callbacks for one ``WKWebViewEngine``: messages, navigation decisions,
/// load steps, dialogs, new windows, camera and microphone requests and `window.close()`.
///
/// A separate object so the engine's public surface stays small, and so WebKit, which
/// retains its message handlers, holds only this relay and never the engine. Every
/// callback but a camera or microphone request (which waits for the host) answers
/// through WebKit's completion handler before it returns (the reply and the decision
/// take no task hop), and with the engine gone answers as a blank view would: nothing
/// delivered, navigations allowed, dialogs dismissed, capture denied. A dialog a person
/// answers waits for them (WKWebViewEngine+Dialogs.swift).
@MainActor
final class EngineRelay: NSObject {
    weak var engine: WKWebViewEngine?

    init(engine: WKWebViewEngine) {
        self.engine = engine
    }
}

// MARK: - Messages

extension EngineRelay: WKScriptMessageHandler, WKScriptMessageHandlerWithReply {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        engine?.deliver(message, reply: nil)
    }

    func userContentController(
        _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
    ) {
        let reply = ScriptMessageReply { value in
            let (result, error) = ScriptValueConversion.replyArguments(value)
            replyHandler(result, error)
        }
        // A reply nobody keeps settles with `null` when released (ScriptMessageReply).
        engine?.deliver(message, reply: reply)
    }
}

extension WKWebViewEngine {
    /// Hands a posted message to the display, with the frame WebKit says sent it.
    func deliver(_ message: WKScriptMessage, reply: ScriptMessageReply?) {
        guard !isClosed else { return }
        let frame = Self.frame(message.frameInfo)
        delegate?.webEngine(self, didReceive: EngineMessage(
            handler: message.name, body: ScriptValueConversion.messageBody(message.body),
            mainFrameURL: url, frame: frame, reply: reply))
    }
}

// MARK: - Navigation

extension EngineRelay: WKNavigationDelegate {
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        decisionHandler(engine?.decide(navigationAction) ?? .allow)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        engine?.report(.started(webView.url))
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        engine?.report(.committed(webView.url))
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        engine?.report(.finished(webView.url))
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        engine?.reportFailure(error, in: webView)
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        engine?.reportFailure(error, in: webView)
    }

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        engine?.report(.webProcessTerminated(webView.url))
    }
}

extension WKWebViewEngine {
    /// Asks the display about a navigation, naming the frame that navigates, or for a
    /// call scheme the frame that started it.
    ///
    /// A new window (no target frame) is let through here and asked where WebKit makes
    /// it (`createWebViewWith`): `window.open` comes there with no decision before it, so
    /// that is the one place both ways are asked, as on Linux. A call is never loaded,
    /// whatever the display says.
    func decide(_ navigationAction: WKNavigationAction) -> WKNavigationActionPolicy {
        guard navigationAction.targetFrame != nil else { return .allow }
        guard let action = seamAction(from: navigationAction, newWindow: false) else { return .allow }
        let allowed = decide(action) == .allow
        return allowed && !isCallScheme(action.url) ? .allow : .cancel
    }

    /// Asks the display about `action`; allowed when closed or without a display.
    func decide(_ action: NavigationAction) -> NavigationDecision {
        guard !isClosed, let delegate else { return .allow }
        return delegate.webEngine(self, decidePolicyFor: action)
    }

    /// Whether a navigation to `url` carries a call (``addCallScheme(_:)``).
    func isCallScheme(_ url: URL) -> Bool {
        callSchemes.contains(url.scheme?.lowercased() ?? "")
    }

    /// Reads WebKit's navigation action into the seam's.
    func seamAction(from navigationAction: WKNavigationAction, newWindow: Bool) -> NavigationAction? {
        guard let url = navigationAction.request.url else { return nil }
        let kind: NavigationAction.Kind = switch navigationAction.navigationType {
        case _ where newWindow: .newWindow
        case .linkActivated: .linkClicked
        case .formSubmitted, .formResubmitted: .formSubmitted
        case .backForward: .backForward
        case .reload: .reload
        default: .other
        }
        let isMainFrame: Bool
        var sourceFrame: FrameInfo?
        if isCallScheme(url) {
            // The frame whose document started it; none known is refused as an iframe's.
            sourceFrame = nilSafe(navigationAction.sourceFrame).map(Self.frame)
            isMainFrame = sourceFrame?.isMainFrame ?? false
        } else {
            // A new window loads in this view's main frame (`createWebViewWith`).
            isMainFrame = navigationAction.targetFrame?.isMainFrame ?? true
        }
        return NavigationAction(
            url: url, isMainFrame: isMainFrame, kind: kind,
            isUserGesture: navigationAction.navigationType == .linkActivated,
            rawURL: url.absoluteString, sourceFrame: sourceFrame)
    }

    /// A frame as the seam names it: its document's URL and origin at the moment it sent
    /// or navigated (`WKFrameInfo` is a snapshot of the sender, taken in its web process;
    /// the view's `url` is the pending navigation's while one is under way).
    static func frame(_ info: WKFrameInfo) -> FrameInfo {
        let origin = info.securityOrigin
        let port = origin.port == 0 ? nil : origin.port
        let named = origin.protocol.isEmpty || origin.host.isEmpty ? nil : WebOrigin(scheme: origin.protocol, host: origin.host, port: port)
        // WebKit reports the scheme's default port as 0, and as itself when the page names it.
        let normalized = named.flatMap { named in URL(string: named.description + "/").flatMap(WebOrigin.init) } ?? named
        return FrameInfo(isMainFrame: info.isMainFrame, url: info.request.url, origin: normalized)
    }

    /// Reports a failed load, unless it was cancelled or replaced; a load a media
    /// document took over ("plug-in handled load") finished, as on WebKitGTK.
    func reportFailure(_ error: any Error, in webView: WKWebView) {
        guard !ScriptValueConversion.isCancellation(error) else { return }
        let failing = (error as NSError).userInfo[NSURLErrorFailingURLErrorKey] as? URL
        if ScriptValueConversion.isPluginHandledLoad(error) {
            report(.finished(failing ?? webView.url))
            return
        }
        report(.failed(failing ?? webView.url, message: error.localizedDescription))
    }
}

/// `value` as the optional it may really be: WebKit declares
/// `WKNavigationAction.sourceFrame` nonnull, yet hands `nil` for some navigations (one
/// started by another app, a restored session). Reading it as an optional keeps a
/// `nil` from crashing the host.
private func nilSafe<Object: AnyObject>(_ value: Object) -> Object? {
    unsafeBitCast(value, to: Object?.self)
}

// MARK: - Dialogs, windows

extension EngineRelay: WKUIDelegate {
    /// A new window (`window.open`, a `target="_blank"` link) is asked as `.newWindow`
    /// in the main frame and, allowed, loads in this view: a mini app has one view. A
    /// call's new window is asked and never loaded; one to `about:` (`window.open()`) is
    /// neither asked nor loaded (`NavigationAction.opensInTheView`).
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        guard let engine, !engine.isClosed,
              let action = engine.seamAction(from: navigationAction, newWindow: true), action.opensInTheView,
              engine.decide(action) == .allow, !engine.isCallScheme(action.url)
        else { return nil }
        webView.load(navigationAction.request)
        return nil
    }

    /// `window.close()`: the page closes the mini app, as on Linux.
    func webViewDidClose(_ webView: WKWebView) {
        engine?.close()
    }

    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable () -> Void
    ) {
        WKWebViewEngine.answer(ScriptDialog(kind: .alert, message: message), by: engine, in: webView) { _ in completionHandler() }
    }

    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
        WKWebViewEngine.answer(ScriptDialog(kind: .confirm, message: message), by: engine, in: webView) { completionHandler($0.accepted) }
    }

    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void
    ) {
        let dialog = ScriptDialog(kind: .prompt, message: prompt, defaultText: defaultText ?? "")
        WKWebViewEngine.answer(dialog, by: engine, in: webView) { completionHandler($0.accepted ? $0.text : nil) }
    }

    /// `getUserMedia`: the display decides instead of WebKit's own prompt, as on Linux
    /// (``WKWebViewEngine/decideMediaCapture(_:decisionHandler:)``). The request names
    /// the page (the main frame's URL), as WebKitGTK's does, not `origin` (which may be
    /// an iframe's).
    func webView(
        _ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin,
        initiatedByFrame frame: WKFrameInfo, type: WKMediaCaptureType,
        decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
    ) {
        guard let engine else { return decisionHandler(.deny) }
        engine.decideMediaCapture(type, decisionHandler: decisionHandler)
    }
}

#endif
