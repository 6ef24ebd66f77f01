/// UIApplication.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UIApplication : UIResponder`. Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
open class UIApplication: UIResponder {
    /// UIApplication.h: `@property(class, nonatomic, readonly) UIApplication *sharedApplication
    /// NS_EXTENSION_UNAVAILABLE_IOS("Use view controller based solutions where appropriate instead.")`
    /// (Swift: `shared`). Available iOS 2.0; unavailable in app extensions, and Xcode builds a
    /// package's code so that it may be linked into one: the SDK must not refer to it (Linux
    /// never checks extension availability: scripts/check-apple greps for it instead).
    @available(iOSApplicationExtension, unavailable, message: "Use view controller based solutions where appropriate instead.")
    open class var shared: UIApplication { unimplemented() }

    /// UIApplication.h: `- (BOOL)canOpenURL:(NSURL *)url` (nonisolated in Swift). Available iOS 3.0.
    @available(iOS 3.0, *)
    nonisolated open func canOpenURL(_ url: URL) -> Bool {
        unimplemented()
    }

    /// UIApplication.h: `- (void)openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenExternalURLOptionsKey, id> *)options
    /// completionHandler:(void (^ __nullable)(BOOL success))completion NS_EXTENSION_UNAVAILABLE_IOS("")`, the handler
    /// imported `@MainActor @Sendable`. Available iOS 10.0; unavailable in app extensions.
    @available(iOS 10.0, *)
    @available(iOSApplicationExtension, unavailable)
    open func open(
        _ url: URL,
        options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        unimplemented()
    }

    /// UIApplication.h: the async form of `-openURL:options:completionHandler:`. Available iOS 10.0;
    /// unavailable in app extensions.
    @available(iOS 10.0, *)
    @available(iOSApplicationExtension, unavailable)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        unimplemented()
    }

    /// UIApplication.h: `UIKIT_EXTERN NSNotificationName const UIApplicationDidBecomeActiveNotification`
    /// (Swift: `UIApplication.didBecomeActiveNotification`, nonisolated).
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")

    /// UIApplication.h: `UIKIT_EXTERN NSNotificationName const UIApplicationWillResignActiveNotification`.
    nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")

    /// UIApplication.h: `UIKIT_EXTERN NSNotificationName const UIApplicationDidEnterBackgroundNotification`.
    /// Available iOS 4.0.
    @available(iOS 4.0, *)
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")

    /// UIApplication.h: `UIKIT_EXTERN NSNotificationName const UIApplicationWillEnterForegroundNotification`.
    /// Available iOS 4.0.
    @available(iOS 4.0, *)
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")

    /// UIApplication.h: `typedef NSString * UIApplicationOpenExternalURLOptionsKey NS_TYPED_ENUM`
    /// (Swift: `UIApplication.OpenExternalURLOptionsKey`). Available iOS 10.0.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// UIApplication.h: `UIApplicationOpenURLOptionUniversalLinksOnly`. Available iOS 10.0.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}

/// UIApplication.h: `NS_SWIFT_UI_ACTOR @protocol UIApplicationDelegate <NSObject>`, every member
/// `@optional`: no requirements here (see WebKit/OptionalMembers.swift); the members the SDK's
/// example and probes implement are in `UIApplicationDelegateMember` (UIKit/OptionalMembers.swift).
/// Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplication {
    /// UIApplication.h: `typedef NSString *UIApplicationLaunchOptionsKey NS_TYPED_ENUM`
    /// (Swift: `UIApplication.LaunchOptionsKey`). Available iOS 2.0.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
