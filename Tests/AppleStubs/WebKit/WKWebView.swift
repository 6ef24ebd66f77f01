// WKWebView.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
// @interface WKWebView : UIView` (iOS) / `: NSView` (macOS).
//
// The class is declared once per platform (its superclass differs); its members are in
// extensions below. (On Apple platforms they are Objective-C methods a subclass may
// override; an adapter does not subclass WKWebView.)

#if canImport(UIKit)
/// WKWebView.h: `@interface WKWebView : UIView`; WK_SWIFT_UI_ACTOR.
/// Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKWebView: UIView {
    let storedConfiguration: WKWebViewConfiguration

    /// WKWebView.h: `- (instancetype)initWithFrame:(CGRect)frame configuration:(WKWebViewConfiguration *)configuration NS_DESIGNATED_INITIALIZER`.
    /// Available iOS 8.0, macOS 10.10.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        storedConfiguration = configuration
        super.init(frame: frame)
    }

    /// WKWebView.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER`.
    public required init?(coder: NSCoder) {
        unimplemented()
    }

    /// WKWebView.h: `- (void)takeSnapshotWithConfiguration:(nullable WKSnapshotConfiguration *)snapshotConfiguration
    /// completionHandler:(WK_SWIFT_UI_ACTOR void (^)(UIImage * _Nullable snapshotImage, NSError * _Nullable error))completionHandler`.
    /// Available iOS 11.0 (macOS: the NSImage form, 10.13).
    @available(iOS 11.0, *)
    public func takeSnapshot(
        with snapshotConfiguration: WKSnapshotConfiguration?,
        completionHandler: @escaping @MainActor @Sendable (UIImage?, (any Error)?) -> Void
    ) {
        unimplemented()
    }

    /// WKWebView.h: the async form Swift imports from `-takeSnapshotWithConfiguration:completionHandler:`.
    /// Available iOS 11.0.
    @available(iOS 11.0, *)
    public func takeSnapshot(configuration snapshotConfiguration: WKSnapshotConfiguration?) async throws -> UIImage {
        unimplemented()
    }
}
#else
/// WKWebView.h: `@interface WKWebView : NSView`; WK_SWIFT_UI_ACTOR.
/// Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKWebView: NSView {
    let storedConfiguration: WKWebViewConfiguration

    /// WKWebView.h: `- (instancetype)initWithFrame:(CGRect)frame configuration:(WKWebViewConfiguration *)configuration NS_DESIGNATED_INITIALIZER`.
    /// Available iOS 8.0, macOS 10.10.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        storedConfiguration = configuration
        super.init(frame: frame)
    }

    /// WKWebView.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER`.
    public required init?(coder: NSCoder) {
        unimplemented()
    }

    /// WKWebView.h: `- (void)takeSnapshotWithConfiguration:(nullable WKSnapshotConfiguration *)snapshotConfiguration
    /// completionHandler:(WK_SWIFT_UI_ACTOR void (^)(NSImage * _Nullable snapshotImage, NSError * _Nullable error))completionHandler`.
    /// Available macOS 10.13 (iOS: the UIImage form, 11.0).
    @available(macOS 10.13, *)
    public func takeSnapshot(
        with snapshotConfiguration: WKSnapshotConfiguration?,
        completionHandler: @escaping @MainActor @Sendable (NSImage?, (any Error)?) -> Void
    ) {
        unimplemented()
    }

    /// WKWebView.h: the async form Swift imports from `-takeSnapshotWithConfiguration:completionHandler:`.
    /// Available macOS 10.13.
    @available(macOS 10.13, *)
    public func takeSnapshot(configuration snapshotConfiguration: WKSnapshotConfiguration?) async throws -> NSImage {
        unimplemented()
    }
}
#endif

extension WKWebView {
    /// WKWebView.h: `@property (nonatomic, readonly, copy) WKWebViewConfiguration *configuration`
    /// (a copy of the configuration the web view was made with). Available iOS 8.0, macOS 10.10.
    public var configuration: WKWebViewConfiguration { storedConfiguration }

