/// WKError.h: `WK_EXTERN NSString * const WKErrorDomain`. Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
public let WKErrorDomain: String = "WKErrorDomain"

/// WKError.h: `typedef NS_ERROR_ENUM(WKErrorDomain, WKErrorCode)`, which Swift imports as the
/// error struct `WKError` with its `Code` enum, a static member per code (so
/// `catch WKError.javaScriptExceptionOccurred` and `(error as? WKError)?.code` work) and
/// `errorDomain`. (On Linux, Foundation spells the domain requirement `_nsErrorDomain`.)
/// Available iOS 8.0, macOS 10.10.
@available(iOS 8.0, macOS 10.10, *)
public struct WKError: _BridgedStoredNSError, Hashable {
    public let _nsError: NSError

    public init(_nsError: NSError) {
        self._nsError = _nsError
    }

    public static var _nsErrorDomain: String { WKErrorDomain }

    /// WKError.h: `typedef NS_ENUM(NSInteger, WKErrorCode)`.
    public enum Code: Int, _ErrorCodeProtocol, Sendable {
        public typealias _ErrorType = WKError

        /// `WKErrorUnknown = 1`.
        case unknown = 1
        /// `WKErrorWebContentProcessTerminated`.
        case webContentProcessTerminated = 2
        /// `WKErrorWebViewInvalidated`.
        case webViewInvalidated = 3
        /// `WKErrorJavaScriptExceptionOccurred`.
        case javaScriptExceptionOccurred = 4
        /// `WKErrorJavaScriptResultTypeIsUnsupported`: available iOS 9.0, macOS 10.11.
        @available(iOS 9.0, macOS 10.11, *)
        case javaScriptResultTypeIsUnsupported = 5
        /// `WKErrorContentRuleListStoreCompileFailed`: available iOS 11.0, macOS 10.13.
        @available(iOS 11.0, macOS 10.13, *)
        case contentRuleListStoreCompileFailed = 6
        /// `WKErrorContentRuleListStoreLookUpFailed`: available iOS 11.0, macOS 10.13.
        @available(iOS 11.0, macOS 10.13, *)
        case contentRuleListStoreLookUpFailed = 7
        /// `WKErrorContentRuleListStoreRemoveFailed`: available iOS 11.0, macOS 10.13.
        @available(iOS 11.0, macOS 10.13, *)
        case contentRuleListStoreRemoveFailed = 8
        /// `WKErrorContentRuleListStoreVersionMismatch`: available iOS 11.0, macOS 10.13.
        @available(iOS 11.0, macOS 10.13, *)
        case contentRuleListStoreVersionMismatch = 9
        /// `WKErrorAttributedStringContentFailedToLoad`: available iOS 13.0, macOS 10.15.
        @available(iOS 13.0, macOS 10.15, *)
        case attributedStringContentFailedToLoad = 10
        /// `WKErrorAttributedStringContentLoadTimedOut`: available iOS 13.0, macOS 10.15.
        @available(iOS 13.0, macOS 10.15, *)
        case attributedStringContentLoadTimedOut = 11
        /// `WKErrorJavaScriptInvalidFrameTarget`: available iOS 14.0, macOS 11.0.
        @available(iOS 14.0, macOS 11.0, *)
        case javaScriptInvalidFrameTarget = 12
        /// `WKErrorNavigationAppBoundDomain`: available iOS 14.0, macOS 11.0.
        @available(iOS 14.0, macOS 11.0, *)
        case navigationAppBoundDomain = 13
        /// `WKErrorJavaScriptAppBoundDomain`: available iOS 14.0, macOS 11.0.
        @available(iOS 14.0, macOS 11.0, *)
        case javaScriptAppBoundDomain = 14
        /// `WKErrorDuplicateCredential`: available iOS 16.0, macOS 13.0.
        @available(iOS 16.0, macOS 13.0, *)
        case duplicateCredential = 15
        /// `WKErrorMalformedCredential`: available iOS 16.0, macOS 13.0.
        @available(iOS 16.0, macOS 13.0, *)
        case malformedCredential = 16
        /// `WKErrorCredentialNotFound`: available iOS 16.0, macOS 13.0.
        @available(iOS 16.0, macOS 13.0, *)
        case credentialNotFound = 17
    }

    public static var unknown: Code { .unknown }
    public static var webContentProcessTerminated: Code { .webContentProcessTerminated }
    public static var webViewInvalidated: Code { .webViewInvalidated }
    public static var javaScriptExceptionOccurred: Code { .javaScriptExceptionOccurred }
    /// Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    public static var javaScriptResultTypeIsUnsupported: Code { .javaScriptResultTypeIsUnsupported }
    /// Available iOS 11.0, macOS 10.13.
    @available(iOS 11.0, macOS 10.13, *)
    public static var contentRuleListStoreCompileFailed: Code { .contentRuleListStoreCompileFailed }
    /// Available iOS 11.0, macOS 10.13.
    @available(iOS 11.0, macOS 10.13, *)
    public static var contentRuleListStoreLookUpFailed: Code { .contentRuleListStoreLookUpFailed }
    /// Available iOS 11.0, macOS 10.13.
    @available(iOS 11.0, macOS 10.13, *)
    public static var contentRuleListStoreRemoveFailed: Code { .contentRuleListStoreRemoveFailed }
    /// Available iOS 11.0, macOS 10.13.
    @available(iOS 11.0, macOS 10.13, *)
    public static var contentRuleListStoreVersionMismatch: Code { .contentRuleListStoreVersionMismatch }
    /// Available iOS 13.0, macOS 10.15.
    @available(iOS 13.0, macOS 10.15, *)
    public static var attributedStringContentFailedToLoad: Code { .attributedStringContentFailedToLoad }
    /// Available iOS 13.0, macOS 10.15.
    @available(iOS 13.0, macOS 10.15, *)
    public static var attributedStringContentLoadTimedOut: Code { .attributedStringContentLoadTimedOut }
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public static var javaScriptInvalidFrameTarget: Code { .javaScriptInvalidFrameTarget }
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public static var navigationAppBoundDomain: Code { .navigationAppBoundDomain }
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public static var javaScriptAppBoundDomain: Code { .javaScriptAppBoundDomain }
    /// Available iOS 16.0, macOS 13.0.
    @available(iOS 16.0, macOS 13.0, *)
    public static var duplicateCredential: Code { .duplicateCredential }
    /// Available iOS 16.0, macOS 13.0.
    @available(iOS 16.0, macOS 13.0, *)
    public static var malformedCredential: Code { .malformedCredential }
    /// Available iOS 16.0, macOS 13.0.
    @available(iOS 16.0, macOS 13.0, *)
    public static var credentialNotFound: Code { .credentialNotFound }
}
