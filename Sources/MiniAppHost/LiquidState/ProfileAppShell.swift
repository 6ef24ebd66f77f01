import Foundation
public import MiniAppKit

/// The app shell of `miniapp open`, for the `liquidstate` dialect: answers from the
/// profile's `liquidstate` section and reports what the web app asks of the shell
/// as host activity (`liquidstate.reset`, `liquidstate.notification`…).
///
/// `reset` reloads the mini app's page and restores the tabs; `clearall` also empties
/// the mini app's secure storage (its stored data), keeping permissions and the
/// authentication state.
@MainActor
public final class ProfileAppShell: AppShellProvider, NotificationPresenter, BiometricsProvider, LocationProvider {
    /// The display whose page this shell reloads and whose data it clears; set once
    /// the display exists (it is built after its dialects' services).
    public weak var display: MiniAppDisplay?
    private let host: ProfileHost
    private let section: HostProfile.LiquidState
    private let tabs: (any TabShell)?

    /// - Parameter tabs: the app's tab shell; an ``InMemoryTabShell`` is restored on
    ///   `reset` and `clearall` (a real shell resets its own tabs when its pages reload).
    public init(host: ProfileHost, tabs: (any TabShell)?) {
        self.host = host
        self.section = host.profile.liquidstate ?? HostProfile.LiquidState()
        self.tabs = tabs
    }

    private func report(_ name: String, _ detail: String? = nil) {
        host.onActivity?(ProfileHost.Activity(name: name, detail: detail))
    }

    // MARK: AppShellProvider

    public func resetApp() async {
        report("liquidstate.reset")
        (tabs as? InMemoryTabShell)?.restoreInitialState()
        reload()
    }

    public func clearAll() async {
        report("liquidstate.clearall")
        if let display {
            // The `miniapp` dialect's store when the page speaks it, else the same file.
            let storage = display.miniAppEndpoint?.context.secureStorage ?? SecureStorage(directory: display.appDataDirectory)
            try? await storage.clear()
        }
        (tabs as? InMemoryTabShell)?.restoreInitialState()
        reload()
    }

    public func authenticationChanged(isAuthenticated: Bool) {
        report("liquidstate.authentication", isAuthenticated ? "authenticated" : "not authenticated")
    }

    public func backOverrideChanged(isEnabled: Bool) {
        report("liquidstate.backOverride", isEnabled ? "enabled" : "disabled")
    }

    private func reload() {
        guard let display, !display.isClosed else { return }
        display.engine.load(display.launchURL)
    }

    // MARK: NotificationPresenter

    public func present(_ notification: HostNotification) {
        report("liquidstate.notification", [notification.id, notification.title, notification.body].compactMap { $0 }.joined(separator: " | "))
    }

    // MARK: BiometricsProvider

    public func biometricsStatus() async -> BiometricsStatus {
        section.biometrics?.model ?? .notPresent
    }

    // MARK: LocationProvider (the profile's `location`, with `locationError` on top)

    public func locationAuthorization() async -> Location.Authorization {
        section.locationError == "nopermission" ? .denied : await host.locationAuthorization()
    }

    public func currentLocation(highAccuracy: Bool) async throws -> Location {
        switch section.locationError {
        case "disabled": throw LocationError.servicesDisabled
        case "nolocation": throw LocationError.unavailable
        case "unknown": throw HostServiceError.failed(section.locationErrorMessage ?? "the location service failed")
        default: return try await host.currentLocation(highAccuracy: highAccuracy)
        }
    }
}
