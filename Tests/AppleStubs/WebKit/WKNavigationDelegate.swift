/// WKNavigationDelegate.h: `typedef NS_ENUM(NSInteger, WKNavigationActionPolicy)`. Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
public enum WKNavigationActionPolicy: Int, Sendable {
    /// `WKNavigationActionPolicyCancel`.
    case cancel = 0
    /// `WKNavigationActionPolicyAllow`.
    case allow = 1
    /// `WKNavigationActionPolicyDownload`: available iOS 14.5, macOS 11.3.
    @available(iOS 14.5, macOS 11.3, *)
    case download = 2
}

/// WKNavigationDelegate.h: `typedef NS_ENUM(NSInteger, WKNavigationResponsePolicy)`. Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// `WKNavigationResponsePolicyCancel`.
    case cancel = 0
    /// `WKNavigationResponsePolicyAllow`.
    case allow = 1
    /// `WKNavigationResponsePolicyDownload`: available iOS 14.5, macOS 11.3.
    @available(iOS 14.5, macOS 11.3, *)
    case download = 2
}

/// WKNavigationDelegate.h: `WK_SWIFT_UI_ACTOR @protocol WKNavigationDelegate <NSObject>`, every
/// member `@optional`: as on Apple platforms a conformer implements any of them, or none,
/// and a method that nearly matches one compiles and is never called. Each member is
/// declared once, without a default, in `WKNavigationDelegateMember` (OptionalMembers.swift),
/// where a probe checks that the SDK's methods are the members they mean to be.
/// Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
public protocol WKNavigationDelegate: NSObjectProtocol {}
