/// UIMenuElement.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
/// @interface UIMenuElement : NSObject <NSCopying, NSSecureCoding, UIAccessibilityIdentification>`.
/// Available iOS 13.0.
@MainActor
@available(iOS 13.0, *)
open class UIMenuElement: NSObject {
    /// UIMenuElement.h: `typedef NS_OPTIONS(NSUInteger, UIMenuElementAttributes)` (Swift: `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// `UIMenuElementAttributesDisabled = 1 << 0`.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// `UIMenuElementAttributesDestructive = 1 << 1`.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// `UIMenuElementAttributesHidden = 1 << 2`.
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// UIMenuElement.h: `typedef NS_ENUM(NSInteger, UIMenuElementState)` (Swift: `UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// `UIMenuElementStateOff`.
        case off = 0
        /// `UIMenuElementStateOn`.
        case on = 1
        /// `UIMenuElementStateMixed`.
        case mixed = 2
    }
}

/// UIMenu.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIMenu : UIMenuElement`;
/// here only as the type of a bar button item's `menu`. Available iOS 13.0.
@MainActor
@available(iOS 13.0, *)
open class UIMenu: UIMenuElement {}

/// UIAction.h: `typedef void (^UIActionHandler)(__kindof UIAction *action)` (Swift: `UIActionHandler`).
/// Available iOS 13.0.
@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

/// UIAction.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
/// @interface UIAction : UIMenuElement <UIMenuLeaf>`: a menu element or control action that runs a closure.
/// Available iOS 13.0.
@MainActor
@available(iOS 13.0, *)
open class UIAction: UIMenuElement {
    /// UIKit's Swift overlay: `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
    /// identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    /// state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)`. Available iOS 13.0.
    public init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        super.init()
    }

    /// UIAction.h: `typedef NSString *UIActionIdentifier NS_TYPED_EXTENSIBLE_ENUM` (Swift: `UIAction.Identifier`).
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
