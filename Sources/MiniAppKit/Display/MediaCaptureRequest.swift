public import Foundation

/// The page asks to capture from the device's camera or microphone
/// (`navigator.mediaDevices.getUserMedia`), as the engine reports it to the display.
///
/// A page asks once for everything it wants (`{video: true, audio: true}`), and the
/// engine can only allow or deny the request as a whole, so one request carries every
/// device and gets one answer (``MiniAppDisplay/mediaCaptureDecider``).
public struct MediaCaptureRequest: Sendable, Equatable {
    /// A capture device a page can ask for.
    public enum Device: String, Sendable, Equatable, Hashable, CaseIterable, Comparable {
        case camera, microphone

        /// The device permission `getPermissionStatus` reports for this device (§6.1).
        public var permission: DevicePermissionName {
            switch self {
            case .camera: .camera
            case .microphone: .microphone
            }
        }

        /// Camera before microphone, so a request names its devices in one order.
        public static func < (lhs: Device, rhs: Device) -> Bool {
            lhs == .camera && rhs == .microphone
        }
    }

    /// The devices asked for; never empty.
    public var devices: Set<Device>
    /// The page that asked, as the engine knew it at that moment.
    public var pageURL: URL?

    /// A request for `devices` from the page at `pageURL`.
    public init(devices: Set<Device>, pageURL: URL?) {
        self.devices = devices
        self.pageURL = pageURL
    }

    /// The devices in a fixed order (camera, then microphone).
    public var orderedDevices: [Device] { devices.sorted() }
}
