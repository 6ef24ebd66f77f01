import Foundation

extension HostProfile {
    /// The device and network the page sees (`docs/HOST-PROFILE.md`, "Device"):
    /// a preset, optionally adjusted, and the network. `miniapp open --device`,
    /// `--network` and `--latency` override these; the page's light or dark appearance
    /// follows the profile's `darkMode` and its language `environment.hostLocale`.
    public struct Device: Sendable, Codable, Equatable {
        /// `online`, `offline` or `slow`.
        public enum Network: String, Sendable, Codable, CaseIterable {
            case online, offline, slow
        }

        /// The device to start from; without one, a 400×800 window at pixel ratio 1
        /// with no insets, as before devices existed.
        public var preset: DevicePreset?
        /// The CSS viewport, overriding the preset's.
        public var width: Int?
        public var height: Int?
        /// `devicePixelRatio` (a whole number: 1, 2 or 3), overriding the preset's.
        public var pixelRatio: Int?
        /// `env(safe-area-inset-*)` in CSS pixels; each edge given overrides the preset's.
        public var safeAreaInsets: EmulatedDevice.Insets?
        /// The iOS version (`17.5`) the user agent and `getHostEnvironmentInfo` report,
        /// unless `environment.platformVersion` says otherwise.
        public var osVersion: String?
        /// The page's network; `online` when absent.
        public var network: Network?
        /// With `slow`: milliseconds each `fetch` and `XMLHttpRequest` waits (800 when absent).
        public var latencyMs: Int?
        /// The camera and microphone the page captures from; when absent, the machine's
        /// own only in a window on a real display of a machine with a camera
        /// (``SessionSettings/usesMockCaptureDevices``), WebKit's mock devices otherwise.
        public var captureDevices: CaptureDevices?

        /// Which camera and microphone the page gets (the host still decides each request:
        /// `permissions.camera`, `permissions.microphone`).
        public enum CaptureDevices: String, Sendable, Codable, CaseIterable {
            /// WebKit's mock devices: a test pattern and a tone, the same on every machine.
            case mock
            /// The machine's own devices (a `getUserMedia` without one fails with `NotFoundError`).
            case real
        }

        public init(preset: DevicePreset? = nil) {
            self.preset = preset
        }

        /// The default latency of a `slow` network, in milliseconds.
        public static let defaultLatencyMs = 800
    }

    /// The device the page is made to see: the preset with the profile's overrides, or
    /// `nil` when the profile names no preset and no size (WebKitGTK's own window).
    public var emulatedDevice: EmulatedDevice? {
        guard let device else { return nil }
        var result: EmulatedDevice
        if let preset = device.preset {
            result = preset.device
        } else if device.width != nil || device.height != nil || device.pixelRatio != nil || device.safeAreaInsets != nil {
            result = EmulatedDevice(model: .iPhone, width: 400, height: 800, pixelRatio: 1, safeAreaInsets: .init())
        } else {
            return nil
        }
        if let width = device.width { result.width = width }
        if let height = device.height { result.height = height }
        if let ratio = device.pixelRatio { result.pixelRatio = ratio }
        if let insets = device.safeAreaInsets {
            result.safeAreaInsets = EmulatedDevice.Insets(
                top: insets.top ?? result.safeAreaInsets.top, right: insets.right ?? result.safeAreaInsets.right,
                bottom: insets.bottom ?? result.safeAreaInsets.bottom, left: insets.left ?? result.safeAreaInsets.left)
        }
        if let version = device.osVersion { result.osVersion = version }
        return result
    }

    /// The iOS version every report of the platform gives: `environment.platformVersion`,
    /// else the device's, else ``EmulatedDevice/defaultOSVersion`` (never the Linux
    /// kernel's version `miniapp open` runs on).
    public var reportedPlatformVersion: String {
        environment?.platformVersion ?? device?.osVersion ?? EmulatedDevice.defaultOSVersion
    }

    /// The locale the host reports (`getHostEnvironmentInfo`) and the page's
    /// `navigator.language`: `environment.hostLocale`, else `en-US`.
    public var reportedLocale: String {
        environment?.hostLocale ?? "en-US"
    }

    /// Checks the device section's values that its types cannot: a width, height and
    /// pixel ratio in range, a latency only with `slow`, a dotted iOS version.
    public func deviceProblems() -> [String] {
        guard let device else { return [] }
        var problems: [String] = []
        if let width = device.width, !(100...4000).contains(width) { problems.append("device.width \(width) is not between 100 and 4000 CSS pixels") }
        if let height = device.height, !(100...4000).contains(height) { problems.append("device.height \(height) is not between 100 and 4000 CSS pixels") }
        if let ratio = device.pixelRatio, !(1...4).contains(ratio) { problems.append("device.pixelRatio \(ratio) is not 1, 2, 3 or 4") }
        if let latency = device.latencyMs {
            if latency < 0 || latency > 60_000 { problems.append("device.latencyMs \(latency) is not between 0 and 60000") }
            if device.network != .slow { problems.append("device.latencyMs needs \"network\": \"slow\"") }
        }
        if let version = device.osVersion, version.wholeMatch(of: /\d{1,2}(\.\d{1,2}){0,2}/) == nil {
            problems.append("device.osVersion \"\(version)\" is not an iOS version such as 17.5")
        }
        return problems
    }
}

extension HostProfile {
    /// The profile with `miniapp open`'s emulation flags applied over it: `--device`
    /// replaces the preset (keeping the profile's adjustments), `--color-scheme` sets
    /// `darkMode` (so `isDarkMode()` agrees with `prefers-color-scheme`), `--locale` sets
    /// `environment.hostLocale` (so `getHostEnvironmentInfo` agrees with
    /// `navigator.language`), `--network` and `--latency` the network.
    public func applying(
        preset: DevicePreset? = nil, darkMode: Bool? = nil, locale: String? = nil,
        network: Device.Network? = nil, latencyMs: Int? = nil
    ) -> HostProfile {
        var profile = self
        if preset != nil || network != nil || latencyMs != nil {
            var device = profile.device ?? Device()
            if let preset { device.preset = preset }
            if let network { device.network = network }
            if let latencyMs {
                device.latencyMs = latencyMs
                if network == nil { device.network = .slow }
            }
            profile.device = device
        }
        if let darkMode { profile.darkMode = darkMode }
        if let locale {
            var environment = profile.environment ?? Environment()
            environment.hostLocale = locale
            profile.environment = environment
        }
        return profile
    }
}
