/// A question Telegram's client asks its user on a mini app's behalf (may the bot
/// message you, share your phone number, use Face ID…), as the host shows it.
///
/// ``TelegramChrome/ask(_:)`` answers it; without an answer (the default) the mini app
/// hears the documented refusal (`write_access_requested {status: "cancelled"}` and the like).
public struct TelegramPrompt: Sendable, Equatable {
    /// What is asked, so a host can answer some questions without showing them.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// May the bot send the user messages (`requestWriteAccess`).
        case writeAccess
        /// May the bot see the user's phone number (`requestContact`).
        case phoneNumber
        /// May the mini app use biometrics (`BiometricManager.requestAccess`).
        case biometryAccess
        /// May the mini app see the device's location (`LocationManager.getLocation`).
        case locationAccess
        /// May the bot set the user's emoji status later (`requestEmojiStatusAccess`).
        case emojiStatusAccess
        /// Set this emoji status now (`setEmojiStatus`).
        case emojiStatus
        /// Download this file (`downloadFile`).
        case fileDownload
        /// Close the mini app, though it asks to confirm closing (`enableClosingConfirmation`).
        case closing
    }

    /// What is asked.
    public var kind: Kind
    /// The question as a dialog shows it.
    public var request: ConfirmationRequest

    /// A question of `kind`, worded as `request`.
    public init(kind: Kind, request: ConfirmationRequest) {
        self.kind = kind
        self.request = request
    }
}
