/// WKFrameInfo.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
/// @interface WKFrameInfo : NSObject <NSCopying>`. Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKFrameInfo: NSObject {
    /// WKFrameInfo.h: `@property (nonatomic, readonly, getter=isMainFrame) BOOL mainFrame` (Swift: `isMainFrame`).
    /// Available iOS 8.0, macOS 10.10.
    public var isMainFrame: Bool { unimplemented() }

    /// WKFrameInfo.h: `@property (nonatomic, readonly, copy) NSURLRequest *request`.
    /// Available iOS 8.0, macOS 10.10.
    public var request: URLRequest { unimplemented() }

    /// WKFrameInfo.h: `@property (nonatomic, readonly) WKSecurityOrigin *securityOrigin`.
    /// Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    public var securityOrigin: WKSecurityOrigin { unimplemented() }

    /// WKFrameInfo.h: `@property (nonatomic, readonly, weak, nullable) WKWebView *webView`.
    /// Available iOS 11.0, macOS 10.13.
    @available(iOS 11.0, macOS 10.13, *)
    public var webView: WKWebView? { unimplemented() }
}

/// WKSecurityOrigin.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.11), ios(9.0))
/// @interface WKSecurityOrigin : NSObject`. Available iOS 9.0, macOS 10.11.
@MainActor
@available(iOS 9.0, macOS 10.11, *)
open class WKSecurityOrigin: NSObject {
    /// WKSecurityOrigin.h: `- (instancetype)init NS_UNAVAILABLE`: only WebKit makes one,
    /// so a test cannot.
    @available(*, unavailable)
    public override init() { unimplemented() }

    /// WKSecurityOrigin.h: `@property (nonatomic, readonly, copy) NSString *protocol`.
    public var `protocol`: String { unimplemented() }

    /// WKSecurityOrigin.h: `@property (nonatomic, readonly, copy) NSString *host`.
    public var host: String { unimplemented() }

    /// WKSecurityOrigin.h: `@property (nonatomic, readonly) NSInteger port` (0 for the scheme's default port).
    public var port: Int { unimplemented() }
}
