/// Everything of a Telegram mini app's surroundings that the host draws: the buttons
/// below and above the page, the colours around it, and how closing behaves.
///
/// The page sets these through `web_app_setup_main_button`, `web_app_set_header_color`
/// and the rest; ``TelegramEndpoint`` keeps the current state and hands all of it to
/// the host's ``TelegramChrome/chromeDidChange(_:)`` after every change, so a host
/// draws from one value instead of tracking each call. A tap on a button the host
/// draws goes back through ``TelegramEndpoint/pressMainButton()`` and its siblings.
public struct TelegramChromeState: Sendable, Equatable {
    /// The main button (`Telegram.WebApp.MainButton`).
    public var mainButton = TelegramBottomButton()
    /// The secondary button (`Telegram.WebApp.SecondaryButton`, Bot API 7.10).
    public var secondaryButton = TelegramBottomButton()
    /// Whether the header shows a back button (instead of Close).
    public var isBackButtonVisible = false
    /// Whether the header offers the mini app's settings (Bot API 6.10).
    public var isSettingsButtonVisible = false
    /// The header's colour: a theme key (`bg_color`, `secondary_bg_color`) or `#rrggbb`.
    public var headerColor: String = "bg_color"
    /// The colour behind the page, `#rrggbb`, once the page sets one.
    public var backgroundColor: String?
    /// The bottom bar's colour, `#rrggbb`, once the page sets one (Bot API 7.10).
    public var bottomBarColor: String?
    /// Whether closing asks the user first (`web_app_setup_closing_behavior`).
    public var needsClosingConfirmation = false
    /// Whether a vertical swipe may minimise or close the mini app (Bot API 7.7).
    public var allowsVerticalSwipes = true
    /// Whether the mini app is in full-screen mode (Bot API 8.0).
    public var isFullscreen = false
    /// Whether the orientation is locked to the current one (Bot API 8.0).
    public var isOrientationLocked = false
    /// Whether the page has spoken the protocol at all: hosts that also show pages of
    /// other dialects draw Telegram's chrome only once this is true.
    public var isActive = false

    /// The state of a page that has set nothing: no buttons, the theme's background header.
    public init() {}
}

/// The main or secondary button at the bottom of a Telegram mini app, as the page set it.
///
/// The host draws it while ``isVisible`` (Telegram hides a button whose text is empty)
/// and, on a tap while ``isActive``, calls ``TelegramEndpoint/pressMainButton()`` or
/// ``TelegramEndpoint/pressSecondaryButton()``.
public struct TelegramBottomButton: Sendable, Equatable {
    /// Where the secondary button sits relative to the main one (`web_app_setup_secondary_button`'s `position`).
    public enum Position: String, Sendable, Equatable, CaseIterable {
        /// Left of the main button.
        case left
        /// Right of the main button.
        case right
        /// Above the main button.
        case top
        /// Below the main button.
        case bottom
    }

    /// Whether the button is shown.
    public var isVisible = false
    /// Whether a tap reaches the page.
    public var isActive = true
    /// Whether a progress indicator shows inside the button.
    public var isProgressVisible = false
    /// The label.
    public var text = ""
    /// The background colour, `#rrggbb`, when the page set one (else the theme's `button_color`).
    public var color: String?
    /// The label's colour, `#rrggbb`, when the page set one (else the theme's `button_text_color`).
    public var textColor: String?
    /// Whether the button shines (Bot API 7.10).
    public var hasShineEffect = false
    /// A custom emoji shown beside the label (Bot API 9.5), by id.
    public var iconCustomEmojiId: String?
    /// The secondary button's position; `nil` for the main button.
    public var position: Position?

    /// A hidden button.
    public init() {}
}
