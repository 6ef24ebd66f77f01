// Test-only stand-in for Apple's WebKit framework (scripts/check-apple). Every declaration
// here is written from WebKit's open-source Cocoa API headers
// (WebKit/WebKit: Source/WebKit/UIProcess/API/Cocoa/*.h, WebKitSwiftOverlay.swift) and
// mirrors how Swift imports them: names (NS_SWIFT_NAME, NS_REFINED_FOR_SWIFT), nullability,
// `@MainActor` (WK_SWIFT_UI_ACTOR), availability (WK_API_AVAILABLE). Bodies are
// placeholders: nothing here ever runs.
//
// Linux never checks Apple availability, so each `@available` is also written out in the
// declaration's doc comment, where a separate lint reads it.
//
// Objective-C `@optional` protocol members are not requirements of the stub protocols (a
// conformer implements any of them, or none, as on Apple platforms): each is declared once,
// without a default, as a protocol of its own (OptionalMembers.swift), so a probe can check
// that a method of the SDK's is exactly the member it means to implement. A required
// Objective-C member with an async alternative (`WKScriptMessageHandlerWithReply`) gets
// defaults for both spellings, because Swift has no "one of these two" requirement.
//
// Completion handlers are imported as Apple's SDK imports them: a WK_SWIFT_UI_ACTOR block
// is `@MainActor @Sendable`.

// WebKit.h imports Foundation and, through WKWebView.h, UIKit.h (iOS) or AppKit.h (macOS):
// `import WebKit` makes all of them visible, as the Clang module re-exports them.
@_exported import Foundation
#if canImport(FoundationNetworking)
// On Linux URLRequest, URLResponse and HTTPURLResponse live here; on Apple platforms they
// are Foundation's.
@_exported import FoundationNetworking
#endif

#if canImport(UIKit) && canImport(AppKit)
#error("Both the UIKit and the AppKit stub are visible: each flavour of scripts/check-apple needs a build folder of its own")
#elseif canImport(UIKit)
@_exported import UIKit
#elseif canImport(AppKit)
@_exported import AppKit
#else
#error("The WebKit stub needs the UIKit stub (MINIAPPKIT_APPLE_STUBS=ios) or the AppKit stub (macos)")
#endif

/// What a stub body does if it is ever run (it never is: the stubs only type-check).
func unimplemented(_ function: StaticString = #function) -> Never {
    fatalError("WebKit stub: \(function) is a type-checking stand-in")
}
