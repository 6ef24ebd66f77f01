#if canImport(UIKit)
public import UIKit

/// The platform's view class: `UIView` on iOS, `NSView` on macOS.
public typealias PlatformView = UIView
#elseif canImport(AppKit)
public import AppKit

/// The platform's view class: `UIView` on iOS, `NSView` on macOS.
public typealias PlatformView = NSView
#endif

#if canImport(UIKit) || canImport(AppKit)
extension PlatformView {
    /// Adds `child` filling this view, and following its size.
    func fill(with child: PlatformView) {
        child.frame = bounds
        #if canImport(UIKit)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        #else
        child.autoresizingMask = [.width, .height]
        #endif
        addSubview(child)
    }
}
#endif
