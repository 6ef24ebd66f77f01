#if canImport(WebKit)
import AVFoundation
public import MiniAppKit
import Photos

/// The statuses iOS or macOS has recorded for the host app's camera, microphone and
/// photo library, for the mini app's `getPermissionStatus` (docs/protocols/miniapp.md
/// §6.1). A host opts in with one line:
///
/// ```swift
/// engine.permissionStatusReader = SystemPermissions.status(of:)
/// ```
///
/// This lives apart from MiniAppKitWebKit because reading these statuses means linking
/// AVFoundation and Photos: App Store Connect may then ask a host app for
/// `NSCameraUsageDescription`, `NSMicrophoneUsageDescription` and
/// `NSPhotoLibraryUsageDescription` even if it never uses the camera, and an SDK must not
/// impose that. Only a host that lists this product links them.
public enum SystemPermissions {
    /// The system's record for the host app, read without asking the user anything: the
    /// camera and the microphone from `AVCaptureDevice.authorizationStatus(for:)`, the
    /// gallery from `PHPhotoLibrary.authorizationStatus(for: .readWrite)` (limited access
    /// counts as granted). Not yet asked is `unknown`; restricted (by parental controls or
    /// a device policy) is `denied`, since the user cannot grant it.
    public static func status(of permission: DevicePermissionName) -> DevicePermissionStatus {
        switch permission {
        case .camera: status(AVCaptureDevice.authorizationStatus(for: .video))
        case .microphone: status(AVCaptureDevice.authorizationStatus(for: .audio))
        case .gallery: status(PHPhotoLibrary.authorizationStatus(for: .readWrite))
        }
    }

    private static func status(_ status: AVAuthorizationStatus) -> DevicePermissionStatus {
        switch status {
        case .authorized: .granted
        case .denied, .restricted: .denied
        case .notDetermined: .unknown
        @unknown default: .unknown
        }
    }

    private static func status(_ status: PHAuthorizationStatus) -> DevicePermissionStatus {
        switch status {
        case .authorized, .limited: .granted
        case .denied, .restricted: .denied
        case .notDetermined: .unknown
        @unknown default: .unknown
        }
    }
}
#endif
