/// The part of a Telegram mini app's host that the user sees around the page: its
/// header and bottom buttons, popups, full screen, and the questions Telegram asks on
/// a mini app's behalf.
///
/// Implement it to draw Telegram's chrome in your own UI (MiniAppKitGTK's
/// `TelegramGTKChrome` does it with GTK widgets for `miniapp open`). Every requirement
/// has a default: a host that implements none draws nothing, and the mini app hears
/// what Telegram documents for a client without the feature (a dismissed popup,
/// `fullscreen_failed {error: "UNSUPPORTED"}`, a refused prompt). Called on the main actor.
@MainActor
public protocol TelegramChrome: AnyObject {
    /// Draw the chrome as `state` says; called after each change the page makes.
    func chromeDidChange(_ state: TelegramChromeState)
    /// The web view's current geometry; `nil` lets the page's own window size answer
    /// (the web view is then taken to fill the viewport, with no insets).
    var viewport: TelegramViewport? { get }
    /// Shows `popup` as a dialog and returns the id of the button pressed, or `nil`
    /// when the user dismissed it.
    func showPopup(_ popup: TelegramPopup) async -> String?
    /// Enters or leaves full screen; returns whether the host can (a host that cannot
    /// makes the page hear `fullscreen_failed {error: "UNSUPPORTED"}`).
    func setFullscreen(_ isFullscreen: Bool) async -> Bool
    /// Asks the user `prompt`; returns whether they approved.
    func ask(_ prompt: TelegramPrompt) async -> Bool
    /// The page is ready to be shown (`web_app_ready`): hide a loading placeholder.
    func miniAppReady()
    /// The page asks for its full height (`web_app_expand`).
    func expand()
    /// The page asks to hide the on-screen keyboard (`web_app_hide_keyboard`).
    func hideKeyboard()
    /// The page closes itself (`web_app_close`, or after `sendData`); the display
    /// closes right after this returns. `returnBack` asks to return to the previous app.
    func close(returnBack: Bool)
}

extension TelegramChrome {
    /// Draws nothing.
    public func chromeDidChange(_ state: TelegramChromeState) {}
    /// The page's own window size answers.
    public var viewport: TelegramViewport? { nil }
    /// Dismissed (`popup_closed {}`): no dialog could be shown.
    public func showPopup(_ popup: TelegramPopup) async -> String? { nil }
    /// Unsupported.
    public func setFullscreen(_ isFullscreen: Bool) async -> Bool { false }
    /// Refused: nobody could be asked.
    public func ask(_ prompt: TelegramPrompt) async -> Bool { false }
    /// Nothing to hide.
    public func miniAppReady() {}
    /// Already at full height.
    public func expand() {}
    /// No keyboard to hide.
    public func hideKeyboard() {}
    /// Nothing more to do: the display closes.
    public func close(returnBack: Bool) {}
}

/// A chrome that draws nothing and refuses every question: the default of ``TelegramServices``.
@MainActor
public final class HeadlessTelegramChrome: TelegramChrome {
    /// A chrome with every default answer.
    public init() {}
}
