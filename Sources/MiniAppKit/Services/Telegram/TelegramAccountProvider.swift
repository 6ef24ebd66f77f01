public import Foundation

/// What a Telegram mini app asks of the user's account and of its bot: messages,
/// contact, payments, emoji status, chats, custom methods. In Telegram these go to
/// Telegram's servers; a MiniAppKit host answers them from its own backend.
///
/// Every requirement has a default that gives the mini app Telegram's documented
/// refusal, so implement only what the host offers. Each call runs a whole flow:
/// ask the user where Telegram asks (``TelegramChrome/ask(_:)`` shows the question)
/// and return the outcome.
@MainActor
public protocol TelegramAccountProvider: AnyObject {
    /// May the bot write to the user (`requestWriteAccess`)? Returns whether it may.
    func requestWriteAccess() async -> Bool
    /// Shares the user's contact with the bot (`requestContact`); `nil` when the user
    /// declined. The mini app then reads it with the `getRequestedContact` custom method.
    func requestPhoneNumber() async -> TelegramSharedContact?
    /// Shows the invoice `slug` and returns how it ended (`openInvoice`).
    func openInvoice(slug: String) async -> TelegramInvoiceStatus
    /// May the bot set the user's emoji status (`requestEmojiStatusAccess`)?
    func requestEmojiStatusAccess() async -> Bool
    /// Sets the user's emoji status to `customEmojiId` for `duration` seconds (forever
    /// when `nil`), after asking the user (`setEmojiStatus`).
    /// - Throws: a ``TelegramFailure`` such as `SUGGESTED_EMOJI_INVALID` or `USER_DECLINED`.
    func setEmojiStatus(customEmojiId: String, duration: Int?) async throws(TelegramFailure)
    /// Lets the user send the prepared inline message `id` to a chat (`shareMessage`).
    /// - Throws: a ``TelegramFailure`` such as `MESSAGE_EXPIRED` or `USER_DECLINED`.
    func sendPreparedMessage(id: String) async throws(TelegramFailure)
    /// Lets the user pick a chat for the bot's request `requestId` (`requestChat`, Bot API 9.6); returns whether one was sent.
    func requestChat(requestId: String) async -> Bool
    /// Opens the story editor with `story` (`shareToStory`).
    func shareToStory(_ story: TelegramStoryShare) async
    /// Inserts the bot's username and `query` in a chat's input field (`switchInlineQuery`),
    /// in a chat of one of `chatTypes` (`users`, `bots`, `groups`, `channels`; any when empty).
    func switchInlineQuery(_ query: String, chatTypes: [String]) async
    /// Sends `data` to the bot as a service message (`sendData`); the mini app then closes.
    func sendData(_ data: String) async
    /// Opens a `https://t.me/…` link in Telegram (`openTelegramLink`).
    func openTelegramLink(_ url: URL, forceRequest: Bool) async
    /// Answers a custom method of the bot (`invokeCustomMethod`): the bot's
    /// `answerWebAppQuery`-side API. CloudStorage's methods, `getCurrentTime` and
    /// `getRequestedContact` never come here: the SDK answers them.
    /// - Throws: a ``TelegramFailure`` whose code the page receives as `error`.
    func invokeCustomMethod(_ method: String, params: JSONValue) async throws(TelegramFailure) -> JSONValue
}

extension TelegramAccountProvider {
    /// Refused: `write_access_requested {status: "cancelled"}`.
    public func requestWriteAccess() async -> Bool { false }
    /// Declined: `phone_requested {status: "cancelled"}`.
    public func requestPhoneNumber() async -> TelegramSharedContact? { nil }
    /// Failed: no payment could be made.
    public func openInvoice(slug: String) async -> TelegramInvoiceStatus { .failed }
    /// Refused: `emoji_status_access_requested {status: "cancelled"}`.
    public func requestEmojiStatusAccess() async -> Bool { false }
    /// `emoji_status_failed {error: "UNSUPPORTED"}`.
    public func setEmojiStatus(customEmojiId: String, duration: Int?) async throws(TelegramFailure) { throw .unsupported }
    /// `prepared_message_failed {error: "UNSUPPORTED"}`.
    public func sendPreparedMessage(id: String) async throws(TelegramFailure) { throw .unsupported }
    /// `requested_chat_failed`.
    public func requestChat(requestId: String) async -> Bool { false }
    /// Nothing is shared.
    public func shareToStory(_ story: TelegramStoryShare) async {}
    /// Nothing is inserted.
    public func switchInlineQuery(_ query: String, chatTypes: [String]) async {}
    /// The data goes nowhere.
    public func sendData(_ data: String) async {}
    /// Opens the link with the platform's handler (the system browser).
    public func openTelegramLink(_ url: URL, forceRequest: Bool) async { await ExternalOpener.open(url) }
    /// `custom_method_invoked {error: "UNSUPPORTED"}`.
    public func invokeCustomMethod(_ method: String, params: JSONValue) async throws(TelegramFailure) -> JSONValue { throw .unsupported }
}
