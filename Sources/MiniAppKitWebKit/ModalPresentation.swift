#if canImport(WebKit) && canImport(UIKit)
import UIKit

/// Presenting a view controller modally from a view's window, as the engine does for a
/// browser window and a page's dialog, and noticing when UIKit refuses.
///
/// `present(_:animated:completion:)` does nothing (it logs "Attempt to present … which is
/// already presenting", or "… whose view is not in the window hierarchy") when the
/// presenter is busy or gone, and then never calls its completion: whatever waited for
/// the presented controller to answer would wait forever.
@MainActor
enum ModalPresentation {
    /// The view controller to present from over `view`: its window's root, or what that
    /// presents, topmost first, skipping one on its way out.
    static func topController(of view: UIView) -> UIViewController? {
        guard var top = view.window?.rootViewController else { return nil }
        while let presented = top.presentedViewController, !presented.isBeingDismissed {
            top = presented
        }
        return top
    }

    /// Presents `controller` from `presenter` and calls `refused` on the main queue's next
    /// turn if UIKit did not take it (it is neither being presented nor presented by then).
    static func present(_ controller: UIViewController, from presenter: UIViewController, refused: @escaping @MainActor () -> Void) {
        presenter.present(controller, animated: true)
        DispatchQueue.main.async { [weak controller] in
            MainActor.assumeIsolated {
                guard let controller, controller.presentingViewController == nil, !controller.isBeingPresented else { return }
                refused()
            }
        }
    }
}
#endif
