import MiniAppKit

/// The dialects a page of `miniapp open` speaks, each answered from the host profile:
/// a thin mapping from the profile to the ``DialectAttachment`` values a display is
/// built with (one file per dialect, `ProfileDialects+*.swift`).
///
/// The profile's `dialects` list chooses which ones the page gets; without it, the
/// run's own default (``MiniAppSession/Options/dialects``: a `corva:` page speaks only
/// `corva`), else all of them, so one page can use any dialect (`telegram` only when
/// the app is a Telegram app: ``defaultDialects(_:)``).
@MainActor
enum ProfileDialects {
    /// What a dialect's mapping may use: the run and the tab it serves. (The display
    /// does not exist yet; a mapping that needs it wires it in
    /// ``DialectAttachment/whenAttached(_:)``.)
    struct Environment {
        /// The engine the display will run in.
        var engine: any WebEngine
        /// The host that answers from the profile.
        var host: ProfileHost
        /// The run's options (profile, data directory, timeout…).
        var options: MiniAppSession.Options
        /// The app shell's tab bar, when the profile declares tabs (`nil` otherwise).
        var tabShell: (any TabShell)? = nil
        /// The id of the tab the display runs in, when there are tabs.
        var tab: String? = nil
        /// The display running in another tab, by tab id (to deliver `switch_tab`
        /// params to it); `nil` without tabs. Ask when needed: later tabs open after
        /// this one.
        var displayOfTab: (@MainActor (String) -> MiniAppDisplay?)? = nil
    }

    /// Every dialect `miniapp open` speaks, in the order their endpoints are asked
    /// (``DialectName``'s declaration order).
    static let names = DialectName.allCases

    /// The attachments of the dialects `environment`'s run speaks.
    ///
    /// - Throws: ``CorvaLaunch/Failure`` when the profile's `corva` section is not usable.
    static func attachments(for environment: Environment) throws(CorvaLaunch.Failure) -> [DialectAttachment] {
        let options = environment.options
        let spoken = Set(options.settings.profile.dialects ?? options.dialects ?? defaultDialects(options))
        var attachments: [DialectAttachment] = []
        for name in names where spoken.contains(name) {
            switch name {
            case .miniapp: attachments.append(.miniApp(host: environment.host, manifest: options.manifest))
            case .liquidstate: attachments.append(liquidState(environment))
            case .corva: attachments.append(try corva(environment))
            case .wallet: attachments.append(wallet(environment))
            case .telegram: attachments.append(telegram(environment))
            }
        }
        return attachments
    }

    /// Every dialect, but `telegram` only for a Telegram app or a profile with a
    /// `telegram` section (``TelegramAppDetection``).
    static func defaultDialects(_ options: MiniAppSession.Options) -> [DialectName] {
        let telegram = options.settings.profile.telegram != nil || TelegramAppDetection.speaksTelegram(options.source)
        return names.filter { $0 != .telegram || telegram }
    }
}
