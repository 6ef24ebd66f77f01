// Objective-C `@optional` protocol members, each as a protocol of its own, without a
// default implementation: test-only declarations with no counterpart in Apple's SDK
// (scripts/compare-apple-stubs compares their methods, not these names).
//
// Apple's delegate protocols (WKNavigationDelegate, WKUIDelegate) are all `@optional`:
// a conformer implements any member, and a method that nearly matches one (a misspelt
// label, a handler without `@Sendable`) compiles silently and is never called. The stub
// protocols have no requirements, as conformers see them on Apple platforms; the SDK's
// delegates assert, in the probe Tests/MiniAppKitWebKitTests/DelegateMemberProbe.swift,
// conformance to the member protocols of each method they implement: with no default
// anywhere, only a method of exactly that name and type satisfies one.

/// WKNavigationDelegate.h's `@optional` members (see the file's header).
/// Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
public enum WKNavigationDelegateMember {
    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction
    /// decisionHandler:(WK_SWIFT_UI_ACTOR void (^)(WKNavigationActionPolicy))decisionHandler WK_SWIFT_ASYNC(3)`.
    /// Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DecidePolicyForNavigationAction: WKNavigationDelegate {
        func webView(
            _ webView: WKWebView,
            decidePolicyFor navigationAction: WKNavigationAction,
            decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
        )
    }

    /// WKNavigationDelegate.h: the async form of `-webView:decidePolicyForNavigationAction:decisionHandler:`.
    /// Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DecidePolicyForNavigationActionAsync: WKNavigationDelegate {
        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy
    }

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction
    /// preferences:(WKWebpagePreferences *)preferences
    /// decisionHandler:(WK_SWIFT_UI_ACTOR void (^)(WKNavigationActionPolicy, WKWebpagePreferences *))decisionHandler`.
    /// Available iOS 13.0, macOS 10.15.
    @available(iOS 13.0, macOS 10.15, *)
    @MainActor
    public protocol DecidePolicyForNavigationActionWithPreferences: WKNavigationDelegate {
        func webView(
            _ webView: WKWebView,
            decidePolicyFor navigationAction: WKNavigationAction,
            preferences: WKWebpagePreferences,
            decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
        )
    }

    /// WKNavigationDelegate.h: the async form of `-webView:decidePolicyForNavigationAction:preferences:decisionHandler:`.
    /// Available iOS 13.0, macOS 10.15.
    @available(iOS 13.0, macOS 10.15, *)
    @MainActor
    public protocol DecidePolicyForNavigationActionWithPreferencesAsync: WKNavigationDelegate {
        func webView(
            _ webView: WKWebView,
            decidePolicyFor navigationAction: WKNavigationAction,
            preferences: WKWebpagePreferences
        ) async -> (WKNavigationActionPolicy, WKWebpagePreferences)
    }

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView decidePolicyForNavigationResponse:(WKNavigationResponse *)navigationResponse
    /// decisionHandler:(WK_SWIFT_UI_ACTOR void (^)(WKNavigationResponsePolicy))decisionHandler`.
    /// Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DecidePolicyForNavigationResponse: WKNavigationDelegate {
        func webView(
            _ webView: WKWebView,
            decidePolicyFor navigationResponse: WKNavigationResponse,
            decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
        )
    }

    /// WKNavigationDelegate.h: the async form of `-webView:decidePolicyForNavigationResponse:decisionHandler:`.
    /// Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DecidePolicyForNavigationResponseAsync: WKNavigationDelegate {
        func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async -> WKNavigationResponsePolicy
    }

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didStartProvisionalNavigation:(null_unspecified WKNavigation *)navigation`.
    /// Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DidStartProvisionalNavigation: WKNavigationDelegate {
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    }

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView
    /// didReceiveServerRedirectForProvisionalNavigation:(null_unspecified WKNavigation *)navigation`.
    /// Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DidReceiveServerRedirect: WKNavigationDelegate {
        func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    }

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didFailProvisionalNavigation:(null_unspecified WKNavigation *)navigation
    /// withError:(NSError *)error`. Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DidFailProvisionalNavigation: WKNavigationDelegate {
        func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    }

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didCommitNavigation:(null_unspecified WKNavigation *)navigation`
    /// (Swift: `didCommit`). Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DidCommitNavigation: WKNavigationDelegate {
        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    }

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didFinishNavigation:(null_unspecified WKNavigation *)navigation`
    /// (Swift: `didFinish`). Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DidFinishNavigation: WKNavigationDelegate {
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    }

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didFailNavigation:(null_unspecified WKNavigation *)navigation
    /// withError:(NSError *)error` (Swift: `didFail`). Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DidFailNavigation: WKNavigationDelegate {
        func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    }

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didReceiveAuthenticationChallenge:(NSURLAuthenticationChallenge *)challenge
    /// completionHandler:(WK_SWIFT_UI_ACTOR void (^)(NSURLSessionAuthChallengeDisposition, NSURLCredential * _Nullable))completionHandler`.
    /// Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DidReceiveAuthenticationChallenge: WKNavigationDelegate {
        func webView(
            _ webView: WKWebView,
            didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        )
    }

    /// WKNavigationDelegate.h: the async form of `-webView:didReceiveAuthenticationChallenge:completionHandler:`
    /// (Swift: `respondTo`). Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol DidReceiveAuthenticationChallengeAsync: WKNavigationDelegate {
        func webView(
            _ webView: WKWebView,
            respondTo challenge: URLAuthenticationChallenge
        ) async -> (URLSession.AuthChallengeDisposition, URLCredential?)
    }

    /// WKNavigationDelegate.h: `- (void)webViewWebContentProcessDidTerminate:(WKWebView *)webView`.
    /// Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    @MainActor
    public protocol WebContentProcessDidTerminate: WKNavigationDelegate {
        func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
    }
}

