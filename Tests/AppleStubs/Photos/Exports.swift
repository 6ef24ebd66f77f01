// Test-only stand-in for Apple's Photos (PhotoKit; scripts/check-apple): the photo
// library's authorization status only, written from Photos' headers (PHPhotoLibrary.h,
// PhotosTypes.h) as Swift imports them. Linux never checks Apple availability: each
// `@available` is also in the doc comment.

// Photos.h imports Foundation: `import Photos` makes it visible.
@_exported import Foundation

/// What a stub body does if it is ever run (it never is: the stubs only type-check).
func unimplemented(_ function: StaticString = #function) -> Never {
    fatalError("Photos stub: \(function) is a type-checking stand-in")
}
