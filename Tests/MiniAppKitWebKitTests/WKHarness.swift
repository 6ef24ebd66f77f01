#if canImport(WebKit)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitWebKit
import WebKit
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// The conformance suite's harness for `WKWebViewEngine`.
@MainActor
struct WKHarness: EngineHarness {
    /// WKWebView names the frame of every navigation (`targetFrame`, and for a call
    /// scheme `sourceFrame`): an iframe's navigations are the iframe's, whatever the scheme.
    let facts = EngineFacts(attributesNonWebNavigationsToTheirFrame: true)

    func makeEngine() -> WKWebViewEngine {
        let engine = WKWebViewEngine(configuration: .init(isEphemeral: true))
        // A phone-sized view, as a host's layout gives it (the web view, made at the first
        // load, fills it): a view of no size lays out and snapshots nothing.
        engine.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        return engine
    }

    /// Ends the web content process. WebKit has no public API for it (the system ends
    /// the process under memory pressure; a crash does too), so this TEST-ONLY hook calls
    /// WKWebView's private `_killWebContentProcess` through the Objective-C runtime. It
    /// must never move into the engine or any shipped code: App Review rejects private
    /// selectors, and WebKit may drop it in any release.
    func terminateWebProcess(of engine: WKWebViewEngine) throws {
        #if canImport(ObjectiveC)
        guard let webView = engine.webView else {
            throw CheckFailure(expected: "a web view to end the process of", actual: "none: nothing was loaded yet")
        }
        let selector = NSSelectorFromString("_killWebContentProcess")
        guard webView.responds(to: selector) else {
            throw CheckFailure(expected: "WKWebView to answer _killWebContentProcess (test-only)", actual: "this WebKit does not")
        }
        _ = webView.perform(selector)
        #else
        throw CheckFailure(expected: "the Objective-C runtime to end the web process with", actual: "none on this platform")
        #endif
    }

    func setDialogHandler(_ handler: ((ScriptDialogKind, String) -> Bool)?, on engine: WKWebViewEngine) {
        engine.dialogHandler = handler
    }

    func setDialogPresenter(_ presenter: (@MainActor (ScriptDialog) async -> ScriptDialogReply)?, on engine: WKWebViewEngine) {
        engine.dialogPresenter = presenter
    }

    func observeDialogs(_ observer: ((ScriptDialogAnswer) -> Void)?, on engine: WKWebViewEngine) {
        engine.onScriptDialog = observer
    }

    func openBrowserWindowCount(of engine: WKWebViewEngine) -> Int {
        engine.openBrowserWindowCount
    }

    func webViewProbe(of engine: WKWebViewEngine) -> @MainActor () -> Bool {
        weak let webView = engine.webView
        return { webView != nil }
    }
}
#endif
