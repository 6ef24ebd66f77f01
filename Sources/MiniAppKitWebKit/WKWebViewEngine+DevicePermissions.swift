#if canImport(WebKit)
import AVFoundation
package import MiniAppKit
import Photos

// The mini app's `getPermissionStatus` (docs/protocols/miniapp.md §6.1) when the host
// answers nothing itself: what iOS or macOS has recorded for the host app. Reading a
// status asks the user nothing. Asking for access, and the usage descriptions that must
// be in the host app's Info.plist before it may (NSCameraUsageDescription,
// NSMicrophoneUsageDescription, NSPhotoLibraryUsageDescription), are the host's business.

extension WKWebViewEngine {
    /// The system's record for the host app: the camera and the microphone from
    /// `AVCaptureDevice.authorizationStatus(for:)`, the gallery from
    /// `PHPhotoLibrary.authorizationStatus(for: .readWrite)` (limited access counts as
    /// granted). Not yet asked is `unknown`; restricted (by parental controls or a device
    /// policy) is `denied`, since the user cannot grant it.
    package func devicePermissionStatus(_ permission: DevicePermissionName) async -> DevicePermissionStatus? {
        switch permission {
        case .camera: Self.status(AVCaptureDevice.authorizationStatus(for: .video))
        case .microphone: Self.status(AVCaptureDevice.authorizationStatus(for: .audio))
        case .gallery: Self.status(PHPhotoLibrary.authorizationStatus(for: .readWrite))
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
