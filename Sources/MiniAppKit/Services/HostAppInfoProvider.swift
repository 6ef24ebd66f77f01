/// What the host tells a mini app about itself: environment, theme, dark mode.
@MainActor
public protocol HostAppInfoProvider: AnyObject {
    func hostEnvironmentInfo() async throws -> HostEnvironmentInfo
    /// `nil` makes the mini app see `unexpectedMessageFormat`, as in 5.6.1.
    func hostAppThemeColors() async throws -> ThemeColors?
    func isDarkMode() async throws -> Bool
}

extension HostAppInfoProvider {
    public func hostEnvironmentInfo() async throws -> HostEnvironmentInfo {
        HostEnvironmentInfo(platformVersion: "1.0", hostVersion: "1.0", hostLocale: "en-US")
    }
    public func hostAppThemeColors() async throws -> ThemeColors? { throw HostServiceError.failedToConformToProtocol }
    public func isDarkMode() async throws -> Bool { throw HostServiceError.failedToConformToProtocol }
}
