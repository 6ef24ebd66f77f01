import Foundation

/// How a Telegram mini app is launched: the launch parameters Telegram's clients put in
/// the URL's hash (`tgWebAppData`, `tgWebAppVersion`, `tgWebAppPlatform`,
/// `tgWebAppThemeParams`, …), which `telegram-web-app.js` and tma.js read at start.
///
/// ``TelegramEndpoint`` adds them to the mini app's launch URL, after any hash the URL
/// already has (`#/route` becomes `#/route?tgWebAppData=…`, as the official JS's
/// `urlAppendHashParams` does).
public struct TelegramLaunch: Sendable, Equatable {
    /// Where `tgWebAppData` comes from.
    public enum InitData: Sendable, Equatable {
        /// Made and signed by this host at launch (``TelegramInitDataSigner``).
        case signed(TelegramInitData, TelegramInitDataSigner)
        /// A string the host received from Telegram, passed through unchanged.
        case raw(String)
        /// None: the mini app sees empty `initData`.
        case none
    }

    /// The init data.
    public var initData: InitData
    /// `tgWebAppPlatform`: `ios`, `android`, `macos`, `tdesktop`, `weba`, `web`… Telegram
    /// for iOS's `ios` on iOS, `macos` on macOS, Telegram Desktop's `tdesktop` elsewhere
    /// unless told otherwise.
    public var platform: String
    /// `tgWebAppStartParam`; the signed init data's `start_param` when not set.
    public var startParam: String?
    /// The theme at launch (`tgWebAppThemeParams`), also what `web_app_request_theme` answers until ``TelegramEndpoint/setTheme(_:)``.
    public var theme: TelegramThemeParams
    /// `tgWebAppDefaultColors`: `bg_color`, `bg_dark_color`, `header_color`, `header_dark_color`, when the bot set any.
    public var defaultColors: [String: String]?
    /// `tgWebAppShowSettings`: the mini app shows the settings button at start.
    public var showsSettingsButton: Bool
    /// `tgWebAppBotInline`: the bot supports inline mode, so `switchInlineQuery` works.
    public var isBotInline: Bool
    /// `tgWebAppFullscreen`: the mini app starts in full screen.
    public var isFullscreen: Bool

    /// A launch with `initData` and the platform's defaults for the rest.
    public init(
        initData: InitData = .none, platform: String = TelegramLaunch.defaultPlatform, startParam: String? = nil,
        theme: TelegramThemeParams = .light, defaultColors: [String: String]? = nil,
        showsSettingsButton: Bool = false, isBotInline: Bool = false, isFullscreen: Bool = false
    ) {
        self.initData = initData
        self.platform = platform
        self.startParam = startParam
        self.theme = theme
        self.defaultColors = defaultColors
        self.showsSettingsButton = showsSettingsButton
        self.isBotInline = isBotInline
        self.isFullscreen = isFullscreen
    }

    /// What Telegram's own client on this platform reports.
    public static var defaultPlatform: String {
        #if os(iOS)
        "ios"
        #elseif os(macOS)
        "macos"
        #else
        "tdesktop"
        #endif
    }

    /// The parameters as one hash query (`tgWebAppData=…&tgWebAppVersion=…`), init
    /// data signed now.
    func hashParameters(version: String, theme: TelegramThemeParams, now: Date = Date()) -> String {
        var pairs: [(String, String)] = []
        var start = startParam
        switch initData {
        case .signed(let data, let signer):
            pairs.append(("tgWebAppData", signer.sign(data, at: now)))
            start = start ?? data.startParam
        case .raw(let text):
            pairs.append(("tgWebAppData", text))
            start = start ?? TelegramQueryString.decode(text).first { $0.0 == "start_param" }?.1
        case .none:
            break
        }
        pairs.append(("tgWebAppVersion", version))
        pairs.append(("tgWebAppPlatform", platform))
        pairs.append(("tgWebAppThemeParams", JSONValue.object(sortingKeys: theme.colors.mapValues(JSONValue.string)).jsonText))
        if let defaultColors {
            pairs.append(("tgWebAppDefaultColors", JSONValue.object(sortingKeys: defaultColors.mapValues(JSONValue.string)).jsonText))
        }
        if let start { pairs.append(("tgWebAppStartParam", start)) }
        if showsSettingsButton { pairs.append(("tgWebAppShowSettings", "1")) }
        if isBotInline { pairs.append(("tgWebAppBotInline", "1")) }
        if isFullscreen { pairs.append(("tgWebAppFullscreen", "1")) }
        return TelegramQueryString.encode(pairs)
    }

    /// `url` with `parameters` appended to its hash as Telegram's clients append them
    /// (the official JS's `urlAppendHashParams`): `#params` without a hash, `&params`
    /// after a hash that already holds a query (`=` or `?`), `?params` after a plain
    /// path hash (`#/route`), `params` after a bare `#`.
    static func appending(_ parameters: String, to url: URL) -> URL {
        let text = url.absoluteString
        guard let hash = text.firstIndex(of: "#") else { return URL(string: text + "#" + parameters) ?? url }
        let fragment = text[text.index(after: hash)...]
        let joined: String
        if fragment.contains("=") || fragment.contains("?") {
            joined = text + "&" + parameters
        } else if !fragment.isEmpty {
            joined = text + "?" + parameters
        } else {
            joined = text + parameters
        }
        return URL(string: joined) ?? url
    }
}
