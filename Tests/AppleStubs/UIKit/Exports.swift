// Test-only stand-in for Apple's UIKit (scripts/check-apple, the ios flavour): only the
// members the SDK and its example host use, written from Apple's UIKit headers
// (UIView.h, UIWindow.h, UIViewController.h, UINavigationController.h, UINavigationItem.h,
// UIBarItem.h, UIBarButtonItem.h, UIMenuElement.h, UIMenu.h, UIAction.h, UIApplication.h,
// UIImage.h, UIColor.h, UIEvent.h, UIOrientation.h) and UIKit's Swift overlay as Swift
// imports them; `@MainActor` where they are NS_SWIFT_UI_ACTOR.
// Linux never checks Apple availability: each `@available` is also in the doc comment.

// UIKit.h imports Foundation: `import UIKit` makes it visible.
@_exported import Foundation

/// What a stub body does if it is ever run (it never is: the stubs only type-check).
func unimplemented(_ function: StaticString = #function) -> Never {
    fatalError("UIKit stub: \(function) is a type-checking stand-in")
}
