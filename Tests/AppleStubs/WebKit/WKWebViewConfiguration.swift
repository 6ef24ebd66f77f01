/// WKWebViewConfiguration.h: `WK_SWIFT_UI_ACTOR WK_CLASS_AVAILABLE(macos(10.10), ios(8.0))
/// @interface WKWebViewConfiguration : NSObject <NSSecureCoding, NSCopying>`.
/// Available iOS 8.0, macOS 10.10.
@MainActor
@available(iOS 8.0, macOS 10.10, *)
open class WKWebViewConfiguration: NSObject {
    /// WKWebViewConfiguration.h: `@property (nonatomic, strong) WKUserContentController *userContentController`.
    /// Available iOS 8.0, macOS 10.10.
    public var userContentController = WKUserContentController()

    /// WKWebViewConfiguration.h: `@property (nonatomic, strong) WKPreferences *preferences`.
    /// Available iOS 8.0, macOS 10.10.
    public var preferences = WKPreferences()

    /// WKWebViewConfiguration.h: `@property (nonatomic, strong) WKWebsiteDataStore *websiteDataStore`.
    /// Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    public var websiteDataStore: WKWebsiteDataStore {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// WKWebViewConfiguration.h: `@property (nullable, nonatomic, copy) NSString *applicationNameForUserAgent`.
    /// Available iOS 9.0, macOS 10.11.
    @available(iOS 9.0, macOS 10.11, *)
    public var applicationNameForUserAgent: String? {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// WKWebViewConfiguration.h: `@property (null_resettable, nonatomic, copy) WKWebpagePreferences *defaultWebpagePreferences`
    /// (null_resettable: imported implicitly unwrapped). Available iOS 13.0, macOS 10.15.
    @available(iOS 13.0, macOS 10.15, *)
    public var defaultWebpagePreferences: WKWebpagePreferences! {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// WKWebViewConfiguration.h: `@property (nonatomic) WKAudiovisualMediaTypes mediaTypesRequiringUserActionForPlayback`.
    /// Available iOS 10.0, macOS 10.12.
    @available(iOS 10.0, macOS 10.12, *)
    public var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// WKWebViewConfiguration.h: `@property (nonatomic) BOOL suppressesIncrementalRendering`.
    /// Available iOS 8.0, macOS 10.10.
    public var suppressesIncrementalRendering: Bool {
        get { unimplemented() }
        set { unimplemented() }
    }

    /// WKWebViewConfiguration.h: `@property (nonatomic) BOOL limitsNavigationsToAppBoundDomains`.
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    public var limitsNavigationsToAppBoundDomains: Bool {
        get { unimplemented() }
        set { unimplemented() }
    }

    #if canImport(UIKit)
    /// WKWebViewConfiguration.h: `@property (nonatomic) BOOL allowsInlineMediaPlayback`, inside
    /// `#if TARGET_OS_IPHONE`: iOS only. Available iOS 8.0.
    public var allowsInlineMediaPlayback: Bool {
        get { unimplemented() }
        set { unimplemented() }
    }
    #endif

    /// WKWebViewConfiguration.h: `- (void)setURLSchemeHandler:(nullable id <WKURLSchemeHandler>)urlSchemeHandler
    /// forURLScheme:(NSString *)urlScheme`. Available iOS 11.0, macOS 10.13.
    @available(iOS 11.0, macOS 10.13, *)
    public func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String) {
        unimplemented()
    }

    /// WKWebViewConfiguration.h: `- (nullable id <WKURLSchemeHandler>)urlSchemeHandlerForURLScheme:(NSString *)urlScheme`.
    /// Available iOS 11.0, macOS 10.13.
    @available(iOS 11.0, macOS 10.13, *)
    public func urlSchemeHandler(forURLScheme urlScheme: String) -> (any WKURLSchemeHandler)? {
        unimplemented()
    }
}

/// WKWebViewConfiguration.h: `typedef NS_OPTIONS(NSUInteger, WKAudiovisualMediaTypes)`.
/// Available iOS 10.0, macOS 10.12.
@available(iOS 10.0, macOS 10.12, *)
public struct WKAudiovisualMediaTypes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// `WKAudiovisualMediaTypeNone = 0` is imported as the empty set (`[]`), not as a member.
    /// `WKAudiovisualMediaTypeAudio = 1 << 0`.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// `WKAudiovisualMediaTypeVideo = 1 << 1`.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// `WKAudiovisualMediaTypeAll = NSUIntegerMax`.
    public static let all = WKAudiovisualMediaTypes(rawValue: .max)
}
