import Foundation

/// One `liquidstate` event with its typed request data.
///
/// The dialect's ``Dialect/Parameters``: the codec turns the request object of a
/// `liquidstate://app/<event>?request=…` navigation into one of these cases, so the
/// methods never look at JSON. Field names and meanings follow the seed
/// (`docs/dialects/liquidstate.md`).
package enum LiquidStateRequest: Sendable, Equatable {
    /// Reload the whole app, configuration and navigation contexts included.
    case reset
    /// Is the device online?
    case onlineStatus
    /// Open a file the platform's default way: an http(s) URL, a `./` path relative to
    /// the sender's root, or a `file:///` URL inside it.
    case openFile(path: String)
    /// The web app logged the user in or out.
    case setAuthenticationStatus(isAuthenticated: Bool)
    /// Whether the host may present notifications now.
    case setNotificationPresentationStatus(isReady: Bool)
    /// Whether the host's back action goes to the page instead of navigating back.
    case setBackOverride(isEnabled: Bool)
    /// Where is the device?
    case userLocation
    /// Is a device feature available (only `biometrics` is known)?
    case featureStatus(feature: String)
    /// Back to the first-launch state, authentication kept.
    case clearAll
    /// Bring another tab to the front.
    case switchTab(SwitchTabRequest)
    /// Change how one or more tabs look.
    case setTabAppearance([TabAppearanceChange])
}

/// The events of the `liquidstate` app domain, by their wire names.
package enum LiquidStateEventName: String, Sendable, CaseIterable {
    case reset
    case onlineStatus = "online_status"
    case openFile = "open_file"
    case setAuthenticationStatus = "set_authentication_status"
    case setNotificationPresentationStatus = "set_notification_presentation_status"
    case setBackOverride = "set_back_override"
    case userLocation = "user_location"
    case featureStatus = "feature_status"
    case clearAll = "clearall"
    case switchTab = "switch_tab"
    case setTabAppearance = "set_tab_appearance"
}

/// `switch_tab`'s request data.
package struct SwitchTabRequest: Sendable, Equatable {
    /// A tab id the app declares.
    package var id: String
    /// Whether the tab starts again from its first page; `true` when absent (the seed's default).
    package var reset: Bool
    /// Parameters handed to the tab, as the page sent them (any JSON value; a string
    /// holding a JSON object is unwrapped into that object).
    package var params: JSONValue?
    /// The route the seed's example sends instead of `params`.
    package var route: String?

    package init(id: String, reset: Bool = true, params: JSONValue? = nil, route: String? = nil) {
        self.id = id
        self.reset = reset
        self.params = params
        self.route = route
    }
}

/// One tab's entry in `set_tab_appearance`.
package struct TabAppearanceChange: Sendable, Equatable {
    /// The tab id, as the app configuration declares it.
    package var tabId: String
    package var title: TabTitle?
    package var icon: TabAppearance.Icon?
    package var hidden: Bool?

    package init(tabId: String, title: TabTitle? = nil, icon: TabAppearance.Icon? = nil, hidden: Bool? = nil) {
        self.tabId = tabId
        self.title = title
        self.icon = icon
        self.hidden = hidden
    }

    /// The change as the tab shell takes it, the title resolved for `locale`.
    package func appearance(locale: String) -> TabAppearance {
        TabAppearance(title: title?.resolved(for: locale), icon: icon, hidden: hidden)
    }
}

/// A tab title: plain text, or translations picked by the host's locale.
package enum TabTitle: Sendable, Equatable {
    case text(String)
    /// `{"key": "…", "translations": {"en": "…", "fr": "…"}}`.
    case translations(key: String?, [String: String])

    /// The text to show for `locale` (a BCP 47 tag such as `fr-CA` or `fr_CA`).
    ///
    /// Tries the exact tag, then its language (`fr`), then any translation of that
    /// language (`fr-FR` for `fr`), then English, then the key, then the first
    /// translation in key order, so a title never comes out empty while one exists.
    package func resolved(for locale: String) -> String {
        switch self {
        case .text(let text):
            return text
        case .translations(let key, let translations):
            let tag = locale.replacingOccurrences(of: "_", with: "-").lowercased()
            let language = tag.split(separator: "-").first.map(String.init) ?? tag
            let lowered = Dictionary(translations.map { ($0.key.lowercased().replacingOccurrences(of: "_", with: "-"), $0.value) }, uniquingKeysWith: { first, _ in first })
            if let exact = lowered[tag] { return exact }
            if let plain = lowered[language] { return plain }
            if let regional = lowered.keys.sorted().first(where: { $0.hasPrefix(language + "-") }).flatMap({ lowered[$0] }) { return regional }
            if let english = lowered["en"] { return english }
            if let key { return key }
            return translations.keys.sorted().first.flatMap { translations[$0] } ?? ""
        }
    }
}
