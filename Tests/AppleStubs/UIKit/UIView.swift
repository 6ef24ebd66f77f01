/// UIView.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UIView : UIResponder <NSCoding, ...>`. Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
open class UIView: UIResponder {
    /// UIView.h: `@property(nonatomic) CGRect frame`.
    open var frame: CGRect

    /// UIView.h: `@property(nonatomic) CGRect bounds`.
    open var bounds: CGRect

    /// UIView.h: `@property(nonatomic) UIViewAutoresizing autoresizingMask` (Swift: `UIView.AutoresizingMask`).
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// UIView.h (UIConstraintBasedCompatibility): `@property(nonatomic) BOOL translatesAutoresizingMaskIntoConstraints`.
    /// Available iOS 6.0.
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints = true

    /// UIView.h: `@property(nullable, nonatomic, copy) UIColor *backgroundColor`.
    open var backgroundColor: UIColor?

    /// UIView.h: `@property(nonatomic, getter=isHidden) BOOL hidden`.
    open var isHidden = false

    /// UIView.h: `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER`.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// UIView.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER`
    /// (imported `required`: a subclass with its own designated initializer must write it).
    public required init?(coder: NSCoder) {
        unimplemented()
    }

    /// UIView.h: `@property(nullable, nonatomic, readonly) UIView *superview`.
    open var superview: UIView? { unimplemented() }

    /// UIView.h: `@property(nonatomic, readonly, copy) NSArray<__kindof UIView *> *subviews`.
    open var subviews: [UIView] { unimplemented() }

    /// UIView.h: `@property(nullable, nonatomic, readonly) UIWindow *window`.
    open var window: UIWindow? { unimplemented() }

    /// UIView.h: `- (void)addSubview:(UIView *)view`.
    open func addSubview(_ view: UIView) {
        unimplemented()
    }

    /// UIView.h: `- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index`.
    open func insertSubview(_ view: UIView, at index: Int) {
        unimplemented()
    }

    /// UIView.h: `- (void)bringSubviewToFront:(UIView *)view`.
    open func bringSubviewToFront(_ view: UIView) {
        unimplemented()
    }

    /// UIView.h: `- (void)removeFromSuperview`.
    open func removeFromSuperview() {
        unimplemented()
    }

    /// UIView.h: `- (void)didMoveToWindow`.
    open func didMoveToWindow() {}

    /// UIView.h: `- (void)didMoveToSuperview`.
    open func didMoveToSuperview() {}

    /// UIView.h: `- (void)layoutSubviews`.
    open func layoutSubviews() {}

    /// UIView.h: `- (void)setNeedsLayout`.
    open func setNeedsLayout() {}

    /// UIView.h: `typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing)` (Swift: `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// `UIViewAutoresizingFlexibleLeftMargin = 1 << 0`.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// `UIViewAutoresizingFlexibleWidth = 1 << 1`.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// `UIViewAutoresizingFlexibleRightMargin = 1 << 2`.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// `UIViewAutoresizingFlexibleTopMargin = 1 << 3`.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// `UIViewAutoresizingFlexibleHeight = 1 << 4`.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// `UIViewAutoresizingFlexibleBottomMargin = 1 << 5`.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// UIWindow.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIWindow : UIView`.
/// Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
open class UIWindow: UIView {
    /// UIWindow.h: `- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene`. Available iOS 13.0.
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
    }

    /// UIWindow.h: `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIWindow.h: `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER`.
    public required init?(coder: NSCoder) {
        unimplemented()
    }

    /// UIWindow.h: `@property(nullable, nonatomic, strong) UIViewController *rootViewController`. Available iOS 4.0.
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// UIWindow.h: `@property(nullable, nonatomic, weak) UIWindowScene *windowScene`. Available iOS 13.0.
    @available(iOS 13.0, *)
    open weak var windowScene: UIWindowScene?

    /// UIWindow.h: `- (void)makeKeyAndVisible`.
    open func makeKeyAndVisible() {
        unimplemented()
    }
}
