public import Foundation

/// Other apps on the device: deep links into them and whether they are installed
/// (`canOpenAppDeeplink`, `isAppDeeplinkSupported`, `launchAppUsingDeeplink`,
/// `launchAppUsingPackageName`, `isAppInstalledInDevice`; §6).
///
/// Optional: without it these keep the §6 "not supported" answer (a desktop has no
/// app registry a mini app could rely on).
@MainActor
public protocol AppLinkProvider: AnyObject {
    /// Whether the device can open `url` (iOS: `canOpenURL`).
    func canOpenAppDeeplink(_ url: URL) async throws -> Bool
    /// Whether the host allows the mini app to open `url` (its list of allowed deep links).
    func isAppDeeplinkSupported(_ url: URL) async throws -> Bool
    /// Opens `url` in the app that handles it; returns whether it opened.
    func launchAppUsingDeeplink(_ url: URL) async throws -> Bool
    /// Opens the app with this Android package name; returns whether it opened.
    func launchAppUsingPackageName(_ packageName: String) async throws -> Bool
    /// Whether the app `query` names is installed.
    func isAppInstalled(_ query: InstalledAppQuery) async throws -> Bool
}
