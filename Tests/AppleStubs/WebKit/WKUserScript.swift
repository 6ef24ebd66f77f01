/// WKUserScript.h: `typedef NS_ENUM(NSInteger, WKUserScriptInjectionTime)`. Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// `WKUserScriptInjectionTimeAtDocumentStart`.
    case atDocumentStart
    /// `WKUserScriptInjectionTimeAtDocumentEnd`.
    case atDocumentEnd
}

/// WKUserScript.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
/// @interface WKUserScript : NSObject <NSCopying>`. Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKUserScript: NSObject {
    /// WKUserScript.h: `@property (nonatomic, readonly, copy) NSString *source`.
    public let source: String
    /// WKUserScript.h: `@property (nonatomic, readonly) WKUserScriptInjectionTime injectionTime`.
    public let injectionTime: WKUserScriptInjectionTime
    /// WKUserScript.h: `@property (nonatomic, readonly, getter=isForMainFrameOnly) BOOL forMainFrameOnly`.
    public let isForMainFrameOnly: Bool

    /// WKUserScript.h: `- (instancetype)initWithSource:(NSString *)source injectionTime:(WKUserScriptInjectionTime)injectionTime
    /// forMainFrameOnly:(BOOL)forMainFrameOnly` (page content world). Available iOS 8.0, macOS 10.10.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
        super.init()
    }

    /// WKUserScript.h: `- (instancetype)initWithSource:(NSString *)source injectionTime:(WKUserScriptInjectionTime)injectionTime
    /// forMainFrameOnly:(BOOL)forMainFrameOnly inContentWorld:(WKContentWorld *)contentWorld`.
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool, in contentWorld: WKContentWorld) {
        self.source = source
        self.injectionTime = injectionTime
        self.isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}
