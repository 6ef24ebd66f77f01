import Foundation

/// The user's last real input event on the page, as the proxy script reports it with
/// each call (`[page, id, ageMs]`), or none: what a method that Telegram runs only
/// after a touch checks.
struct TelegramUserInput: Equatable {
    /// The document the input happened in (a random token per page load).
    var page: String
    /// The input's number in that document, counting up.
    var id: Int
    /// Milliseconds between the input and the call.
    var ageMilliseconds: Double

    /// Reads `[page, id, ageMs]`; `nil` for anything else (`null`: no input yet).
    init?(_ value: JSONValue) {
        guard case .array(let parts) = value, parts.count == 3, let page = parts[0].stringValue,
              case .number(let id) = parts[1], case .number(let age) = parts[2], let number = Int(exactly: id)
        else { return nil }
        self.page = page
        self.id = number
        ageMilliseconds = age
    }
}

/// Which inputs have been used: Telegram for iOS lets one touch open one link or read
/// the clipboard once (it forgets the touch when it uses it), within 10 seconds.
final class TelegramGestureLedger: @unchecked Sendable {
    /// How long after an input a method may still use it, in seconds.
    static let window = 10
    private let lock = NSLock()
    private var used: (page: String, id: Int)?

    /// Takes `input` for a method that needs it; the reason when it cannot.
    func admit(_ input: TelegramUserInput?) -> String? {
        guard let input else { return "the user has not touched the page" }
        guard input.ageMilliseconds <= Double(Self.window * 1000) else {
            return "the last touch was \(Int(input.ageMilliseconds / 1000)) seconds ago"
        }
        return lock.withLock {
            if let used, used.page == input.page, used.id >= input.id { return "that touch was already used" }
            used = (input.page, input.id)
            return nil
        }
    }
}
