public import Foundation

/// Everything the `liquidstate` dialect's events reach on the host side.
///
/// Shared services are reused (location from ``LocationProvider``, opening files and
/// links through ``MiniAppWindowProvider/openExternal(_:)``); the rest are the app
/// shell's. Build one per web view; ``LiquidStateEndpoint`` takes it.
@MainActor
public struct LiquidStateServices {
    /// `online_status`.
    public var network: any NetworkStatusProvider
    /// `user_location`.
    public var location: any LocationProvider
    /// `feature_status` for `biometrics`.
    public var biometrics: any BiometricsProvider
    /// `reset`, `clearall`, `set_authentication_status`, `set_back_override`.
    public var shell: any AppShellProvider
    /// Notifications released by `set_notification_presentation_status`.
    public var notifications: any NotificationPresenter
    /// `open_file` hands the resolved URL here.
    public var opener: any MiniAppWindowProvider
    /// Who this web view is, for `open_file`'s `./` paths.
    public var sender: FileOpenSender
    /// `switch_tab` and `set_tab_appearance`; `nil` in an app without tabs.
    public var tabs: (any TabShell)?
    /// The host's locale (BCP 47), for translated tab titles.
    public var locale: @MainActor () -> String
    /// The `type` of a fix (`fine`, `coarse`, `unknown`); ``LiquidStateServices/LocationType/classify(_:)`` by default.
    public var locationType: @MainActor (Location) -> LiquidStateServices.LocationType

    /// Gathers the services; biometrics default to none, tabs to none, the locale to the
    /// process's current one and the location type to ``LiquidStateServices/LocationType/classify(_:)``.
    public init(
        network: any NetworkStatusProvider,
        location: any LocationProvider,
        biometrics: any BiometricsProvider = FixedBiometrics(),
        shell: any AppShellProvider,
        notifications: any NotificationPresenter,
        opener: any MiniAppWindowProvider,
        sender: FileOpenSender,
        tabs: (any TabShell)? = nil,
        locale: @escaping @MainActor () -> String = { Locale.current.identifier(.bcp47) },
        locationType: @escaping @MainActor (Location) -> LiquidStateServices.LocationType = LiquidStateServices.LocationType.classify
    ) {
        self.network = network
        self.location = location
        self.biometrics = biometrics
        self.shell = shell
        self.notifications = notifications
        self.opener = opener
        self.sender = sender
        self.tabs = tabs
        self.locale = locale
        self.locationType = locationType
    }
}

extension LiquidStateServices {
    /// How a fix was obtained, in `user_location`'s terms (Android's).
    public enum LocationType: String, Sendable, Equatable, Codable, CaseIterable {
        /// Satellite-grade (GPS).
        case fine
        /// Network-grade (Wi-Fi, cell).
        case coarse
        /// A location whose source or accuracy is not known.
        case unknown

        /// The default reading of a fix: no valid accuracy is `unknown`, within 100 m
        /// `fine`, beyond it `coarse` (platforms rarely say which radio produced a fix).
        public static func classify(_ fix: Location) -> LiquidStateServices.LocationType {
            guard fix.horizontalAccuracy.isFinite, fix.horizontalAccuracy >= 0 else { return .unknown }
            return fix.horizontalAccuracy <= 100 ? .fine : .coarse
        }
    }
}
