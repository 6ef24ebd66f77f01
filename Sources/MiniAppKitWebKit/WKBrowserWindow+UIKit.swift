#if canImport(WebKit) && canImport(UIKit)
import UIKit
import WebKit

extension WKBrowserWindow {
    /// Presents the window modally from the topmost view controller of `view`'s window,
    /// as a navigation controller with a Done button and, with controls, a toolbar with
    /// back and forward buttons; returns why it cannot, or `nil` once asked to present.
    /// If UIKit refuses the presentation (the controller to present from is busy
    /// presenting, or leaving the window), the window ends as failed on the next turn, so
    /// an HTML page waiting for it is answered.
    func present(from view: UIView) -> String? {
        guard view.window != nil else { return "the mini app's view is in no window to present a browser from" }
        guard let top = ModalPresentation.topController(of: view) else {
            return "the mini app's window has no view controller to present a browser from"
        }
        let navigation = UINavigationController(rootViewController: BrowserPageController(browser: self))
        navigation.setToolbarHidden(!hasControls, animated: false)
        dismissChrome = { [weak navigation] in navigation?.dismiss(animated: true) }
        ModalPresentation.present(navigation, from: top) { [weak self] in
            self?.refused("iOS refused to present the browser (the view controller to present from is busy or gone)")
        }
        return nil
    }
}

/// Shows a browser window's web view on iOS, with its page's title, a Done button, and
/// with controls back and forward buttons that follow the page's history. Tells the
/// window when it is dismissed (Done, a swipe down, or the host), so the page ends.
@MainActor
final class BrowserPageController: UIViewController {
    private let browser: WKBrowserWindow
    private var observations: [NSKeyValueObservation] = []

    /// A controller for `browser`'s web view.
    init(browser: WKBrowserWindow) {
        self.browser = browser
        super.init(nibName: nil, bundle: nil)
    }

    /// Unavailable: made in code, from its window.
    @available(*, unavailable, message: "a BrowserPageController is made in code, from its browser window")
    required init?(coder: NSCoder) {
        nil
    }

    /// The browser's web view is the controller's view.
    override func loadView() {
        view = browser.webView
    }

    /// Sets up the title, the Done button and, with controls, the toolbar.
    override func viewDidLoad() {
        super.viewDidLoad()
        let webView = browser.webView
        title = browser.initialTitle
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak browser] _ in
            browser?.close()
        })
        observations.append(webView.observe(\.title, options: [.new]) { [weak self] _, change in
            let title = change.newValue ?? nil
            MainActor.assumeIsolated {
                guard let self, let title, !title.isEmpty else { return }
                self.title = title
            }
        })
        guard browser.hasControls else { return }
        let back = Self.button("Back", symbol: "chevron.backward") { [weak webView] in webView?.goBack() }
        let forward = Self.button("Forward", symbol: "chevron.forward") { [weak webView] in webView?.goForward() }
        toolbarItems = [back, .flexibleSpace(), forward]
        observations.append(webView.observe(\.canGoBack, options: [.new]) { [weak back] _, change in
            let enabled = change.newValue ?? false
            MainActor.assumeIsolated { back?.isEnabled = enabled }
        })
        observations.append(webView.observe(\.canGoForward, options: [.new]) { [weak forward] _, change in
            let enabled = change.newValue ?? false
            MainActor.assumeIsolated { forward?.isEnabled = enabled }
        })
    }

    /// A toolbar button with an SF Symbol, disabled until the history allows it.
    private static func button(_ title: String, symbol: String, action: @escaping @MainActor () -> Void) -> UIBarButtonItem {
        let image = UIImage(systemName: symbol)
        let item = UIBarButtonItem(title: title, image: image, primaryAction: UIAction(title: title, image: image) { _ in action() })
        item.isEnabled = false
        return item
    }

    /// Dismissed, by Done, a swipe or the host: the window has ended.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed || navigationController?.isBeingDismissed == true {
            observations.removeAll()
            browser.chromeDidClose()
        }
    }
}
#endif
