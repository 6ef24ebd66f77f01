#if canImport(WebKit) && (canImport(UIKit) || canImport(AppKit))
public import MiniAppKit
#if canImport(UIKit)
public import UIKit

/// The platform's view controller class: `UIViewController` on iOS, `NSViewController` on macOS.
public typealias PlatformViewController = UIViewController
#else
public import AppKit

/// The platform's view controller class: `UIViewController` on iOS, `NSViewController` on macOS.
public typealias PlatformViewController = NSViewController
#endif

/// A view controller that shows a mini app, for a host built with UIKit or AppKit: full
/// screen, presented, or as a child of the host's own controllers.
///
/// A host's `setScreenOrientation` (the `miniapp` dialect's
/// `MiniAppWindowProvider.setScreenOrientation`) calls ``lockOrientation(_:)`` on it. On
/// iOS the lock stays within the app's own orientations and the screen rotates at once;
/// UIKit honours it while this controller is the one that decides (the window's root, or
/// presented full screen), and, as a child, when the host's app delegate answers from
/// ``MiniAppOrientationLock``. A Mac window has no orientation: there the lock is
/// accepted and changes nothing.
@MainActor
public final class MiniAppViewController: PlatformViewController {
    /// The mini app shown.
    public let display: MiniAppDisplay

    /// A controller of `display`, which must run in a ``WKWebViewEngine``.
    public init(display: MiniAppDisplay) {
        self.display = display
        super.init(nibName: nil, bundle: nil)
    }

    /// Unavailable: a storyboard cannot supply the display.
    @available(*, unavailable, message: "a MiniAppViewController is made in code, from its display")
    public required init?(coder: NSCoder) {
        nil
    }

    /// Its view is a ``MiniAppView`` of the display.
    public override func loadView() {
        view = MiniAppView(display: display)
    }

    #if canImport(UIKit)
    /// The orientations the mini app allows now: its lock, or all until it locks one.
    public var allowedOrientations: UIInterfaceOrientationMask {
        MiniAppOrientationLock.orientations(for: display) ?? .all
    }

    /// The mini app's lock, or what UIKit allows any view controller without one.
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        MiniAppOrientationLock.orientations(for: display) ?? super.supportedInterfaceOrientations
    }
    #endif

    /// Locks the screen to `orientation` (or releases the lock), as the mini app asked;
    /// `false` when the app supports none of the orientations asked for (iOS would crash on
    /// such a lock: it is refused instead).
    @discardableResult
    public func lockOrientation(_ orientation: ScreenOrientation) -> Bool {
        #if canImport(UIKit)
        let locked = MiniAppOrientationLock.lock(orientation, for: display)
        setNeedsUpdateOfSupportedInterfaceOrientations()
        return locked
        #else
        return true
        #endif
    }
}
#endif
