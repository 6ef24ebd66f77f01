/// WKNavigationDelegate.h: `typedef NS_ENUM(NSInteger, WKNavigationActionPolicy)`. Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
public enum WKNavigationActionPolicy: Int, Sendable {
    /// `WKNavigationActionPolicyCancel`.
    case cancel = 0
    /// `WKNavigationActionPolicyAllow`.
    case allow = 1
    /// `WKNavigationActionPolicyDownload`: available iOS 14.5, macOS 11.3.
    @available(iOS 14.5, macOS 11.3, *)
    case download = 2
}

/// WKNavigationDelegate.h: `typedef NS_ENUM(NSInteger, WKNavigationResponsePolicy)`. Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// `WKNavigationResponsePolicyCancel`.
    case cancel = 0
    /// `WKNavigationResponsePolicyAllow`.
    case allow = 1
    /// `WKNavigationResponsePolicyDownload`: available iOS 14.5, macOS 11.3.
    @available(iOS 14.5, macOS 11.3, *)
    case download = 2
}

/// WKNavigationDelegate.h: `WK_SWIFT_UI_ACTOR @protocol WKNavigationDelegate <NSObject>`, every
/// member `@optional` (defaults below stand in for "not implemented").
/// Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
public protocol WKNavigationDelegate: NSObjectProtocol {
    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction
    /// decisionHandler:(WK_SWIFT_UI_ACTOR void (^)(WKNavigationActionPolicy))decisionHandler WK_SWIFT_ASYNC(3)`.
    /// Available iOS 8.0, macOS 10.10.
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
    )

    /// WKNavigationDelegate.h: the async form of `-webView:decidePolicyForNavigationAction:decisionHandler:`.
    /// Available iOS 8.0, macOS 10.10.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction
    /// preferences:(WKWebpagePreferences *)preferences
    /// decisionHandler:(WK_SWIFT_UI_ACTOR void (^)(WKNavigationActionPolicy, WKWebpagePreferences *))decisionHandler`.
    /// Available iOS 13.0, macOS 10.15.
    @available(iOS 13.0, macOS 10.15, *)
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences,
        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
    )

    /// WKNavigationDelegate.h: the async form of `-webView:decidePolicyForNavigationAction:preferences:decisionHandler:`.
    /// Available iOS 13.0, macOS 10.15.
    @available(iOS 13.0, macOS 10.15, *)
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences
    ) async -> (WKNavigationActionPolicy, WKWebpagePreferences)

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView decidePolicyForNavigationResponse:(WKNavigationResponse *)navigationResponse
    /// decisionHandler:(WK_SWIFT_UI_ACTOR void (^)(WKNavigationResponsePolicy))decisionHandler`.
    /// Available iOS 8.0, macOS 10.10.
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor (WKNavigationResponsePolicy) -> Void
    )

    /// WKNavigationDelegate.h: the async form of `-webView:decidePolicyForNavigationResponse:decisionHandler:`.
    /// Available iOS 8.0, macOS 10.10.
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async -> WKNavigationResponsePolicy

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didStartProvisionalNavigation:(null_unspecified WKNavigation *)navigation`.
    /// Available iOS 8.0, macOS 10.10.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView
    /// didReceiveServerRedirectForProvisionalNavigation:(null_unspecified WKNavigation *)navigation`.
    /// Available iOS 8.0, macOS 10.10.
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didFailProvisionalNavigation:(null_unspecified WKNavigation *)navigation
    /// withError:(NSError *)error`. Available iOS 8.0, macOS 10.10.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didCommitNavigation:(null_unspecified WKNavigation *)navigation`
    /// (Swift: `didCommit`). Available iOS 8.0, macOS 10.10.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didFinishNavigation:(null_unspecified WKNavigation *)navigation`
    /// (Swift: `didFinish`). Available iOS 8.0, macOS 10.10.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didFailNavigation:(null_unspecified WKNavigation *)navigation
    /// withError:(NSError *)error` (Swift: `didFail`). Available iOS 8.0, macOS 10.10.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)

    /// WKNavigationDelegate.h: `- (void)webView:(WKWebView *)webView didReceiveAuthenticationChallenge:(NSURLAuthenticationChallenge *)challenge
    /// completionHandler:(WK_SWIFT_UI_ACTOR void (^)(NSURLSessionAuthChallengeDisposition, NSURLCredential * _Nullable))completionHandler`.
    /// Available iOS 8.0, macOS 10.10.
    func webView(
        _ webView: WKWebView,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @MainActor (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    )

    /// WKNavigationDelegate.h: the async form of `-webView:didReceiveAuthenticationChallenge:completionHandler:`
    /// (Swift: `respondTo`). Available iOS 8.0, macOS 10.10.
    func webView(
        _ webView: WKWebView,
        respondTo challenge: URLAuthenticationChallenge
    ) async -> (URLSession.AuthChallengeDisposition, URLCredential?)

    /// WKNavigationDelegate.h: `- (void)webViewWebContentProcessDidTerminate:(WKWebView *)webView`.
    /// Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

/// Defaults standing in for WKNavigationDelegate's `@optional` members.
/// Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
extension WKNavigationDelegate {
    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
    ) {}

    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async -> WKNavigationActionPolicy {
        .allow
    }

    /// Available iOS 13.0, macOS 10.15.
    @available(iOS 13.0, macOS 10.15, *)
    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences,
        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy, WKWebpagePreferences) -> Void
    ) {}

    /// Available iOS 13.0, macOS 10.15.
    @available(iOS 13.0, macOS 10.15, *)
    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences
    ) async -> (WKNavigationActionPolicy, WKWebpagePreferences) {
        (.allow, preferences)
    }

    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor (WKNavigationResponsePolicy) -> Void
    ) {}

    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async -> WKNavigationResponsePolicy {
        .allow
    }

    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}

    public func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}

    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}

    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}

    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}

    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}

    public func webView(
        _ webView: WKWebView,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @MainActor (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {}

    public func webView(
        _ webView: WKWebView,
        respondTo challenge: URLAuthenticationChallenge
    ) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
        (.performDefaultHandling, nil)
    }

    /// Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}
