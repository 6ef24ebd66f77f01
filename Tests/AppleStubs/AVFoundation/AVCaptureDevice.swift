/// AVCaptureDevice.h: `API_AVAILABLE(macos(10.7), ios(4.0), macCatalyst(14.0)) API_UNAVAILABLE(tvos)
/// @interface AVCaptureDevice : NSObject` (not UI-actor-bound). Available iOS 4.0, macOS 10.7.
@available(iOS 4.0, macOS 10.7, *)
open class AVCaptureDevice: NSObject {
    /// AVCaptureDevice.h: `+ (AVAuthorizationStatus)authorizationStatusForMediaType:(AVMediaType)mediaType`
    /// (Swift: `authorizationStatus(for:)`): the user's answer for the app, without asking.
    /// Available iOS 7.0, macOS 10.14.
    @available(iOS 7.0, macOS 10.14, *)
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
        unimplemented()
    }
}

/// AVCaptureDevice.h: `typedef NS_ENUM(NSInteger, AVAuthorizationStatus)`. Available iOS 7.0, macOS 10.14.
@available(iOS 7.0, macOS 10.14, *)
public enum AVAuthorizationStatus: Int, Sendable {
    /// `AVAuthorizationStatusNotDetermined = 0`.
    case notDetermined = 0
    /// `AVAuthorizationStatusRestricted = 1`.
    case restricted = 1
    /// `AVAuthorizationStatusDenied = 2`.
    case denied = 2
    /// `AVAuthorizationStatusAuthorized = 3`.
    case authorized = 3
}

/// AVMediaFormat.h: `typedef NSString * AVMediaType NS_EXTENSIBLE_STRING_ENUM` (Swift: `AVMediaType`).
/// Available iOS 4.0, macOS 10.7.
@available(iOS 4.0, macOS 10.7, *)
public struct AVMediaType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// AVMediaFormat.h: `AVF_EXPORT AVMediaType const AVMediaTypeVideo` (Swift: `.video`). Available iOS 4.0, macOS 10.7.
    public static let video = AVMediaType(rawValue: "vide")

    /// AVMediaFormat.h: `AVF_EXPORT AVMediaType const AVMediaTypeAudio` (Swift: `.audio`). Available iOS 4.0, macOS 10.7.
    public static let audio = AVMediaType(rawValue: "soun")
}
