#if os(Linux)
public import MiniAppKitGTK

extension HostProfile {
    /// What the WebKitGTK engine makes the page see, from the profile: the device's user
    /// agent, `navigator` and `screen` facts and safe-area insets, the language of
    /// `environment.hostLocale`, the appearance of `darkMode` (light when absent, as
    /// `isDarkMode()` answers) and the device's network.
    public var pageEmulation: PageEmulation {
        var emulation = PageEmulation(languages: [reportedLocale], colorScheme: darkMode == true ? .dark : .light)
        if let device = emulatedDevice {
            emulation.userAgent = device.userAgent
            emulation.platform = device.platform
            emulation.maxTouchPoints = 5
            emulation.screenSize = (device.width, device.height)
            let insets = device.safeAreaInsets
            emulation.safeAreaInsets = .init(top: insets.top ?? 0, right: insets.right ?? 0, bottom: insets.bottom ?? 0, left: insets.left ?? 0)
        }
        switch self.device?.network {
        case .offline: emulation.network = .offline
        case .slow: emulation.network = .slow(latency: .milliseconds(self.device?.latencyMs ?? Device.defaultLatencyMs))
        case .online, nil: break
        }
        return emulation
    }

    /// The engine configuration of a run with this profile: the device's viewport as the
    /// window size, and ``pageEmulation``.
    func engineConfiguration(title: String, userAgentSuffix: String?) -> WebKitGTKEngine.Configuration {
        var configuration = WebKitGTKEngine.Configuration(title: title, userAgentSuffix: userAgentSuffix, emulation: pageEmulation)
        if let device = emulatedDevice {
            configuration.width = device.width
            configuration.height = device.height
        }
        return configuration
    }

    /// Sets the process's device pixel ratio to the device's (1 without one); call on
    /// the loop thread before creating the engines.
    @MainActor func applyDeviceScale() {
        WebKitGTKEngine.setDeviceScale(emulatedDevice?.pixelRatio ?? 1)
    }
}
#endif
