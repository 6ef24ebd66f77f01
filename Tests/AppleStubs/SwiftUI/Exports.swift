// Test-only stand-in for Apple's SwiftUI (scripts/check-apple): only the declarations the
// SDK and its example host use, written from SwiftUI's Swift interface
// (SwiftUI.swiftinterface, as Apple's documentation shows each declaration). SwiftUI's
// View, App and Scene are `@MainActor @preconcurrency`; so are these. Linux never checks
// Apple availability: each `@available` is also in the doc comment.
//
// Deliberately more permissive than SwiftUI in one place: `LocalizedStringKey`
// interpolates any value (SwiftUI accepts only the types it can format).

// SwiftUI re-exports Foundation and the platform's UI framework: `import SwiftUI` alone
// gives UIKit (iOS) or AppKit (macOS) types, as in a UIViewRepresentable.
@_exported import Foundation
#if canImport(UIKit)
@_exported import UIKit
#elseif canImport(AppKit)
@_exported import AppKit
#endif

/// What a stub body does if it is ever run (it never is: the stubs only type-check).
func unimplemented(_ function: StaticString = #function) -> Never {
    fatalError("SwiftUI stub: \(function) is a type-checking stand-in")
}
