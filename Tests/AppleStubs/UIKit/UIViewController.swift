/// UIViewController.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UIViewController : UIResponder <NSCoding, ...>`. Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
open class UIViewController: UIResponder {
    /// UIViewController.h: `- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
    /// bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// UIViewController.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER`
    /// (imported `required`).
    public required init?(coder: NSCoder) {
        unimplemented()
    }

    /// UIViewController.h: `@property(null_resettable, nonatomic, strong) UIView *view` (imported `UIView!`).
    open var view: UIView! {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// UIViewController.h: `@property(nullable, nonatomic, copy) NSString *title`.
    open var title: String?

    /// UIViewController.h: `- (void)loadView`.
    open func loadView() {}

    /// UIViewController.h: `- (void)viewDidLoad`.
    open func viewDidLoad() {}

    /// UIViewController.h: `- (void)viewWillAppear:(BOOL)animated`.
    open func viewWillAppear(_ animated: Bool) {}

    /// UIViewController.h: `- (void)viewDidAppear:(BOOL)animated`.
    open func viewDidAppear(_ animated: Bool) {}

    /// UIViewController.h: `- (void)viewWillDisappear:(BOOL)animated`.
    open func viewWillDisappear(_ animated: Bool) {}

    /// UIViewController.h: `- (void)viewDidDisappear:(BOOL)animated`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// UIViewController.h: `- (void)presentViewController:(UIViewController *)viewControllerToPresent animated:(BOOL)flag
    /// completion:(void (^ __nullable)(void))completion` (Swift: `present(_:animated:completion:)`). Available iOS 5.0.
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        unimplemented()
    }

    /// UIViewController.h: `- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^ __nullable)(void))completion`
    /// (Swift: `dismiss(animated:completion:)`). Available iOS 5.0.
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        unimplemented()
    }

    /// UIViewController.h: `@property(nullable, nonatomic, readonly) UIViewController *presentingViewController`:
    /// set once UIKit takes a presentation, `nil` when it refused one. Available iOS 5.0.
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { unimplemented() }

    /// UIViewController.h: `@property(nonatomic, readonly, getter=isBeingPresented) BOOL beingPresented`
    /// (Swift: `isBeingPresented`). Available iOS 5.0.
    @available(iOS 5.0, *)
    open var isBeingPresented: Bool { unimplemented() }

    /// UIViewController.h: `@property(nonatomic, assign) UIModalPresentationStyle modalPresentationStyle`. Available iOS 3.2.
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// UIViewController.h (UIContainerViewControllerProtectedMethods): `- (void)addChildViewController:(UIViewController *)childController`
    /// (Swift: `addChild(_:)`). Available iOS 5.0.
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        unimplemented()
    }

    /// UIViewController.h: `- (void)removeFromParentViewController` (Swift: `removeFromParent()`). Available iOS 5.0.
    @available(iOS 5.0, *)
    open func removeFromParent() {
        unimplemented()
    }

    /// UIViewController.h (UIContainerViewControllerCallbacks): `- (void)willMoveToParentViewController:(nullable UIViewController *)parent`
    /// (Swift: `willMove(toParent:)`). Available iOS 5.0.
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {}

    /// UIViewController.h (UIContainerViewControllerCallbacks): `- (void)didMoveToParentViewController:(nullable UIViewController *)parent`
    /// (Swift: `didMove(toParent:)`). Available iOS 5.0.
    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) {}

    /// UIViewController.h: `@property(nonatomic, readonly) NSArray<__kindof UIViewController *> *childViewControllers`
    /// (Swift: `children`). Available iOS 5.0.
    @available(iOS 5.0, *)
    open var children: [UIViewController] { unimplemented() }

    /// UIViewController.h: `@property(nullable, nonatomic, weak, readonly) UIViewController *parentViewController` (Swift: `parent`).
    open var parent: UIViewController? { unimplemented() }

    /// UIViewController.h: `@property(nullable, nonatomic, readonly) UIViewController *presentedViewController`.
    /// Available iOS 5.0.
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { unimplemented() }

    /// UIViewController.h: `@property(nonatomic, readonly, getter=isBeingDismissed) BOOL beingDismissed`
    /// (Swift: `isBeingDismissed`). Available iOS 5.0.
    @available(iOS 5.0, *)
    open var isBeingDismissed: Bool { unimplemented() }

    /// UINavigationController.h (UINavigationControllerItem): `@property(nonatomic, readonly, strong) UINavigationItem *navigationItem`.
    open var navigationItem: UINavigationItem { unimplemented() }

    /// UINavigationController.h (UINavigationControllerItem): `@property(nullable, nonatomic, readonly, strong)
    /// UINavigationController *navigationController`.
    open var navigationController: UINavigationController? { unimplemented() }

    /// UINavigationController.h (UINavigationControllerContextualToolbarItems):
    /// `@property (nullable, nonatomic, strong) NSArray<__kindof UIBarButtonItem *> *toolbarItems`. Available iOS 3.0.
    @available(iOS 3.0, *)
    open var toolbarItems: [UIBarButtonItem]? {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// UIViewController.h: `@property (nonatomic, readonly) UIInterfaceOrientationMask supportedInterfaceOrientations`.
    /// Available iOS 6.0.
    @available(iOS 6.0, *)
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

    /// UIViewController.h: `- (void)setNeedsUpdateOfSupportedInterfaceOrientations`.
    /// Available iOS 16.0.
    @available(iOS 16.0, *)
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
}

/// UIViewController.h: `typedef NS_ENUM(NSInteger, UIModalPresentationStyle)`. Available iOS 3.2.
@available(iOS 3.2, *)
public enum UIModalPresentationStyle: Int, Sendable {
    /// `UIModalPresentationFullScreen`.
    case fullScreen = 0
    /// `UIModalPresentationPageSheet`.
    case pageSheet = 1
    /// `UIModalPresentationFormSheet`.
    case formSheet = 2
    /// `UIModalPresentationCurrentContext`.
    case currentContext = 3
    /// `UIModalPresentationCustom`.
    case custom = 4
    /// `UIModalPresentationOverFullScreen`.
    case overFullScreen = 5
    /// `UIModalPresentationOverCurrentContext`.
    case overCurrentContext = 6
    /// `UIModalPresentationPopover`.
    case popover = 7
    /// `UIModalPresentationNone`.
    case none = -1
    /// `UIModalPresentationAutomatic`.
    case automatic = -2
}

/// UIOrientation.h: `typedef NS_OPTIONS(NSUInteger, UIInterfaceOrientationMask)`. Available iOS 6.0.
@available(iOS 6.0, *)
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// `UIInterfaceOrientationMaskPortrait = 1 << UIInterfaceOrientationPortrait` (1 << 1).
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// `UIInterfaceOrientationMaskLandscapeLeft = 1 << UIInterfaceOrientationLandscapeLeft` (1 << 4).
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// `UIInterfaceOrientationMaskLandscapeRight = 1 << UIInterfaceOrientationLandscapeRight` (1 << 3).
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// `UIInterfaceOrientationMaskPortraitUpsideDown = 1 << UIInterfaceOrientationPortraitUpsideDown` (1 << 2).
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// `UIInterfaceOrientationMaskLandscape`.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// `UIInterfaceOrientationMaskAll`.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// `UIInterfaceOrientationMaskAllButUpsideDown`.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
