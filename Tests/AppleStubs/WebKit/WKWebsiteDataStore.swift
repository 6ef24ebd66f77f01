/// WKWebsiteDataStore.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.11), ios(9.0))
/// @interface WKWebsiteDataStore : NSObject <NSSecureCoding>`. Available iOS 9.0, macOS 10.11.
@MainActor
@available(iOS 9.0, macOS 10.11, *)
open class WKWebsiteDataStore: NSObject {
    /// WKWebsiteDataStore.h: `+ (WKWebsiteDataStore *)defaultDataStore` (Swift: `default()`).
    /// Available iOS 9.0, macOS 10.11.
    public class func `default`() -> WKWebsiteDataStore {
        unimplemented()
    }

    /// WKWebsiteDataStore.h: `+ (WKWebsiteDataStore *)nonPersistentDataStore` (Swift: `nonPersistent()`).
    /// Available iOS 9.0, macOS 10.11.
    public class func nonPersistent() -> WKWebsiteDataStore {
        unimplemented()
    }

    /// WKWebsiteDataStore.h: `+ (WKWebsiteDataStore *)dataStoreForIdentifier:(NSUUID *)identifier`
    /// (Swift: `init(forIdentifier:)`). Available iOS 17.0, macOS 14.0.
    @available(iOS 17.0, macOS 14.0, *)
    public convenience init(forIdentifier identifier: UUID) {
        self.init()
    }

    /// WKWebsiteDataStore.h: `@property (nonatomic, readonly, getter=isPersistent) BOOL persistent`.
    /// Available iOS 9.0, macOS 10.11.
    public var isPersistent: Bool { unimplemented() }

    /// WKWebsiteDataStore.h: `@property (nonatomic, readonly) WKHTTPCookieStore *httpCookieStore`: the
    /// store's cookies. Available iOS 11.0, macOS 10.13.
    @available(iOS 11.0, macOS 10.13, *)
    public var httpCookieStore: WKHTTPCookieStore { unimplemented() }

    /// WKWebsiteDataStore.h: `+ (NSSet<NSString *> *)allWebsiteDataTypes`. Available iOS 9.0, macOS 10.11.
    public class func allWebsiteDataTypes() -> Set<String> {
        unimplemented()
    }

    /// WKWebsiteDataStore.h: `- (void)removeDataOfTypes:(NSSet<NSString *> *)dataTypes modifiedSince:(NSDate *)date
    /// completionHandler:(WK_SWIFT_UI_ACTOR void (^)(void))completionHandler`. Available iOS 9.0, macOS 10.11.
    public func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date, completionHandler: @escaping @MainActor @Sendable () -> Void) {
        unimplemented()
    }

    /// WKWebsiteDataStore.h: the async form of `-removeDataOfTypes:modifiedSince:completionHandler:`.
    /// Available iOS 9.0, macOS 10.11.
    public func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date) async {
        unimplemented()
    }
}
