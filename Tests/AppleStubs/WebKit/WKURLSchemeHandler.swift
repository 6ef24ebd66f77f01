/// WKURLSchemeHandler.h: `WK_SWIFT_UI_ACTOR WK_API_AVAILABLE(macos(10.13), ios(11.0))
/// @protocol WKURLSchemeHandler <NSObject>`: both members `@required`. Available iOS 11.0, macOS 10.13.
@MainActor
@available(iOS 11.0, macOS 10.13, *)
public protocol WKURLSchemeHandler: NSObjectProtocol {
    /// WKURLSchemeHandler.h: `- (void)webView:(WKWebView *)webView startURLSchemeTask:(id <WKURLSchemeTask>)urlSchemeTask`
    /// (Swift: `webView(_:start:)`). Available iOS 11.0, macOS 10.13.
    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask)

    /// WKURLSchemeHandler.h: `- (void)webView:(WKWebView *)webView stopURLSchemeTask:(id <WKURLSchemeTask>)urlSchemeTask`
    /// (Swift: `webView(_:stop:)`). Available iOS 11.0, macOS 10.13.
    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask)
}

/// WKURLSchemeTask.h: `WK_API_AVAILABLE(macos(10.13), ios(11.0)) @protocol WKURLSchemeTask <NSObject>`.
/// Not WK_SWIFT_UI_ACTOR (the header does not mark it), and not Sendable. Its methods
/// raise an Objective-C exception if called after the task stopped or finished.
/// Available iOS 11.0, macOS 10.13.
@available(iOS 11.0, macOS 10.13, *)
public protocol WKURLSchemeTask: NSObjectProtocol {
    /// WKURLSchemeTask.h: `@property (nonatomic, readonly, copy) NSURLRequest *request`.
    var request: URLRequest { get }

    /// WKURLSchemeTask.h: `- (void)didReceiveResponse:(NSURLResponse *)response` (Swift: `didReceive(_:)`).
    func didReceive(_ response: URLResponse)

    /// WKURLSchemeTask.h: `- (void)didReceiveData:(NSData *)data` (Swift: `didReceive(_:)`).
    func didReceive(_ data: Data)

    /// WKURLSchemeTask.h: `- (void)didFinish`.
    func didFinish()

    /// WKURLSchemeTask.h: `- (void)didFailWithError:(NSError *)error`.
    func didFailWithError(_ error: any Error)
}
