#if os(Linux)
import MiniAppKit
import MiniAppKitGTK

extension SessionSettings {
    /// The engine configuration of one mini app of the run (the only one, or a tab's):
    /// the profile's device and emulation, the capture devices, and the local ports its
    /// pages may not reach.
    func engineConfiguration(title: String) -> WebKitGTKEngine.Configuration {
        var configuration = profile.engineConfiguration(title: title, userAgentSuffix: "MiniAppKit/\(MiniAppKitVersion.version)")
        configuration.usesMockCaptureDevices = usesMockCaptureDevices
        configuration.refusedLocalPorts = refusedLocalPorts
        return configuration
    }
}
#endif