    /// WKWebView.h: `@property (nullable, nonatomic, weak) id <WKNavigationDelegate> navigationDelegate`
    /// (weak: the web view does not keep its delegate). Available iOS 8.0, macOS 10.10.
    public var navigationDelegate: (any WKNavigationDelegate)? {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// WKWebView.h: `@property (nullable, nonatomic, weak) id <WKUIDelegate> UIDelegate` (Swift: `uiDelegate`;
    /// weak). Available iOS 8.0, macOS 10.10.
    public var uiDelegate: (any WKUIDelegate)? {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// WKWebView.h: `@property (nullable, nonatomic, readonly, copy) NSURL *URL` (Swift: `url`).
    /// Available iOS 8.0, macOS 10.10.
    public var url: URL? { unimplemented() }

    /// WKWebView.h: `@property (nullable, nonatomic, readonly, copy) NSString *title`.
    /// Available iOS 8.0, macOS 10.10.
    public var title: String? { unimplemented() }

    /// WKWebView.h: `@property (nonatomic, readonly, getter=isLoading) BOOL loading` (Swift: `isLoading`).
    /// Available iOS 8.0, macOS 10.10.
    public var isLoading: Bool { unimplemented() }

    /// WKWebView.h: `@property (nonatomic, readonly) double estimatedProgress`.
    /// Available iOS 8.0, macOS 10.10.
    public var estimatedProgress: Double { unimplemented() }

    /// WKWebView.h: `@property (nonatomic, readonly) BOOL canGoBack`.
    /// Available iOS 8.0, macOS 10.10.
    public var canGoBack: Bool { unimplemented() }

    /// WKWebView.h: `@property (nonatomic, readonly) BOOL canGoForward`.
    /// Available iOS 8.0, macOS 10.10.
    public var canGoForward: Bool { unimplemented() }

    /// WKWebView.h: `@property (nonatomic) BOOL allowsBackForwardNavigationGestures`.
    /// Available iOS 8.0, macOS 10.10.
    public var allowsBackForwardNavigationGestures: Bool {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// WKWebView.h: `@property (nullable, nonatomic, copy) NSString *customUserAgent`.
    /// Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    public var customUserAgent: String? {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// WKWebView.h: `@property (nonatomic, getter=isInspectable) BOOL inspectable` (Swift: `isInspectable`).
    /// Available iOS 16.4, macOS 13.3.
    @available(iOS 16.4, macOS 13.3, *)
    public var isInspectable: Bool {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// WKWebView.h: `- (nullable WKNavigation *)loadRequest:(NSURLRequest *)request` (Swift: `load(_:)`).
    /// Available iOS 8.0, macOS 10.10.
    @discardableResult
    public func load(_ request: URLRequest) -> WKNavigation? {
        unimplemented()
    }

    /// WKWebView.h: `- (nullable WKNavigation *)loadFileURL:(NSURL *)URL allowingReadAccessToURL:(NSURL *)readAccessURL`.
    /// Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    @discardableResult
    public func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        unimplemented()
    }

    /// WKWebView.h: `- (nullable WKNavigation *)loadHTMLString:(NSString *)string baseURL:(nullable NSURL *)baseURL`.
    /// Available iOS 8.0, macOS 10.10.
    @discardableResult
    public func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        unimplemented()
    }

    /// WKWebView.h: `- (nullable WKNavigation *)goBack`. Available iOS 8.0, macOS 10.10.
    @discardableResult
    public func goBack() -> WKNavigation? {
        unimplemented()
    }

    /// WKWebView.h: `- (nullable WKNavigation *)goForward`. Available iOS 8.0, macOS 10.10.
    @discardableResult
    public func goForward() -> WKNavigation? {
        unimplemented()
    }

    /// WKWebView.h: `- (nullable WKNavigation *)reload`. Available iOS 8.0, macOS 10.10.
    @discardableResult
    public func reload() -> WKNavigation? {
        unimplemented()
    }

    /// WKWebView.h: `- (void)stopLoading`. Available iOS 8.0, macOS 10.10.
    public func stopLoading() {
        unimplemented()
    }

    /// WKWebView.h: `- (void)evaluateJavaScript:(NSString *)javaScriptString
    /// completionHandler:(void (^ _Nullable)(_Nullable id, NSError * _Nullable error))completionHandler`,
    /// the handler imported as `@MainActor @Sendable` (WK_SWIFT_UI_ACTOR). Available iOS 8.0, macOS 10.10.
    public func evaluateJavaScript(
        _ javaScriptString: String,
        completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
    ) {
        unimplemented()
    }

    /// WKWebView.h: the async form Swift imports from `-evaluateJavaScript:completionHandler:`.
    /// Available iOS 8.0, macOS 10.10.
    public func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        unimplemented()
    }

    /// WKWebView.h: `- (void)pauseAllMediaPlaybackWithCompletionHandler:(void (^_Nullable)(void))completionHandler`,
    /// the handler imported as `@MainActor @Sendable`. Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    public func pauseAllMediaPlayback(completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        unimplemented()
    }

    /// WKWebView.h: `- (void)closeAllMediaPresentationsWithCompletionHandler:(void (^_Nullable)(void))completionHandler`
    /// (picture-in-picture and full-screen video). Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    public func closeAllMediaPresentations(completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        unimplemented()
    }

    /// WKWebView.h: `- (void)setCameraCaptureState:(WKMediaCaptureState)state completionHandler:(void (^_Nullable)(void))completionHandler`.
    /// Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    public func setCameraCaptureState(_ state: WKMediaCaptureState, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        unimplemented()
    }

    /// WKWebView.h: `- (void)setMicrophoneCaptureState:(WKMediaCaptureState)state completionHandler:(void (^_Nullable)(void))completionHandler`.
    /// Available iOS 15.0, macOS 12.0.
    @available(iOS 15.0, macOS 12.0, *)
    public func setMicrophoneCaptureState(_ state: WKMediaCaptureState, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        unimplemented()
    }

    /// WKWebView.h: `+ (BOOL)handlesURLScheme:(NSString *)urlScheme`. Available iOS 11.0, macOS 10.13.
    @available(iOS 11.0, macOS 10.13, *)
    public class func handlesURLScheme(_ urlScheme: String) -> Bool {
        unimplemented()
    }
}

/// WKWebView.h: `typedef NS_ENUM(NSInteger, WKMediaCaptureState)`. Available iOS 15.0, macOS 12.0.
@available(iOS 15.0, macOS 12.0, *)
public enum WKMediaCaptureState: Int, Sendable {
    /// `WKMediaCaptureStateNone`: no capture; once set, the page must ask again (`getUserMedia`).
    case none
    /// `WKMediaCaptureStateActive`.
    case active
    /// `WKMediaCaptureStateMuted`.
    case muted
}
