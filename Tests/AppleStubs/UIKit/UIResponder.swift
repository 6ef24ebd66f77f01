/// UIResponder.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UIResponder : NSObject <UIResponderStandardEditActions>`. Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
open class UIResponder: NSObject {}
