/// WKScriptMessage.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
/// @interface WKScriptMessage : NSObject`. Available iOS 8.0, macOS 10.10.
///
/// WebKit makes these (the inherited `init()` is the only initializer Swift sees).
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKScriptMessage: NSObject {
    /// WKScriptMessage.h: `@property (nonatomic, readonly, copy) id body` (nonnull: `Any`; an
    /// NSNumber, NSString, NSDate, NSArray, NSDictionary or NSNull). Available iOS 8.0, macOS 10.10.
    public var body: Any { unimplemented() }

    /// WKScriptMessage.h: `@property (nullable, nonatomic, readonly, weak) WKWebView *webView`.
    /// Available iOS 8.0, macOS 10.10.
    public var webView: WKWebView? { unimplemented() }

    /// WKScriptMessage.h: `@property (nonatomic, readonly, copy) WKFrameInfo *frameInfo`.
    /// Available iOS 8.0, macOS 10.10.
    public var frameInfo: WKFrameInfo { unimplemented() }

    /// WKScriptMessage.h: `@property (nonatomic, readonly, copy) NSString *name`.
    /// Available iOS 8.0, macOS 10.10.
    public var name: String { unimplemented() }

    /// WKScriptMessage.h: `@property (nonatomic, readonly) WKContentWorld *world`.
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public var world: WKContentWorld { unimplemented() }
}
