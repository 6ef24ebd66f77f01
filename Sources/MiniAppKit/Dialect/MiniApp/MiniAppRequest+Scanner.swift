import Foundation

// The shortcut for the commonest call: one without parameters (see ``MiniAppRequest/decode(_:)``).

/// Reads exactly the JSON a shortcut accepts, and nothing else: each method returns
/// `nil` as soon as the input leaves the simple form it handles.
struct RequestScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// `{"action":…,"param":null,"id":…}`: keys among `action`, `param` and `id`, in any
    /// order, each at most once; `param` `null` or absent; `action` and `id` strings
    /// without escapes, or `null`; no whitespace. `JSONDecoder` reads such a body as
    /// these two strings and empty parameters.
    static func callWithoutParameters(_ bytes: UnsafeBufferPointer<UInt8>) -> MiniAppRequest? {
        var scanner = RequestScanner(bytes: bytes)
        var action: String?, id: String?
        var seenAction = false, seenID = false, seenParam = false
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        if !scanner.take(UInt8(ascii: "}")) {
            repeat {
                guard let key = scanner.plainString(), scanner.take(UInt8(ascii: ":")) else { return nil }
                switch key {
                case "action":
                    guard !seenAction, let value = scanner.plainStringOrNull() else { return nil }
                    (action, seenAction) = (value, true)
                case "id":
                    guard !seenID, let value = scanner.plainStringOrNull() else { return nil }
                    (id, seenID) = (value, true)
                case "param":
                    guard !seenParam, scanner.takeNull() else { return nil }
                    seenParam = true
                default:
                    return nil
                }
            } while scanner.take(UInt8(ascii: ","))
            guard scanner.take(UInt8(ascii: "}")) else { return nil }
        }
        guard scanner.index == bytes.count else { return nil }
        return MiniAppRequest(action: action, id: id, parameters: .success(MiniAppParameters()))
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func takeNull() -> Bool {
        guard bytes.count - index >= 4, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
              bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l") else { return false }
        index += 4
        return true
    }

    /// A string literal without escapes or control characters, as its text.
    mutating func plainString() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    /// `.some(nil)` for `null`, `.some(text)` for a plain string, `nil` for anything else.
    mutating func plainStringOrNull() -> String?? {
        if takeNull() { return .some(nil) }
        return plainString().map { .some($0) }
    }
}
