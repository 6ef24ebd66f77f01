/// WKHTTPCookieStore.h: `WK_CLASS_AVAILABLE(macos(10.13), ios(11.0)) WK_SWIFT_UI_ACTOR
/// @interface WKHTTPCookieStore : NSObject` (`-init` is NS_UNAVAILABLE: a data store hands it out).
/// Available iOS 11.0, macOS 10.13.
@MainActor
@available(iOS 11.0, macOS 10.13, *)
open class WKHTTPCookieStore: NSObject {
    /// WKHTTPCookieStore.h: `- (void)getAllCookies:(WK_SWIFT_UI_ACTOR void (^)(NSArray<NSHTTPCookie *> *))completionHandler`.
    /// Available iOS 11.0, macOS 10.13.
    public func getAllCookies(_ completionHandler: @escaping @MainActor @Sendable ([HTTPCookie]) -> Void) {
        unimplemented()
    }

    /// WKHTTPCookieStore.h: the async form Swift imports from `-getAllCookies:` (the `get` dropped: `allCookies()`).
    /// Available iOS 11.0, macOS 10.13.
    public func allCookies() async -> [HTTPCookie] {
        unimplemented()
    }
}
