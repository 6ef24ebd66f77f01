/// PHPhotoLibrary.h: `API_AVAILABLE(macos(10.13), ios(8), tvos(10)) @interface PHPhotoLibrary : NSObject`
/// (not UI-actor-bound). Available iOS 8.0, macOS 10.13.
@available(iOS 8.0, macOS 10.13, *)
open class PHPhotoLibrary: NSObject {
    /// PHPhotoLibrary.h: `+ (PHAuthorizationStatus)authorizationStatusForAccessLevel:(PHAccessLevel)accessLevel`
    /// (Swift: `authorizationStatus(for:)`): the user's answer for the app, without asking.
    /// Available iOS 14.0, macOS 11.0.
    @available(iOS 14.0, macOS 11.0, *)
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        unimplemented()
    }
}

/// PhotosTypes.h: `typedef NS_ENUM(NSInteger, PHAuthorizationStatus)`. Available iOS 8.0, macOS 10.13.
@available(iOS 8.0, macOS 10.13, *)
public enum PHAuthorizationStatus: Int, Sendable {
    /// `PHAuthorizationStatusNotDetermined = 0`.
    case notDetermined = 0
    /// `PHAuthorizationStatusRestricted = 1`.
    case restricted = 1
    /// `PHAuthorizationStatusDenied = 2`.
    case denied = 2
    /// `PHAuthorizationStatusAuthorized = 3`.
    case authorized = 3
    /// `PHAuthorizationStatusLimited = 4`: the user chose which photos the app sees. Available iOS 14.0.
    @available(iOS 14.0, *)
    case limited = 4
}

/// PhotosTypes.h: `typedef NS_ENUM(NSInteger, PHAccessLevel)`. Available iOS 14.0, macOS 11.0.
@available(iOS 14.0, macOS 11.0, *)
public enum PHAccessLevel: Int, Sendable {
    /// `PHAccessLevelAddOnly = 1`.
    case addOnly = 1
    /// `PHAccessLevelReadWrite = 2`.
    case readWrite = 2
}
