public import ArgumentParser
public import MiniAppHost

/// `miniapp open`'s device and environment flags (`docs/HOST-PROFILE.md`, "Device"):
/// each overrides the matching part of the `--profile`, so the page's CSS and
/// `navigator` agree with what the host methods answer.
struct EmulationOptions: ParsableArguments {
    /// `--color-scheme`'s values.
    enum ColorScheme: String, CaseIterable, ExpressibleByArgument {
        case light, dark
    }

    @Option(help: ArgumentHelp("Emulate a device: its CSS viewport, pixel ratio, safe-area insets, iOS user agent and version.", valueName: DevicePreset.allCases.map(\.rawValue).joined(separator: "|")))
    var device: DevicePreset?

    @Option(help: ArgumentHelp("prefers-color-scheme, and the profile's darkMode (isDarkMode()).", valueName: "light|dark"))
    var colorScheme: ColorScheme?

    @Option(help: ArgumentHelp("navigator.language, and the profile's environment.hostLocale (getHostEnvironmentInfo).", valueName: "ll-CC"))
    var locale: String?

    @Option(help: ArgumentHelp("The page's network: offline fails every http(s) load and sets navigator.onLine false; slow delays each fetch and XMLHttpRequest.", valueName: "online|offline|slow"))
    var network: HostProfile.Device.Network?

    @Option(help: ArgumentHelp("With a slow network, the delay of each fetch and XMLHttpRequest (implies --network slow; default 800).", valueName: "ms"))
    var latency: Int?

    func validate() throws {
        if let locale, locale.wholeMatch(of: /[a-z]{2}(-[A-Z]{2})?/) == nil {
            throw ValidationError("--locale \(locale) is not a locale such as ja-JP or en (language in lower case, optional region in upper case).")
        }
        if let latency, !(0...60_000).contains(latency) {
            throw ValidationError("--latency \(latency) is not a number of milliseconds between 0 and 60000.")
        }
        if latency != nil, let network, network != .slow {
            throw ValidationError("--latency needs --network slow, not --network \(network.rawValue).")
        }
    }

    /// `profile` with these flags over it.
    func applied(to profile: HostProfile) -> HostProfile {
        profile.applying(
            preset: device, darkMode: colorScheme.map { $0 == .dark }, locale: locale, network: network, latencyMs: latency)
    }
}

// Retroactive: both types belong to MiniAppHost, which stays free of the CLI's parser;
// only this command line parses them, so no other conformance can appear.
extension DevicePreset: @retroactive ExpressibleByArgument {}
extension HostProfile.Device.Network: @retroactive ExpressibleByArgument {}
