/// WKUIDelegate.h: `WK_SWIFT_UI_ACTOR @protocol WKUIDelegate <NSObject>`, every member
/// `@optional` (defaults below stand in for "not implemented"). Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
public protocol WKUIDelegate: NSObjectProtocol {
    /// WKUIDelegate.h: `- (nullable WKWebView *)webView:(WKWebView *)webView createWebViewWithConfiguration:(WKWebViewConfiguration *)configuration
    /// forNavigationAction:(WKNavigationAction *)navigationAction windowFeatures:(WKWindowFeatures *)windowFeatures`.
    /// Available iOS 8.0, macOS 10.10.
    func webView(
        _ webView: WKWebView,
        createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView?

    /// WKUIDelegate.h: `- (void)webViewDidClose:(WKWebView *)webView`. Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    func webViewDidClose(_ webView: WKWebView)

    /// WKUIDelegate.h: `- (void)webView:(WKWebView *)webView runJavaScriptAlertPanelWithMessage:(NSString *)message
    /// initiatedByFrame:(WKFrameInfo *)frame completionHandler:(WK_SWIFT_UI_ACTOR void (^)(void))completionHandler`.
    /// Available iOS 8.0, macOS 10.10.
    func webView(
        _ webView: WKWebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor () -> Void
    )

    /// WKUIDelegate.h: the async form of `-webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:`.
    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo) async

    /// WKUIDelegate.h: `- (void)webView:(WKWebView *)webView runJavaScriptConfirmPanelWithMessage:(NSString *)message
    /// initiatedByFrame:(WKFrameInfo *)frame completionHandler:(WK_SWIFT_UI_ACTOR void (^)(BOOL result))completionHandler`.
    /// Available iOS 8.0, macOS 10.10.
    func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor (Bool) -> Void
    )

    /// WKUIDelegate.h: the async form of `-webView:runJavaScriptConfirmPanelWithMessage:initiatedByFrame:completionHandler:`.
    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo) async -> Bool

    /// WKUIDelegate.h: `- (void)webView:(WKWebView *)webView runJavaScriptTextInputPanelWithPrompt:(NSString *)prompt
    /// defaultText:(nullable NSString *)defaultText initiatedByFrame:(WKFrameInfo *)frame
    /// completionHandler:(WK_SWIFT_UI_ACTOR void (^)(NSString * _Nullable result))completionHandler`.
    /// Available iOS 8.0, macOS 10.10.
    func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor (String?) -> Void
    )

    /// WKUIDelegate.h: the async form of `-webView:runJavaScriptTextInputPanelWithPrompt:defaultText:initiatedByFrame:completionHandler:`.
    func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo
    ) async -> String?

    /// WKUIDelegate.h: `- (void)webView:(WKWebView *)webView requestMediaCapturePermissionForOrigin:(WKSecurityOrigin *)origin
    /// initiatedByFrame:(WKFrameInfo *)frame type:(WKMediaCaptureType)type
    /// decisionHandler:(WK_SWIFT_UI_ACTOR void (^)(WKPermissionDecision decision))decisionHandler`.
    /// Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    func webView(
        _ webView: WKWebView,
        requestMediaCapturePermissionFor origin: WKSecurityOrigin,
        initiatedByFrame frame: WKFrameInfo,
        type: WKMediaCaptureType,
        decisionHandler: @escaping @MainActor (WKPermissionDecision) -> Void
    )

    /// WKUIDelegate.h: the async form of `-webView:requestMediaCapturePermissionForOrigin:initiatedByFrame:type:decisionHandler:`
    /// (Swift: `decideMediaCapturePermissionsFor:initiatedBy:type:`). Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    func webView(
        _ webView: WKWebView,
        decideMediaCapturePermissionsFor origin: WKSecurityOrigin,
        initiatedBy frame: WKFrameInfo,
        type: WKMediaCaptureType
    ) async -> WKPermissionDecision
}

/// Defaults standing in for WKUIDelegate's `@optional` members.
/// Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
extension WKUIDelegate {
    public func webView(
        _ webView: WKWebView,
        createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        nil
    }

    /// Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    public func webViewDidClose(_ webView: WKWebView) {}

    public func webView(
        _ webView: WKWebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor () -> Void
    ) {}

    public func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo) async {}

    public func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {}

    public func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo) async -> Bool {
        false
    }

    public func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor (String?) -> Void
    ) {}

    public func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo
    ) async -> String? {
        nil
    }

    /// Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    public func webView(
        _ webView: WKWebView,
        requestMediaCapturePermissionFor origin: WKSecurityOrigin,
        initiatedByFrame frame: WKFrameInfo,
        type: WKMediaCaptureType,
        decisionHandler: @escaping @MainActor (WKPermissionDecision) -> Void
    ) {}

    /// Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    public func webView(
        _ webView: WKWebView,
        decideMediaCapturePermissionsFor origin: WKSecurityOrigin,
        initiatedBy frame: WKFrameInfo,
        type: WKMediaCaptureType
    ) async -> WKPermissionDecision {
        .prompt
    }
}

/// WKUIDelegate.h: `typedef NS_ENUM(NSInteger, WKPermissionDecision)`. Available iOS 15.0, macOS 12.0.
@available(iOS 15.0, macOS 12.0, *)
public enum WKPermissionDecision: Int, Sendable {
    /// `WKPermissionDecisionPrompt`.
    case prompt
    /// `WKPermissionDecisionGrant`.
    case grant
    /// `WKPermissionDecisionDeny`.
    case deny
}

/// WKUIDelegate.h: `typedef NS_ENUM(NSInteger, WKMediaCaptureType)`. Available iOS 15.0, macOS 12.0.
@available(iOS 15.0, macOS 12.0, *)
public enum WKMediaCaptureType: Int, Sendable {
    /// `WKMediaCaptureTypeCamera`.
    case camera
    /// `WKMediaCaptureTypeMicrophone`.
    case microphone
    /// `WKMediaCaptureTypeCameraAndMicrophone`.
    case cameraAndMicrophone
}

/// WKWindowFeatures.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
/// @interface WKWindowFeatures : NSObject`: what `window.open` asked for, each nil when not
/// specified. Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKWindowFeatures: NSObject {
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *menuBarVisibility`.
    public var menuBarVisibility: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *statusBarVisibility`.
    public var statusBarVisibility: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *toolbarsVisibility`.
    public var toolbarsVisibility: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *allowsResizing`.
    public var allowsResizing: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *x`.
    public var x: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *y`.
    public var y: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *width`.
    public var width: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *height`.
    public var height: NSNumber? { unimplemented() }
}
