// Objective-C `@optional` members of UIKit's protocols, each as a protocol of its own without
// a default: test-only (see WebKit/OptionalMembers.swift for why, and how a probe uses them).

/// UIApplication.h's `UIApplicationDelegate` members a host writes around the SDK.
/// Available iOS 2.0.
@available(iOS 2.0, *)
public enum UIApplicationDelegateMember {
    /// UIApplication.h: `- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:
    /// (nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions`. Available iOS 3.0.
    @available(iOS 3.0, *)
    @MainActor
    public protocol DidFinishLaunching: UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    }

    /// UIApplication.h: `- (UIInterfaceOrientationMask)application:(UIApplication *)application
    /// supportedInterfaceOrientationsForWindow:(nullable UIWindow *)window` (Swift:
    /// `application(_:supportedInterfaceOrientationsFor:)`): the orientations the app allows in `window`,
    /// which every view controller's `supportedInterfaceOrientations` is intersected with. Available iOS 6.0.
    @available(iOS 6.0, *)
    @MainActor
    public protocol SupportedInterfaceOrientations: UIApplicationDelegate {
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    }
}
