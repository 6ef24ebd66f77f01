public import MiniAppKit

extension HostProfile {
    /// The profile's `liquidstate` section: how the simulated device and app shell
    /// answer the `liquidstate` dialect (`docs/HOST-PROFILE.md`). Location comes from
    /// the profile's `location` key, shared with the `miniapp` dialect.
    public struct LiquidState: Sendable, Codable, Equatable {
        /// `online_status`'s answer; absent: the real network state (GIO's monitor).
        public var online: Bool?
        /// `feature_status` for `biometrics`; absent: `not_present`.
        public var biometrics: Biometrics?
        /// Tabs of the in-memory tab shell, in bar order; absent or empty: an app without tabs.
        public var tabs: [InMemoryTab]?
        /// The tab shown first (default: the first tab).
        public var selectedTab: String?
        /// The locale translated tab titles resolve for (default: `environment.hostLocale`, then `en-US`).
        public var locale: String?
        /// `user_location`'s `type` for a fix (default: by accuracy, see `docs/dialects/liquidstate.md`).
        public var locationType: LiquidStateServices.LocationType?
        /// Makes `user_location` fail with this reason: `nopermission`, `disabled`,
        /// `nolocation` or `unknown` (the last with `locationErrorMessage`).
        public var locationError: String?
        public var locationErrorMessage: String?
        /// Notifications the host raises, each `at` milliseconds after the session starts.
        public var notifications: [Notification]?

        public init() {}
    }

    /// A biometrics answer: `not_present`, `disabled`, `not_enrolled`, or `available` with `types`.
    public struct Biometrics: Sendable, Codable, Equatable {
        public var status: String
        public var types: [BiometricsStatus.Kind]?

        /// The status as the SDK's model; an unknown text reads as `not_present`.
        public var model: BiometricsStatus {
            switch status {
            case "disabled": .disabled
            case "not_enrolled", "not_configured": .notEnrolled
            case "available": .available(types ?? [])
            default: .notPresent
            }
        }
    }

    /// One tab of the in-memory tab shell (a profile without top-level `tabs`).
    public struct InMemoryTab: Sendable, Codable, Equatable {
        public var id: String
        public var title: String?
        /// An icon name of the theme.
        public var icon: String?
        public var hidden: Bool?
    }

    /// A notification the host raises on a schedule.
    public struct Notification: Sendable, Codable, Equatable {
        public var id: String?
        public var title: String
        public var body: String?
        /// Milliseconds after the session starts.
        public var at: Int?
    }
}
