/// The colours a Telegram mini app is themed with (`theme_params`, `tgWebAppThemeParams`):
/// key to `#rrggbb`, with Telegram's keys (`bg_color`, `text_color`, `button_color`,
/// `secondary_bg_color`, `header_bg_color`, `bottom_bar_bg_color`…).
///
/// The page reads them at launch from the URL and again from every `theme_changed`;
/// ``TelegramEndpoint/setTheme(_:)`` sends a new one. ``light`` and ``dark`` are the
/// fifteen keys Telegram for iOS sends in its day and night themes.
public struct TelegramThemeParams: Sendable, Equatable {
    /// The colours by key, each `#rrggbb` in lower case.
    public var colors: [String: String]

    /// A theme of these colours.
    public init(colors: [String: String]) {
        self.colors = colors
    }

    /// Telegram for iOS's day theme.
    public static let light = TelegramThemeParams(colors: [
        "bg_color": "#ffffff", "text_color": "#000000", "hint_color": "#8e8e93", "link_color": "#007aff",
        "button_color": "#007aff", "button_text_color": "#ffffff", "secondary_bg_color": "#efeff4",
        "header_bg_color": "#f8f8f8", "accent_text_color": "#007aff", "section_bg_color": "#ffffff",
        "section_header_text_color": "#6d6d72", "subtitle_text_color": "#8e8e93", "destructive_text_color": "#ff3b30",
        "section_separator_color": "#c8c7cc", "bottom_bar_bg_color": "#f2f2f2",
    ])

    /// Telegram for iOS's night theme.
    public static let dark = TelegramThemeParams(colors: [
        "bg_color": "#000000", "text_color": "#ffffff", "hint_color": "#98989e", "link_color": "#3e88f7",
        "button_color": "#3e88f7", "button_text_color": "#ffffff", "secondary_bg_color": "#1c1c1d",
        "header_bg_color": "#1a1a1a", "accent_text_color": "#3e88f7", "section_bg_color": "#2c2c2e",
        "section_header_text_color": "#8d8e93", "subtitle_text_color": "#98989e", "destructive_text_color": "#eb5545",
        "section_separator_color": "#545458", "bottom_bar_bg_color": "#1d1d1d",
    ])

    /// This theme with `overrides` replacing or adding colours.
    public func merging(_ overrides: [String: String]) -> TelegramThemeParams {
        TelegramThemeParams(colors: colors.merging(overrides) { _, new in new })
    }

    /// Whether the background is dark, by Telegram's own rule (the official JS's
    /// `isColorDark`: HSP brightness of `bg_color` below 120).
    public var isDark: Bool {
        guard let rgb = colors["bg_color"].flatMap(Self.rgb) else { return false }
        let (r, g, b) = (Double(rgb.0), Double(rgb.1), Double(rgb.2))
        return (0.299 * r * r + 0.587 * g * g + 0.114 * b * b).squareRoot() < 120
    }

    /// `#rrggbb` as its three components, or `nil` for anything else.
    public static func rgb(_ color: String) -> (UInt8, UInt8, UInt8)? {
        guard color.count == 7, color.first == "#", let value = UInt32(color.dropFirst(), radix: 16) else { return nil }
        return (UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}
