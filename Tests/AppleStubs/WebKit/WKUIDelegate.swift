/// WKUIDelegate.h: `WK_SWIFT_UI_ACTOR @protocol WKUIDelegate <NSObject>`, every member
/// `@optional`: as on Apple platforms a conformer implements any of them, or none. Each
/// member is declared once, without a default, in `WKUIDelegateMember`
/// (OptionalMembers.swift), where a probe checks the SDK's methods against it.
/// Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
public protocol WKUIDelegate: NSObjectProtocol {}

/// WKUIDelegate.h: `typedef NS_ENUM(NSInteger, WKPermissionDecision)`. Available iOS 15.0, macOS 12.0.
@available(iOS 15.0, macOS 12.0, *)
public enum WKPermissionDecision: Int, Sendable {
    /// `WKPermissionDecisionPrompt`.
    case prompt
    /// `WKPermissionDecisionGrant`.
    case grant
    /// `WKPermissionDecisionDeny`.
    case deny
}

/// WKUIDelegate.h: `typedef NS_ENUM(NSInteger, WKMediaCaptureType)`. Available iOS 15.0, macOS 12.0.
@available(iOS 15.0, macOS 12.0, *)
public enum WKMediaCaptureType: Int, Sendable {
    /// `WKMediaCaptureTypeCamera`.
    case camera
    /// `WKMediaCaptureTypeMicrophone`.
    case microphone
    /// `WKMediaCaptureTypeCameraAndMicrophone`.
    case cameraAndMicrophone
}

/// WKWindowFeatures.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
/// @interface WKWindowFeatures : NSObject`: what `window.open` asked for, each nil when not
/// specified. Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKWindowFeatures: NSObject {
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *menuBarVisibility`.
    public var menuBarVisibility: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *statusBarVisibility`.
    public var statusBarVisibility: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *toolbarsVisibility`.
    public var toolbarsVisibility: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *allowsResizing`.
    public var allowsResizing: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *x`.
    public var x: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *y`.
    public var y: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *width`.
    public var width: NSNumber? { unimplemented() }
    /// WKWindowFeatures.h: `@property (nullable, nonatomic, readonly) NSNumber *height`.
    public var height: NSNumber? { unimplemented() }
}
