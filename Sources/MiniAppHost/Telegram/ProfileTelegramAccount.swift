import Foundation
import MiniAppKit

/// The account and bot backend of `miniapp open` for a Telegram mini app: answers from
/// the profile's `telegram` section, questions through the chrome (a real dialog for
/// `ask`), and a `host` transcript line for everything the mini app hands over.
@MainActor
final class ProfileTelegramAccount: TelegramAccountProvider {
    let section: HostProfile.Telegram
    let chrome: ProfileTelegramChrome
    let user: TelegramUser

    init(section: HostProfile.Telegram, chrome: ProfileTelegramChrome, user: TelegramUser) {
        self.section = section
        self.chrome = chrome
        self.user = user
    }

    private func ask(_ kind: TelegramPrompt.Kind, _ title: String, _ message: String, _ approve: String) async -> Bool {
        await chrome.ask(TelegramPrompt(kind: kind, request: ConfirmationRequest(title: title, message: message, approveLabel: approve, rejectLabel: "Cancel")))
    }

    func requestWriteAccess() async -> Bool {
        await ask(.writeAccess, "Allow messages?", "The bot asks to send you messages.", "Allow")
    }

    func requestPhoneNumber() async -> TelegramSharedContact? {
        guard await ask(.phoneNumber, "Share your phone number?", "The bot will know your phone number.", "Share") else { return nil }
        return TelegramSharedContact(userId: user.id, phoneNumber: section.phoneNumber ?? "+15550100", firstName: user.firstName, lastName: user.lastName)
    }

    func openInvoice(slug: String) async -> TelegramInvoiceStatus {
        let status = TelegramInvoiceStatus(rawValue: (section.invoice ?? .paid).rawValue) ?? .paid
        chrome.record("telegramInvoice", "\(slug) → \(status.rawValue)")
        return status
    }

    func requestEmojiStatusAccess() async -> Bool {
        await ask(.emojiStatusAccess, "Allow emoji status?", "The bot asks to set your emoji status.", "Allow")
    }

    func setEmojiStatus(customEmojiId: String, duration: Int?) async throws(TelegramFailure) {
        chrome.record("telegramEmojiStatus", "\(customEmojiId)\(duration.map { " for \($0) s" } ?? "") → \(section.emojiStatus ?? "set")")
        if let code = section.emojiStatus, code != "set" { throw TelegramFailure(code) }
    }

    func sendPreparedMessage(id: String) async throws(TelegramFailure) {
        chrome.record("telegramPreparedMessage", "\(id) → \(section.preparedMessage ?? "sent")")
        if let code = section.preparedMessage, code != "sent" { throw TelegramFailure(code) }
    }

    func requestChat(requestId: String) async -> Bool {
        let sent = section.requestChat ?? true
        chrome.record("telegramRequestChat", "\(requestId) → \(sent ? "sent" : "failed")")
        return sent
    }

    func shareToStory(_ story: TelegramStoryShare) async {
        chrome.record("telegramShareToStory", [story.mediaURL, story.text, story.widgetLinkURL].compactMap { $0 }.joined(separator: " "))
    }

    func switchInlineQuery(_ query: String, chatTypes: [String]) async {
        chrome.record("telegramSwitchInlineQuery", "\(query) [\(chatTypes.joined(separator: ","))]")
    }

    func sendData(_ data: String) async {
        chrome.record("telegramSendData", data)
    }

    func openTelegramLink(_ url: URL, forceRequest: Bool) async {
        chrome.record("external", url.absoluteString)
    }

    func invokeCustomMethod(_ method: String, params: JSONValue) async throws(TelegramFailure) -> JSONValue {
        guard let answer = section.customMethods?[method] else {
            chrome.record("telegramCustomMethod", "\(method) \(params.jsonText) → UNSUPPORTED (not in the profile's customMethods)")
            throw .unsupported
        }
        if let delay = answer.delayMs { try? await Task.sleep(for: .milliseconds(delay)) }
        if let error = answer.error {
            chrome.record("telegramCustomMethod", "\(method) \(params.jsonText) → error \(error.jsonText)")
            throw TelegramFailure(error.stringValue ?? error.jsonText)
        }
        chrome.record("telegramCustomMethod", "\(method) \(params.jsonText) → \((answer.value ?? .null).jsonText)")
        return answer.value ?? .null
    }
}
