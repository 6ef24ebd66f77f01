/// UIEvent.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIEvent : NSObject`.
/// Only here for `UIEvent.ButtonMask` (WKNavigationAction.buttonNumber on iOS). Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
open class UIEvent: NSObject {
    /// UIEvent.h: `typedef NS_OPTIONS(NSInteger, UIEventButtonMask)` (Swift: `UIEvent.ButtonMask`).
    /// Available iOS 13.4.
    @available(iOS 13.4, *)
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// `UIEventButtonMaskPrimary = 1 << 0`.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// `UIEventButtonMaskSecondary = 1 << 1`.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
    }
}
