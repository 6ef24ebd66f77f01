// Test-only stand-in for Apple's AppKit (scripts/check-apple, the macos flavour): only the
// members the SDK and its example host use, written from Apple's AppKit headers
// (NSView.h, NSViewController.h, NSWindow.h, NSGraphics.h, NSWorkspace.h, NSApplication.h,
// NSImage.h, NSBitmapImageRep.h, NSRunningApplication.h) as Swift imports them; `@MainActor` where
// they are NS_SWIFT_UI_ACTOR. Linux never checks Apple availability: each `@available`
// is also in the doc comment.

// AppKit.h imports Foundation: `import AppKit` makes it visible.
@_exported import Foundation

/// What a stub body does if it is ever run (it never is: the stubs only type-check).
func unimplemented(_ function: StaticString = #function) -> Never {
    fatalError("AppKit stub: \(function) is a type-checking stand-in")
}
