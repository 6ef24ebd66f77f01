#if canImport(UIKit)
import MiniAppKitWebKit
import UIKit

/// UIKit asks the app delegate which orientations each window may take, and every view
/// controller's answer is intersected with it. A SwiftUI app has no view controller of its
/// own to answer, so this one answers with the lock of the mini app the window shows
/// (`MiniAppOrientationLock`, set by the showcase's `setScreenOrientation`), and with all
/// the orientations Info.plist lists when there is none.
@MainActor
final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        MiniAppOrientationLock.supportedOrientations(for: window, otherwise: .all)
    }
}
#endif
