import Foundation

/// One call of a Telegram mini app, decoded: its arguments in typed form, and whether
/// the page made it while handling a user gesture (Telegram lets some methods, such as
/// reading the clipboard, run only then).
package struct TelegramRequest: Sendable, Equatable {
    /// The method's arguments.
    package var arguments: TelegramArguments
    /// Whether the page had transient user activation (a tap, a key) when it posted.
    package var isUserGesture: Bool

    package init(_ arguments: TelegramArguments, isUserGesture: Bool = false) {
        self.arguments = arguments
        self.isUserGesture = isUserGesture
    }
}

/// The arguments of a `web_app_*` method, one case per shape (methods without
/// arguments share ``none``). Checked at the edge by `TelegramRequest+Decoding.swift`,
/// with the limits Telegram's clients apply, so methods read typed values only.
package enum TelegramArguments: Sendable, Equatable {
    /// No arguments (or arguments the method ignores).
    case none
    /// `web_app_close`.
    case close(returnBack: Bool)
    /// `web_app_data_send`.
    case sendData(String)
    /// `web_app_open_link`.
    case openLink(url: String, tryInstantView: Bool, tryBrowser: String?)
    /// `web_app_open_tg_link`.
    case openTelegramLink(pathFull: String, forceRequest: Bool)
    /// `web_app_open_invoice`.
    case invoice(slug: String)
    /// `web_app_setup_main_button` and `web_app_setup_secondary_button`: only the fields sent.
    case bottomButton(ButtonUpdate)
    /// `web_app_setup_back_button`, `web_app_setup_settings_button`.
    case visibility(Bool)
    /// `web_app_setup_closing_behavior`.
    case closingConfirmation(Bool)
    /// `web_app_set_header_color`: a theme key or `#rrggbb`.
    case headerColor(String)
    /// `web_app_set_background_color`, `web_app_set_bottom_bar_color`: `#rrggbb`.
    case color(String)
    /// `web_app_trigger_haptic_feedback`.
    case haptic(TelegramHapticFeedback)
    /// `web_app_open_popup`.
    case popup(TelegramPopup)
    /// `web_app_open_scan_qr_popup`.
    case scanQR(text: String?)
    /// Methods answered by `req_id` alone (clipboard, storage `clear`, `request_chat`).
    case request(id: String)
    /// `web_app_switch_inline_query`.
    case switchInlineQuery(query: String, chatTypes: [String])
    /// `web_app_invoke_custom_method`.
    case customMethod(id: String, method: String, params: JSONValue)
    /// `web_app_biometry_request_access`, `web_app_biometry_request_auth`.
    case biometryReason(String?)
    /// `web_app_biometry_update_token`.
    case biometryToken(token: String, reason: String?)
    /// `web_app_setup_swipe_behavior`.
    case swipes(allowVertical: Bool)
    /// `web_app_share_to_story`.
    case story(TelegramStoryShare)
    /// `web_app_start_accelerometer`, `…_gyroscope`, `…_device_orientation`.
    case sensor(refreshRate: Int, needAbsolute: Bool)
    /// `web_app_toggle_orientation_lock`.
    case orientationLock(Bool)
    /// `web_app_set_emoji_status`.
    case emojiStatus(customEmojiId: String, duration: Int?)
    /// `web_app_request_file_download`.
    case fileDownload(url: String, fileName: String)
    /// `web_app_send_prepared_message`.
    case preparedMessage(id: String)
    /// Storage `get_key` and `restore_key`: the key as sent (checked by the method, as Telegram's clients do).
    case storageKey(id: String, key: JSONValue?)
    /// Storage `save_key`: key and value as sent.
    case storageSave(id: String, key: JSONValue?, value: JSONValue?)
    /// A method the dialect does not know, with its params.
    case other(JSONValue)

    /// The changes a `web_app_setup_*_button` call makes; `nil` fields are not sent.
    package struct ButtonUpdate: Sendable, Equatable {
        package var isVisible: Bool?
        package var isActive: Bool?
        package var isProgressVisible: Bool?
        package var text: String?
        package var color: String?
        package var textColor: String?
        package var hasShineEffect: Bool?
        package var iconCustomEmojiId: String?
        package var position: TelegramBottomButton.Position?

        package init() {}

        /// `button` with these changes; Telegram hides a button whose text is blank.
        package func applied(to button: TelegramBottomButton) -> TelegramBottomButton {
            var button = button
            if let isVisible { button.isVisible = isVisible }
            if let isActive { button.isActive = isActive }
            if let isProgressVisible { button.isProgressVisible = isProgressVisible }
            if let text { button.text = text }
            if let color { button.color = color }
            if let textColor { button.textColor = textColor }
            if let hasShineEffect { button.hasShineEffect = hasShineEffect }
            if let iconCustomEmojiId { button.iconCustomEmojiId = iconCustomEmojiId }
            if let position { button.position = position }
            if button.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { button.isVisible = false }
            return button
        }
    }
}
