/// UIBarItem.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UIBarItem : NSObject <NSCoding, UIAppearance, UIAccessibilityIdentification>`. Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
open class UIBarItem: NSObject {
    /// UIBarItem.h: `@property(nonatomic, getter=isEnabled) BOOL enabled` (Swift: `isEnabled`).
    open var isEnabled: Bool {
        get { unimplemented() }
        set { unimplemented() }
    }
}

/// UIBarButtonItem.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UIBarButtonItem : UIBarItem <NSCoding>`. Available iOS 2.0.
@MainActor
@available(iOS 2.0, *)
open class UIBarButtonItem: UIBarItem {
    /// UIKit's Swift overlay: `@MainActor @preconcurrency convenience init(title: String? = nil, image: UIImage? = nil,
    /// primaryAction: UIAction? = nil, menu: UIMenu? = nil)`: a plain item; a primary action's title and image
    /// configure it. Available iOS 14.0.
    @available(iOS 14.0, *)
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
    }

    /// UIKit's Swift overlay: `@MainActor @preconcurrency convenience init(systemItem: UIBarButtonItem.SystemItem,
    /// primaryAction: UIAction? = nil, menu: UIMenu? = nil)`. Available iOS 14.0.
    @available(iOS 14.0, *)
    public init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
    }

    /// UIBarButtonItem.h: `+ (instancetype)flexibleSpaceItem` (Swift: `flexibleSpace()`). Available iOS 14.0.
    @available(iOS 14.0, *)
    open class func flexibleSpace() -> Self {
        unimplemented()
    }

    /// UIBarButtonItem.h: `typedef NS_ENUM(NSInteger, UIBarButtonSystemItem)` (Swift: `UIBarButtonItem.SystemItem`).
    public enum SystemItem: Int, Sendable {
        /// `UIBarButtonSystemItemDone`.
        case done = 0
        /// `UIBarButtonSystemItemCancel`.
        case cancel = 1
        /// `UIBarButtonSystemItemFlexibleSpace`.
        case flexibleSpace = 5
        /// `UIBarButtonSystemItemFixedSpace`.
        case fixedSpace = 6
    }
}
