#if canImport(WebKit) && (canImport(UIKit) || canImport(AppKit))
public import MiniAppKit
#if canImport(UIKit)
public import UIKit

/// A view controller that shows a mini app full screen, for a host built with UIKit,
/// and holds its orientation lock.
///
/// A host's `setScreenOrientation` (the `miniapp` dialect's
/// `MiniAppWindowProvider.setScreenOrientation`) calls ``lockOrientation(_:)`` on it,
/// and iOS rotates the screen to match.
@MainActor
public final class MiniAppViewController: UIViewController {
    /// The mini app shown.
    public let display: MiniAppDisplay
    /// The orientations the mini app allows now: all, until it locks one.
    public private(set) var allowedOrientations: UIInterfaceOrientationMask = .all

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

    /// What ``lockOrientation(_:)`` last allowed.
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowedOrientations }

    /// Locks the screen to `orientation` (or releases the lock), as the mini app asked.
    public func lockOrientation(_ orientation: ScreenOrientation) {
        allowedOrientations = switch orientation {
        case .portrait: .portrait
        case .landscape: .landscape
        case .release: .all
        }
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }
}
#else
public import AppKit

/// A view controller that shows a mini app, for a host built with AppKit.
///
/// A Mac window has no orientation: a mini app's orientation lock is accepted and
/// changes nothing.
@MainActor
public final class MiniAppViewController: NSViewController {
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

    /// Accepted and ignored: a Mac window has no orientation to lock.
    public func lockOrientation(_ orientation: ScreenOrientation) {}
}
#endif
#endif
