public import MiniAppKit

/// A dialect `miniapp open` speaks besides `miniapp`, answered from the host profile.
///
/// Each dialect contributes one value to ``all``; the session builds its bridge for
/// the display before the page loads. The profile's `dialects` list narrows which
/// ones run (all of them by default, so one page can use any dialect).
@MainActor
public struct HostedDialect {
    /// What a dialect's bridge may use in `miniapp open`.
    public struct Environment {
        /// The display the bridge joins (its engine, origin, method context).
        public var display: MiniAppDisplay
        /// The host that answers from the profile.
        public var host: ProfileHost
        /// The run's options (profile, data directory, timeout…).
        public var options: MiniAppSession.Options
        /// The app shell's tab bar, when the profile declares tabs (`nil` otherwise).
        public var tabShell: (any TabShell)? = nil
        /// The id of the tab the display runs in, when there are tabs.
        public var tab: String? = nil
        /// The display running in another tab, by tab id (to deliver `switch_tab`
        /// params to it); `nil` without tabs. Ask when needed: later tabs open after
        /// this bridge is built.
        public var displayOfTab: (@MainActor (String) -> MiniAppDisplay?)? = nil
    }

    /// The dialect's name (`liquidstate`, `wallet`, `corva`), as the profile lists it.
    public var name: String
    /// Builds the dialect's bridge for one display.
    public var makeBridge: @MainActor (Environment) throws -> any BridgeEndpoint

    public init(name: String, makeBridge: @escaping @MainActor (Environment) throws -> any BridgeEndpoint) {
        self.name = name
        self.makeBridge = makeBridge
    }

    /// The dialects of ``all`` that `profile`'s `dialects` list allows (all when absent).
    public static func enabled(by profile: HostProfile) -> [HostedDialect] {
        guard let names = profile.dialects.map(Set.init) else { return all }
        return all.filter { names.contains($0.name) }
    }

    /// Every dialect `miniapp open` can speak besides `miniapp`.
    public static var all: [HostedDialect] {
        [liquidState, .corva, .wallet]
    }
}
