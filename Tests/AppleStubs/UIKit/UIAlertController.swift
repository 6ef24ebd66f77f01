/// UIAlertController.h: `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
/// @interface UIAlertController : UIViewController`. Available iOS 8.0.
@MainActor
@available(iOS 8.0, *)
open class UIAlertController: UIViewController {
    /// UIAlertController.h: `+ (instancetype)alertControllerWithTitle:(nullable NSString *)title
    /// message:(nullable NSString *)message preferredStyle:(UIAlertControllerStyle)preferredStyle`
    /// (Swift: `convenience init(title:message:preferredStyle:)`).
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIAlertController.h: `- (void)addAction:(UIAlertAction *)action`.
    open func addAction(_ action: UIAlertAction) {
        unimplemented()
    }

    /// UIAlertController.h: `- (void)addTextFieldWithConfigurationHandler:(void (^ __nullable)(UITextField *textField))configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        unimplemented()
    }

    /// UIAlertController.h: `@property (nullable, nonatomic, readonly) NSArray<UITextField *> *textFields`.
    open var textFields: [UITextField]? { unimplemented() }

    /// UIAlertController.h: `typedef NS_ENUM(NSInteger, UIAlertControllerStyle)` (Swift: `UIAlertController.Style`).
    public enum Style: Int, Sendable {
        /// `UIAlertControllerStyleActionSheet`.
        case actionSheet = 0
        /// `UIAlertControllerStyleAlert`.
        case alert = 1
    }
}

/// UIAlertController.h: `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
/// @interface UIAlertAction : NSObject <NSCopying>`. Available iOS 8.0.
@MainActor
@available(iOS 8.0, *)
open class UIAlertAction: NSObject {
    /// UIAlertController.h: `+ (instancetype)actionWithTitle:(nullable NSString *)title style:(UIAlertActionStyle)style
    /// handler:(void (^ __nullable)(UIAlertAction *action))handler` (Swift: `convenience init(title:style:handler:)`;
    /// the block carries no actor or Sendable annotation).
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
    }

    /// UIAlertController.h: `typedef NS_ENUM(NSInteger, UIAlertActionStyle)` (Swift: `UIAlertAction.Style`).
    public enum Style: Int, Sendable {
        /// `UIAlertActionStyleDefault`.
        case `default` = 0
        /// `UIAlertActionStyleCancel`.
        case cancel = 1
        /// `UIAlertActionStyleDestructive`.
        case destructive = 2
    }
}

/// UITextField.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UITextField : UIControl <UITextInput, NSCoding, UIContentSizeCategoryAdjusting>`
/// (here directly a UIView: the stubs have no UIControl). Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
open class UITextField: UIView {
    /// UITextField.h: `@property(nullable, nonatomic, copy) NSString *text`.
    open var text: String?
}
