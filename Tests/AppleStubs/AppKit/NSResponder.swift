/// NSResponder.h: `APPKIT_EXTERN API_AVAILABLE(macos(10.0)) NS_SWIFT_UI_ACTOR
/// @interface NSResponder : NSObject <NSCoding>`. Available macOS 10.0.
@MainActor
@available(macOS 10.0, *)
open class NSResponder: NSObject {}
