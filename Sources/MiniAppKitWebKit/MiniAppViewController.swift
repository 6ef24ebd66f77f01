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

/// A view controller that shows a mini app full screen, for a host built with UIKit or
/// AppKit, and holds its orientation lock.
///
/// A host's `setScreenOrientation` (the `miniapp` dialect's
/// `MiniAppWindowProvider.setScreenOrientation`) calls ``lockOrientation(_:)`` on it,
/// and iOS rotates the screen to match; a Mac window has no orientation, so there the
/// lock is accepted and changes nothing.
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
    /// The orientations the mini app allows now: all, until it locks one.
    public private(set) var allowedOrientations: UIInterfaceOrientationMask = .all

    /// What ``lockOrientation(_:)`` last allowed.
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowedOrientations }
    #endif

    /// Locks the screen to `orientation` (or releases the lock), as the mini app asked.
    public func lockOrientation(_ orientation: ScreenOrientation) {
        #if canImport(UIKit)
        allowedOrientations = switch orientation {
        case .portrait: .portrait
        case .landscape: .landscape
        case .release: .all
        }
        setNeedsUpdateOfSupportedInterfaceOrientations()
        #endif
    }
}
#endif
