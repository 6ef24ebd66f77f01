/// WKUserContentController.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
/// @interface WKUserContentController : NSObject <NSSecureCoding>`. Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKUserContentController: NSObject {
    /// WKUserContentController.h: `@property (nonatomic, readonly, copy) NSArray<WKUserScript *> *userScripts`.
    /// Available iOS 8.0, macOS 10.10.
    public var userScripts: [WKUserScript] { unimplemented() }

    /// WKUserContentController.h: `- (void)addUserScript:(WKUserScript *)userScript`.
    /// Available iOS 8.0, macOS 10.10.
    public func addUserScript(_ userScript: WKUserScript) {
        unimplemented()
    }

    /// WKUserContentController.h: `- (void)removeAllUserScripts`. Available iOS 8.0, macOS 10.10.
    public func removeAllUserScripts() {
        unimplemented()
    }

    /// WKUserContentController.h: `- (void)addScriptMessageHandler:(id <WKScriptMessageHandler>)scriptMessageHandler
    /// name:(NSString *)name` (Swift: `add(_:name:)`; page content world). Available iOS 8.0, macOS 10.10.
    public func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        unimplemented()
    }

    /// WKUserContentController.h: `- (void)addScriptMessageHandler:(id <WKScriptMessageHandler>)scriptMessageHandler
    /// contentWorld:(WKContentWorld *)world name:(NSString *)name` (Swift: `add(_:contentWorld:name:)`).
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public func add(_ scriptMessageHandler: any WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String) {
        unimplemented()
    }

    /// WKUserContentController.h: `- (void)addScriptMessageHandlerWithReply:(id <WKScriptMessageHandlerWithReply>)scriptMessageHandlerWithReply
    /// contentWorld:(WKContentWorld *)contentWorld name:(NSString *)name` (Swift: `addScriptMessageHandler(_:contentWorld:name:)`).
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public func addScriptMessageHandler(
        _ scriptMessageHandlerWithReply: any WKScriptMessageHandlerWithReply,
        contentWorld: WKContentWorld,
        name: String
    ) {
        unimplemented()
    }

    /// WKUserContentController.h: `- (void)removeScriptMessageHandlerForName:(NSString *)name` (page content world).
    /// Available iOS 8.0, macOS 10.10.
    public func removeScriptMessageHandler(forName name: String) {
        unimplemented()
    }

    /// WKUserContentController.h: `- (void)removeScriptMessageHandlerForName:(NSString *)name contentWorld:(WKContentWorld *)contentWorld`.
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld) {
        unimplemented()
    }

    /// WKUserContentController.h: `- (void)removeAllScriptMessageHandlersFromContentWorld:(WKContentWorld *)contentWorld`.
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public func removeAllScriptMessageHandlers(from contentWorld: WKContentWorld) {
        unimplemented()
    }

    /// WKUserContentController.h: `- (void)removeAllScriptMessageHandlers`. Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public func removeAllScriptMessageHandlers() {
        unimplemented()
    }
}