/// WKUIDelegate.h's `@optional` members (see the file's header).
/// Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
public enum WKUIDelegateMember {
    /// WKUIDelegate.h: `- (nullable WKWebView *)webView:(WKWebView *)webView createWebViewWithConfiguration:(WKWebViewConfiguration *)configuration
    /// forNavigationAction:(WKNavigationAction *)navigationAction windowFeatures:(WKWindowFeatures *)windowFeatures`.
    /// Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol CreateWebView: WKUIDelegate {
        func webView(
            _ webView: WKWebView,
            createWebViewWith configuration: WKWebViewConfiguration,
            for navigationAction: WKNavigationAction,
            windowFeatures: WKWindowFeatures
        ) -> WKWebView?
    }

    /// WKUIDelegate.h: `- (void)webViewDidClose:(WKWebView *)webView`. Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    @MainActor
    public protocol DidClose: WKUIDelegate {
        func webViewDidClose(_ webView: WKWebView)
    }

    /// WKUIDelegate.h: `- (void)webView:(WKWebView *)webView runJavaScriptAlertPanelWithMessage:(NSString *)message
    /// initiatedByFrame:(WKFrameInfo *)frame completionHandler:(WK_SWIFT_UI_ACTOR void (^)(void))completionHandler`.
    /// Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol RunJavaScriptAlertPanel: WKUIDelegate {
        func webView(
            _ webView: WKWebView,
            runJavaScriptAlertPanelWithMessage message: String,
            initiatedByFrame frame: WKFrameInfo,
            completionHandler: @escaping @MainActor @Sendable () -> Void
        )
    }

    /// WKUIDelegate.h: the async form of `-webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:`.
    @MainActor
    public protocol RunJavaScriptAlertPanelAsync: WKUIDelegate {
        func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo) async
    }

    /// WKUIDelegate.h: `- (void)webView:(WKWebView *)webView runJavaScriptConfirmPanelWithMessage:(NSString *)message
    /// initiatedByFrame:(WKFrameInfo *)frame completionHandler:(WK_SWIFT_UI_ACTOR void (^)(BOOL result))completionHandler`.
    /// Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol RunJavaScriptConfirmPanel: WKUIDelegate {
        func webView(
            _ webView: WKWebView,
            runJavaScriptConfirmPanelWithMessage message: String,
            initiatedByFrame frame: WKFrameInfo,
            completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
        )
    }

    /// WKUIDelegate.h: the async form of `-webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:`.
    @MainActor
    public protocol RunJavaScriptConfirmPanelAsync: WKUIDelegate {
        func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo) async -> Bool
    }

    /// WKUIDelegate.h: `- (void)webView:(WKWebView *)webView runJavaScriptTextInputPanelWithPrompt:(NSString *)prompt
    /// defaultText:(nullable NSString *)defaultText initiatedByFrame:(WKFrameInfo *)frame
    /// completionHandler:(WK_SWIFT_UI_ACTOR void (^)(NSString * _Nullable result))completionHandler`.
    /// Available iOS 8.0, macOS 10.10.
    @MainActor
    public protocol RunJavaScriptTextInputPanel: WKUIDelegate {
        func webView(
            _ webView: WKWebView,
            runJavaScriptTextInputPanelWithPrompt prompt: String,
            defaultText: String?,
            initiatedByFrame frame: WKFrameInfo,
            completionHandler: @escaping @MainActor @Sendable (String?) -> Void
        )
    }

    /// WKUIDelegate.h: the async form of `-webView:runJavaScriptTextInputPanelWithPrompt:defaultText:initiatedByFrame:completionHandler:`.
    @MainActor
    public protocol RunJavaScriptTextInputPanelAsync: WKUIDelegate {
        func webView(
            _ webView: WKWebView,
            runJavaScriptTextInputPanelWithPrompt prompt: String,
            defaultText: String?,
            initiatedByFrame frame: WKFrameInfo
        ) async -> String?
    }

    /// WKUIDelegate.h: `- (void)webView:(WKWebView *)webView requestMediaCapturePermissionForOrigin:(WKSecurityOrigin *)origin
    /// initiatedByFrame:(WKFrameInfo *)frame type:(WKMediaCaptureType)type
    /// decisionHandler:(WK_SWIFT_UI_ACTOR void (^)(WKPermissionDecision decision))decisionHandler`.
    /// Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    @MainActor
    public protocol RequestMediaCapturePermission: WKUIDelegate {
        func webView(
            _ webView: WKWebView,
            requestMediaCapturePermissionFor origin: WKSecurityOrigin,
            initiatedByFrame frame: WKFrameInfo,
            type: WKMediaCaptureType,
            decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
        )
    }

    /// WKUIDelegate.h: the async form of `-webView:requestMediaCapturePermissionForOrigin:initiatedByFrame:type:decisionHandler:`
    /// (Swift: `decideMediaCapturePermissionsFor:initiatedBy:type:`). Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    @MainActor
    public protocol DecideMediaCapturePermissions: WKUIDelegate {
        func webView(
            _ webView: WKWebView,
            decideMediaCapturePermissionsFor origin: WKSecurityOrigin,
            initiatedBy frame: WKFrameInfo,
            type: WKMediaCaptureType
        ) async -> WKPermissionDecision
    }
}
