/// WKPreferences.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
/// @interface WKPreferences : NSObject <NSSecureCoding>`. Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKPreferences: NSObject {
    /// WKPreferences.h: `@property (nonatomic) BOOL javaScriptCanOpenWindowsAutomatically` (default NO).
    /// Available iOS 8.0, macOS 10.10.
    public var javaScriptCanOpenWindowsAutomatically = false

    /// WKPreferences.h: `@property (nonatomic) CGFloat minimumFontSize`. Available iOS 8.0, macOS 10.10.
    public var minimumFontSize: CGFloat = 0

    /// WKPreferences.h: `@property (nonatomic, getter=isElementFullscreenEnabled) BOOL elementFullscreenEnabled`.
    /// Available iOS 15.4, macOS 12.3.
    @available(iOS 15.4, macOS 12.3, *)
    public var isElementFullscreenEnabled: Bool {
        get { unimplemented() }
        set { unimplemented() }
    }
}

/// WKWebpagePreferences.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.15), ios(13.0))
/// @interface WKWebpagePreferences : NSObject`. Available iOS 13.0, macOS 10.15.
@MainActor
@available(iOS 13.0, macOS 10.15, *)
open class WKWebpagePreferences: NSObject {
    /// WKWebpagePreferences.h: `@property (nonatomic) BOOL allowsContentJavaScript` (default YES).
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public var allowsContentJavaScript: Bool {
        get { unimplemented() }
        set { unimplemented() }
    }
}

/// WKSnapshotConfiguration.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.13), ios(11.0))
/// @interface WKSnapshotConfiguration : NSObject <NSCopying>`. Available iOS 11.0, macOS 10.13.
@MainActor
@available(iOS 11.0, macOS 10.13, *)
open class WKSnapshotConfiguration: NSObject {
    /// WKSnapshotConfiguration.h: `@property (nonatomic) CGRect rect` (CGRectNull: the web view's bounds).
    /// Available iOS 11.0, macOS 10.13.
    public var rect: CGRect = .null

    /// WKSnapshotConfiguration.h: `@property (nullable, nonatomic, copy) NSNumber *snapshotWidth`.
    /// Available iOS 11.0, macOS 10.13.
    public var snapshotWidth: NSNumber?

    /// WKSnapshotConfiguration.h: `@property (nonatomic) BOOL afterScreenUpdates` (default YES).
    /// Available iOS 13.0, macOS 10.15.
    @available(iOS 13.0, macOS 10.15, *)
    public var afterScreenUpdates: Bool {
        get { unimplemented() }
        set { unimplemented() }
    }
}
