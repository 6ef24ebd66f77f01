#if canImport(WebKit) && canImport(UIKit)
import Logging
public import MiniAppKit
public import UIKit

/// The screen-orientation locks of the mini apps on screen: what a host's
/// `setScreenOrientation` (the `miniapp` dialect's `MiniAppWindowProvider`) applies on
/// iOS, in UIKit and in SwiftUI.
///
/// A lock is kept within the orientations the app supports (its Info.plist's
/// `UISupportedInterfaceOrientations`, as UIKit reads it for this device): iOS raises
/// `UIApplicationInvalidInterfaceOrientation`, and the app crashes, when the view
/// controller that decides has none in common with the app, so a lock the app cannot take
/// (landscape in a portrait-only host) is refused and the mini app told so.
///
/// UIKit asks the window's root view controller (or the one presented full screen) which
/// orientations it allows. A ``MiniAppViewController`` answers for its mini app when it is
/// that controller. Anywhere else (a child of a navigation or tab controller, a SwiftUI
/// view), answer from the app delegate, which UIKit asks for every window:
///
/// ```swift
/// func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
///     MiniAppOrientationLock.supportedOrientations(for: window, otherwise: .all)
/// }
/// ```
///
/// (a SwiftUI app gets an app delegate with `@UIApplicationDelegateAdaptor`). A lock rotates
/// the screen at once (`UIWindowScene.requestGeometryUpdate`); it lasts while its mini
/// app's view is in the window, and ends with ``lock(_:for:)``'s `.release` or when the
/// display closes.
@MainActor
public enum MiniAppOrientationLock {
    private struct Lock {
        weak var display: MiniAppDisplay?
        let orientations: InterfaceOrientations
        let order: Int
    }

    private static var locks: [ObjectIdentifier: Lock] = [:]
    private static var nextOrder = 0
    private static let log = Logger(label: "MiniAppKitWebKit.orientation")

    /// Locks the screen that shows `display` to `orientation`, or releases its lock, and
    /// rotates the screen now; `false` (and nothing changes) when the app supports none of
    /// the orientations asked for.
    @discardableResult
    public static func lock(_ orientation: ScreenOrientation, for display: MiniAppDisplay) -> Bool {
        forgetClosedDisplays()
        let key = ObjectIdentifier(display)
        if orientation == .release {
            locks[key] = nil
        } else {
            guard let allowed = appOrientations.lock(orientation) else {
                log.error("orientation lock refused: the app supports none of the orientations asked for", metadata: [
                    "miniapp.app": "\(display.identity.appId)", "miniapp.orientation": "\(orientation.rawValue)",
                ])
                return false
            }
            locks[key] = Lock(display: display, orientations: allowed, order: nextOrder)
            nextOrder += 1
        }
        applyLock(in: display.webKitEngine?.view.window)
        return true
    }

    /// Applies `display`'s lock, if it holds one, to the window its view is now in: a
    /// lock asked for before the mini app was on screen rotates it when it appears.
    static func viewMovedToWindow(of display: MiniAppDisplay) {
        guard orientations(for: display) != nil else { return }
        applyLock(in: display.webKitEngine?.view.window)
    }

    /// The orientations `display` is locked to; `nil` when it holds no lock.
    public static func orientations(for display: MiniAppDisplay) -> UIInterfaceOrientationMask? {
        guard let lock = locks[ObjectIdentifier(display)], lock.display?.isClosed == false else { return nil }
        return UIInterfaceOrientationMask(rawValue: lock.orientations.rawValue)
    }

    /// The orientations `window` may take now: the lock of the mini app it shows (the
    /// newest, if it shows several), else `orientations`. What an app delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)` returns.
    public static func supportedOrientations(for window: UIWindow?, otherwise orientations: UIInterfaceOrientationMask) -> UIInterfaceOrientationMask {
        guard let window else { return orientations }
        let shown = locks.values.filter { lock in
            guard let display = lock.display, !display.isClosed else { return false }
            return display.webKitEngine?.view.window === window
        }
        guard let newest = shown.max(by: { $0.order < $1.order }) else { return orientations }
        return UIInterfaceOrientationMask(rawValue: newest.orientations.rawValue)
    }

    /// The orientations the app supports: its Info.plist's, as UIKit reads them for this
    /// device (`UISupportedInterfaceOrientations~ipad` on an iPad); all when it lists none.
    static var appOrientations: InterfaceOrientations {
        InterfaceOrientations(infoPlistNames: Bundle.main.object(forInfoDictionaryKey: "UISupportedInterfaceOrientations") as? [String])
    }

    /// Has UIKit ask `window`'s view controllers again, and rotates its scene now to what
    /// the window may take.
    private static func applyLock(in window: UIWindow?) {
        guard let window else { return }
        var controller = window.rootViewController
        while let current = controller {
            current.setNeedsUpdateOfSupportedInterfaceOrientations()
            controller = current.presentedViewController
        }
        let allowed = supportedOrientations(for: window, otherwise: UIInterfaceOrientationMask(rawValue: appOrientations.rawValue))
        let log = log
        window.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: allowed)) { @Sendable error in
            // The root view controller allows none of these: the host has not routed the
            // lock to it (see the type's documentation).
            log.warning("iOS did not rotate for the orientation lock: \(error.localizedDescription)")
        }
    }

    private static func forgetClosedDisplays() {
        locks = locks.filter { $0.value.display?.isClosed == false }
    }
}
#endif
