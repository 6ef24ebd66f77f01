/// A dialect a host profile can name in its `dialects` list.
///
/// Decoding refuses any other name, with the nearest known one, so a misspelt dialect
/// (`"walet"`) stops the run at its line instead of leaving the page without it. The
/// cases are declared in the order a page's endpoints are asked.
public enum DialectName: String, Sendable, Codable, CaseIterable {
    /// Rakuten's MiniApp bridge (`window.MiniAppBridge`).
    case miniapp
    /// `liquidstate://app/<event>` navigations answered through `window.communicate`.
    case liquidstate
    /// Corva's `swiftHandler` notifications and `navigateAppTo`.
    case corva
    /// `{messageId, command, data}` messages on `sendMessageHandler`.
    case wallet
    /// Telegram Mini Apps: `TelegramWebviewProxy.postEvent` and `receiveEvent`.
    case telegram

    /// Reads a known name, or fails with the nearest one and the list.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let name = DialectName(rawValue: text) else {
            let known = Self.allCases.map(\.rawValue)
            var message = "unknown dialect \"\(text)\""
            if let nearest = NearestName.suggestion(for: text, among: known) { message += " (did you mean \"\(nearest)\"?)" }
            message += "; the dialects are " + known.joined(separator: ", ")
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: message))
        }
        self = name
    }
}
