import MiniAppKit

/// Finds where a value (or a member's key) sits in JSON text, by its ``JSONPath``.
///
/// The JSON reader builds values without positions (it is on the bridge's hot path), so
/// a message about a decoded value finds its place afterwards: a small scan of the text,
/// which is known to be valid JSON by then, that follows the path member by member and
/// skips everything else. A repeated key resolves to its last occurrence, the one
/// `JSONValue.parse` keeps.
struct JSONTextLocator {
    private let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The byte offset of the value at `path`, or of its member's key (the opening
    /// quote) when `key` is true and the path ends at a member; `nil` if not found.
    func offset(of path: JSONPath, key: Bool = false) -> Int? {
        var position = skipWhitespace(from: 0)
        for (step, component) in path.components.enumerated() {
            let last = step == path.components.count - 1
            switch component {
            case .key(let name):
                guard let member = member(name, inObjectAt: position) else { return nil }
                if last, key { return member.key }
                position = member.value
            case .index(let wanted):
                guard let element = element(wanted, inArrayAt: position) else { return nil }
                position = element
            }
        }
        return position
    }

    // MARK: - Containers

    /// The last member named `name` of the object starting at `start`: its key's and value's offsets.
    private func member(_ name: String, inObjectAt start: Int) -> (key: Int, value: Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        var position = start + 1
        var found: (key: Int, value: Int)?
        while true {
            position = skipWhitespace(from: position)
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return found }
            let keyStart = position
            guard let keyEnd = endOfString(at: position) else { return found }
            let memberName = decodedString(keyStart..<keyEnd)
            position = skipWhitespace(from: keyEnd)
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return found }
            position = skipWhitespace(from: position + 1)
            if memberName == name { found = (keyStart, position) }
            guard let valueEnd = endOfValue(at: position) else { return found }
            position = skipWhitespace(from: valueEnd)
            guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return found }
            position += 1
        }
    }

    /// The offset of element `wanted` of the array starting at `start`.
    private func element(_ wanted: Int, inArrayAt start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
        var position = start + 1
        var index = 0
        while true {
            position = skipWhitespace(from: position)
            guard position < bytes.count, bytes[position] != UInt8(ascii: "]") else { return nil }
            if index == wanted { return position }
            guard let end = endOfValue(at: position) else { return nil }
            position = skipWhitespace(from: end)
            guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return nil }
            position += 1
            index += 1
        }
    }

    // MARK: - Skipping

    /// Just past the value starting at `start`.
    private func endOfValue(at start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return endOfString(at: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var position = start
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    guard let end = endOfString(at: position) else { return nil }
                    position = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return position + 1 }
                default:
                    break
                }
                position += 1
            }
            return nil
        default:
            var position = start
            while position < bytes.count, !Self.endsScalar(bytes[position]) { position += 1 }
            return position
        }
    }

    /// Just past the closing quote of the string whose opening quote is at `start`.
    private func endOfString(at start: Int) -> Int? {
        var position = start + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""): return position + 1
            default: position += 1
            }
        }
        return nil
    }

    /// The text of a string literal (quotes included in `range`), escapes resolved.
    private func decodedString(_ range: Range<Int>) -> String? {
        let literal = String(decoding: bytes[range], as: UTF8.self)
        guard literal.contains("\\") else { return String(literal.dropFirst().dropLast()) }
        return (try? JSONValue.parse(literal))?.stringValue
    }

    private func skipWhitespace(from start: Int) -> Int {
        var position = start
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
        return position
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }
}
