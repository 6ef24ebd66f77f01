/// WKNavigation.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
/// @interface WKNavigation : NSObject`: an opaque token for one navigation.
/// Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKNavigation: NSObject {}

/// WKNavigationAction.h: `typedef NS_ENUM(NSInteger, WKNavigationType)`. Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
public enum WKNavigationType: Int, Sendable {
    /// `WKNavigationTypeLinkActivated`.
    case linkActivated = 0
    /// `WKNavigationTypeFormSubmitted`.
    case formSubmitted = 1
    /// `WKNavigationTypeBackForward`.
    case backForward = 2
    /// `WKNavigationTypeReload`.
    case reload = 3
    /// `WKNavigationTypeFormResubmitted`.
    case formResubmitted = 4
    /// `WKNavigationTypeOther = -1`.
    case other = -1
}

/// WKNavigationAction.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
/// @interface WKNavigationAction : NSObject`. Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKNavigationAction: NSObject {
    /// WKNavigationAction.h: `@property (nonatomic, readonly, copy) WKFrameInfo *sourceFrame`.
    ///
    /// Declared nonnull, so imported non-optional, but WebKit hands over nil for some
    /// navigations (one the user starts, such as typing a URL or a session restore): an
    /// adapter reads it through an optional (`let frame: WKFrameInfo? = action.sourceFrame`).
    /// Available iOS 8.0, macOS 10.10.
    public var sourceFrame: WKFrameInfo { unimplemented() }

    /// WKNavigationAction.h: `@property (nullable, nonatomic, readonly, copy) WKFrameInfo *targetFrame`
    /// (nil for a navigation that opens a new window). Available iOS 8.0, macOS 10.10.
    public var targetFrame: WKFrameInfo? { unimplemented() }

    /// WKNavigationAction.h: `@property (nonatomic, readonly) WKNavigationType navigationType`.
    /// Available iOS 8.0, macOS 10.10.
    public var navigationType: WKNavigationType { unimplemented() }

    /// WKNavigationAction.h: `@property (nonatomic, readonly, copy) NSURLRequest *request`.
    /// Available iOS 8.0, macOS 10.10.
    public var request: URLRequest { unimplemented() }

    /// WKNavigationAction.h: `@property (nonatomic, readonly) BOOL shouldPerformDownload`.
    /// Available iOS 14.5, macOS 11.3.
    @available(iOS 14.5, macOS 11.3, *)
    public var shouldPerformDownload: Bool { unimplemented() }

    #if canImport(UIKit)
    /// WKNavigationAction.h: `@property (nonatomic, readonly) UIEventButtonMask buttonNumber` (iOS).
    /// Available iOS 18.4.
    @available(iOS 18.4, *)
    public var buttonNumber: UIEvent.ButtonMask { unimplemented() }
    #else
    /// WKNavigationAction.h: `@property (nonatomic, readonly) NSInteger buttonNumber`, inside
    /// `#if !TARGET_OS_IPHONE` (macOS). Available macOS 10.10.
    public var buttonNumber: Int { unimplemented() }
    #endif
}

/// WKNavigationResponse.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
/// @interface WKNavigationResponse : NSObject`. Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKNavigationResponse: NSObject {
    /// WKNavigationResponse.h: `@property (nonatomic, readonly, getter=isForMainFrame) BOOL forMainFrame`.
    public var isForMainFrame: Bool { unimplemented() }

    /// WKNavigationResponse.h: `@property (nonatomic, readonly, copy) NSURLResponse *response`.
    public var response: URLResponse { unimplemented() }

    /// WKNavigationResponse.h: `@property (nonatomic, readonly) BOOL canShowMIMEType`.
    public var canShowMIMEType: Bool { unimplemented() }
}
