/// What the host tells a mini app about itself: environment, theme, dark mode.
@MainActor
public protocol HostAppInfoProvider: AnyObject {
    func hostEnvironmentInfo() async throws -> HostEnvironmentInfo
    /// `nil` makes the mini app see `unexpectedMessageFormat`, as in 5.6.1.
    func hostAppThemeColors() async throws -> ThemeColors?
    func isDarkMode() async throws -> Bool
}

extension HostAppInfoProvider {
    /// By default, answers versions `1.0`, the compatible SDK version and locale `en-US`,
    /// so a mini app that reads its environment always gets one.
    public func hostEnvironmentInfo() async throws -> HostEnvironmentInfo {
        HostEnvironmentInfo(platformVersion: "1.0", hostVersion: "1.0", hostLocale: "en-US")
    }
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host without theme colours.
    public func hostAppThemeColors() async throws -> ThemeColors? { throw HostServiceError.failedToConformToProtocol }
    /// By default, refuses with ``HostServiceError/failedToConformToProtocol``, as Rakuten's SDK does for a host that does not say.
    public func isDarkMode() async throws -> Bool { throw HostServiceError.failedToConformToProtocol }
}
