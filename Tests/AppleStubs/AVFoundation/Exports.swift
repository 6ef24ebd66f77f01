// Test-only stand-in for Apple's AVFoundation (scripts/check-apple): the capture device's
// authorization status only, written from AVFoundation's headers (AVCaptureDevice.h,
// AVMediaFormat.h) as Swift imports them. Linux never checks Apple availability: each
// `@available` is also in the doc comment.

// AVFoundation.h imports Foundation: `import AVFoundation` makes it visible.
@_exported import Foundation

/// What a stub body does if it is ever run (it never is: the stubs only type-check).
func unimplemented(_ function: StaticString = #function) -> Never {
    fatalError("AVFoundation stub: \(function) is a type-checking stand-in")
}
