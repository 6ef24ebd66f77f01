#if canImport(WebKit) && (canImport(UIKit) || canImport(AppKit))
public import MiniAppKit
#if canImport(UIKit)
public import UIKit
#else
public import AppKit
#endif

/// A view that shows a mini app: the counterpart of Rakuten's `MiniAppView`, for a
/// host built with UIKit or AppKit.
///
/// It shows the display's engine view, launches the mini app the first time it is
/// put in a window, and tells the page when the app goes to the background and comes
/// back (`miniapppause` / `miniappresume`).
///
/// ```swift
/// let display = try MiniAppDisplay(identity: identity, source: source, engine: WKWebViewEngine(),
///                                  dialects: [.miniApp(host: host, manifest: manifest)],
///                                  configuration: configuration)
/// view.addSubview(MiniAppView(display: display))
/// ```
@MainActor
public final class MiniAppView: PlatformView {
    /// The mini app shown.
    public let display: MiniAppDisplay
    private var activity: AppActivity?

    /// A view of `display`, which must run in a ``WKWebViewEngine`` (a display on another
    /// engine shows nothing).
    public init(display: MiniAppDisplay) {
        self.display = display
        super.init(frame: .zero)
        if let engine = display.webKitEngine { fill(with: engine.view) }
        activity = AppActivity(display: display)
    }

    /// Unavailable: a storyboard cannot supply the display.
    @available(*, unavailable, message: "a MiniAppView is made in code, from its display")
    public required init?(coder: NSCoder) {
        nil
    }

    #if canImport(UIKit)
    /// Launches the mini app the first time the view is on screen, makes its window scene
    /// the one links that leave the mini app open from, and applies the mini app's
    /// orientation lock there.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let window else { return }
        if let scene = window.windowScene { ExternalOpener.scene = scene }
        MiniAppOrientationLock.viewMovedToWindow(of: display)
        display.launch()
    }
    #else
    /// Launches the mini app the first time the view is on screen.
    public override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        if window != nil { display.launch() }
    }
    #endif
}
#endif
