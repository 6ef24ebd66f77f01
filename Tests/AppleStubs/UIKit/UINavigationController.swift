/// UINavigationController.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UINavigationController : UIViewController`. Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
open class UINavigationController: UIViewController {
    /// UINavigationController.h: `- (instancetype)initWithRootViewController:(UIViewController *)rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
    }

    /// UINavigationController.h: `- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER`.
    public required init?(coder aDecoder: NSCoder) {
        unimplemented()
    }

    /// UINavigationController.h: `- (void)setToolbarHidden:(BOOL)hidden animated:(BOOL)animated`. Available iOS 3.0.
    @available(iOS 3.0, *)
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        unimplemented()
    }
}

/// UINavigationItem.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UINavigationItem : NSObject <NSCoding>`. Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
open class UINavigationItem: NSObject {
    /// UINavigationItem.h: `@property(nullable, nonatomic, strong) UIBarButtonItem *rightBarButtonItem`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { unimplemented() }
        set { unimplemented() }
    }
}
