#if canImport(WebKit) && canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
public import MiniAppKit
public import SwiftUI

/// A SwiftUI view that shows a mini app: the counterpart of Rakuten's `MiniAppSUIView`.
///
/// It wraps a ``MiniAppView``: the mini app launches when first shown and hears when
/// the app goes to the background and comes back. SwiftUI may rebuild this value as
/// often as it likes; the display (and its page) stays the one given.
///
/// ```swift
/// MiniAppSwiftUIView(display: display)
///     .ignoresSafeArea()
/// ```
@MainActor
public struct MiniAppSwiftUIView {
    /// The mini app shown.
    public let display: MiniAppDisplay

    /// A view of `display`, which must run in a ``WKWebViewEngine``.
    public init(display: MiniAppDisplay) {
        self.display = display
    }
}

#if canImport(UIKit)
extension MiniAppSwiftUIView: UIViewRepresentable {
    /// Makes the ``MiniAppView`` of the display, once per place in the view tree.
    public func makeUIView(context: Context) -> MiniAppView {
        MiniAppView(display: display)
    }

    /// Nothing to update: the display is fixed for the view's life.
    public func updateUIView(_ view: MiniAppView, context: Context) {}
}
#else
extension MiniAppSwiftUIView: NSViewRepresentable {
    /// Makes the ``MiniAppView`` of the display, once per place in the view tree.
    public func makeNSView(context: Context) -> MiniAppView {
        MiniAppView(display: display)
    }

    /// Nothing to update: the display is fixed for the view's life.
    public func updateNSView(_ view: MiniAppView, context: Context) {}
}
#endif
#endif
