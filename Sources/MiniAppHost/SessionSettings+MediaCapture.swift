import Foundation

extension SessionSettings {
    /// Whether the run's engines give the page WebKit's mock camera and microphone: as
    /// the profile's `device.captureDevices` says, else unless a person at a real display
    /// has a camera to show (a `/dev/video*` device). Headless runs and tests thus
    /// capture the same test pattern everywhere, and a developer's window the real camera.
    public var usesMockCaptureDevices: Bool {
        switch profile.device?.captureDevices {
        case .mock: true
        case .real: false
        case nil: !(isInteractive && Self.machineHasCamera)
        }
    }

    /// Whether the machine has a video capture device (V4L2's `/dev/video*`).
    static var machineHasCamera: Bool {
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: "/dev")) ?? []
        return devices.contains { $0.hasPrefix("video") }
    }
}
