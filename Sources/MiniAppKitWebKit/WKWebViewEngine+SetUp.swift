#if canImport(WebKit)
import Logging
package import MiniAppKit
import WebKit

extension WKWebViewEngine {
    /// Adds `script` to every matching document; its allow-list becomes a test of
    /// `location.href` around it (`WKUserScript` has no allow-list of its own).
    package func addUserScript(_ script: UserScript) {
        guard acceptsSetUp("user script") else { return }
        let time: WKUserScriptInjectionTime = script.injectionTime == .documentStart ? .atDocumentStart : .atDocumentEnd
        let source = UserScriptAllowList(script.allowList).guarding(script.source)
        webConfiguration.userContentController.addUserScript(
            WKUserScript(source: source, injectionTime: time, forMainFrameOnly: script.frames == .mainFrameOnly, in: .page))
    }

    /// Listens on `window.webkit.messageHandlers.<name>` in the page's world; a second
    /// handler of the same name is ignored (WebKit would raise an exception).
    package func addMessageHandler(named name: String, replies: Bool) {
        guard acceptsSetUp("message handler '\(name)'"), registeredHandlers.insert(name).inserted else { return }
        let controller = webConfiguration.userContentController
        if replies {
            controller.addScriptMessageHandler(relay, contentWorld: .page, name: name)
        } else {
            controller.add(relay, contentWorld: .page, name: name)
        }
    }

    /// Serves `scheme://…` from `handler`. A scheme WebKit handles itself (`http`,
    /// `file`…) or one already registered is refused and logged: WebKit would raise an
    /// exception.
    package func registerScheme(_ scheme: String, handler: any SchemeHandler) {
        guard acceptsSetUp("scheme '\(scheme)'") else { return }
        guard !WKWebView.handlesURLScheme(scheme), registeredSchemes.insert(scheme.lowercased()).inserted else {
            log.error("scheme '\(scheme)' is WebKit's own or already registered: not served by the mini app")
            return
        }
        let task = SchemeTaskHandler(handler: handler, allowsCrossOrigin: configuration.allowsCrossOriginSchemeRequests)
        webConfiguration.setURLSchemeHandler(task, forURLScheme: scheme)
    }

    /// Navigations to `scheme` carry calls: each is reported with the frame that
    /// started it (`WKNavigationAction.sourceFrame`), so an iframe's call is refused.
    package func addCallScheme(_ scheme: String) {
        guard acceptsSetUp("call scheme '\(scheme)'") else { return }
        callSchemes.insert(scheme.lowercased())
    }
}
#endif
