import Foundation

/// Typed reads of a method's params object, each failing with a message that names
/// the member and what it must be.
struct TelegramFields {
    /// Why params do not fit their method (sent to the transcript as `invalidParameters`).
    struct Problem: Error, Sendable, Equatable {
        var reason: String
    }

    let method: String
    let object: JSONValue
    /// Where `object` sits in the params (`buttons[1].`), for messages.
    var path = ""

    private func problem(_ text: String) -> Problem {
        Problem(reason: "'\(method)': \(text)")
    }

    /// A member that is absent or `null` counts as not sent.
    func value(_ key: String) -> JSONValue? {
        guard let value = object[key], value != .null else { return nil }
        return value
    }

    func string(_ key: String) throws(Problem) -> String {
        guard let value = value(key) else { throw problem("'\(path)\(key)' is missing; it must be a string") }
        guard case .string(let text) = value else { throw problem("'\(path)\(key)' must be a string; got \(value.kindDescription)") }
        return text
    }

    func optionalString(_ key: String) throws(Problem) -> String? {
        guard value(key) != nil else { return nil }
        return try string(key)
    }

    func bool(_ key: String) throws(Problem) -> Bool {
        guard let value = value(key) else { throw problem("'\(path)\(key)' is missing; it must be true or false") }
        guard case .bool(let flag) = value else { throw problem("'\(path)\(key)' must be true or false; got \(value.kindDescription)") }
        return flag
    }

    func optionalBool(_ key: String) throws(Problem) -> Bool? {
        guard value(key) != nil else { return nil }
        return try bool(key)
    }

    func optionalInteger(_ key: String, in range: ClosedRange<Int>) throws(Problem) -> Int? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value, number.rounded() == number, let integer = Int(exactly: number) else {
            throw problem("'\(path)\(key)' must be a whole number; got \(value.kindDescription)")
        }
        guard range.contains(integer) else { throw problem("'\(path)\(key)' must be \(range.lowerBound) to \(range.upperBound); got \(integer)") }
        return integer
    }

    /// A string of at most `limit` characters (JavaScript's UTF-16 length, as the official JS counts).
    func text(_ key: String, required: Bool, limit: Int, nonEmpty: Bool = false) throws(Problem) -> String? {
        guard let text = required ? try string(key) : try optionalString(key) else { return nil }
        if nonEmpty, text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw problem("'\(path)\(key)' must not be empty") }
        if text.utf16.count > limit { throw problem("'\(path)\(key)' must be at most \(limit) characters; it has \(text.utf16.count)") }
        return text
    }

    /// One of `choices`.
    func choice(_ key: String, _ choices: [String], required: Bool = true) throws(Problem) -> String? {
        guard let text = required ? try string(key) : try optionalString(key) else { return nil }
        guard choices.contains(text) else {
            throw problem("'\(path)\(key)' must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")); got \"\(text)\"")
        }
        return text
    }

    /// `#rgb` or `#rrggbb`, returned as `#rrggbb` in lower case (the official JS's `parseColorToHex`).
    func color(_ key: String, required: Bool) throws(Problem) -> String? {
        guard let text = required ? try string(key) : try optionalString(key) else { return nil }
        guard let color = Self.normalizedColor(text) else { throw problem("'\(path)\(key)' must be a colour #rrggbb; got \"\(text)\"") }
        return color
    }

    static func normalizedColor(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard trimmed.first == "#", trimmed.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
        switch trimmed.count {
        case 7: return trimmed
        case 4: return "#" + trimmed.dropFirst().map { "\($0)\($0)" }.joined()
        default: return nil
        }
    }
}
