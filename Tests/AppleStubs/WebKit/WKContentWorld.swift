/// WKContentWorld.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(11.0), ios(14.0))
/// @interface WKContentWorld : NSObject`. Available iOS 14.0, macOS 11.0.
///
/// Every content world comes from the class members below (the header marks `-init` and
/// `+new` NS_UNAVAILABLE).
@MainActor
@available(iOS 14.0, macOS 11.0, *)
open class WKContentWorld: NSObject {
    /// WKContentWorld.h: `@property (nullable, nonatomic, readonly, copy) NSString *name`.
    public let name: String?

    private init(name: String?) {
        self.name = name
        super.init()
    }

    /// WKContentWorld.h: `@property (class, nonatomic, readonly) WKContentWorld *pageWorld` (Swift: `page`).
    /// Available iOS 14.0, macOS 11.0.
    public class var page: WKContentWorld { WKContentWorld(name: nil) }

    /// WKContentWorld.h: `@property (class, nonatomic, readonly) WKContentWorld *defaultClientWorld` (Swift: `defaultClient`).
    /// Available iOS 14.0, macOS 11.0.
    public class var defaultClient: WKContentWorld { WKContentWorld(name: nil) }

    /// WKContentWorld.h: `+ (WKContentWorld *)worldWithName:(NSString *)name` (Swift: `world(name:)`).
    /// Available iOS 14.0, macOS 11.0.
    public class func world(name: String) -> WKContentWorld {
        WKContentWorld(name: name)
    }
}
