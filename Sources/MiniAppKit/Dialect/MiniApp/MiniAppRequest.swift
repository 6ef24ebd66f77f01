import Foundation

/// The wire form of one request: `{"action", "param", "id"}` as a JSON string (§1.3).
///
/// Decoded in one pass. `action` and `id` are read even when `param` does not
/// decode, so a malformed call is still answered to its own id (§8, item 2).
struct MiniAppRequest: Decodable {
    var action: String?
    var id: String?
    /// The decoded parameters, or why they did not decode.
    var parameters: Result<MiniAppParameters, ParameterError>

    struct ParameterError: Error {
        var reason: String
    }

    private enum CodingKeys: String, CodingKey {
        case action, param, id
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        action = try? container.decodeIfPresent(String.self, forKey: .action)
        id = try? container.decodeIfPresent(String.self, forKey: .id)
        do {
            parameters = .success(try container.decodeIfPresent(MiniAppParameters.self, forKey: .param) ?? MiniAppParameters())
        } catch {
            parameters = .failure(ParameterError(reason: Self.describe(error)))
        }
    }

    fileprivate init(action: String?, id: String?, parameters: Result<MiniAppParameters, ParameterError>) {
        self.action = action
        self.id = id
        self.parameters = parameters
    }

    /// Decodes a request body.
    ///
    /// The result, or the error, is always the one `JSONDecoder` gives for `text`. Two
    /// shapes that cost it most get there faster, and anything a shortcut does not fully
    /// understand goes to `JSONDecoder` unchanged:
    /// - a call without parameters (`"param":null` or none, `action` and `id` plain
    ///   strings), the commonest: read directly, about 10 times faster;
    /// - a body carrying long escaped strings (a JSON payload inside `jsonInfo.content`,
    ///   secure-storage values…): `JSONDecoder` unescapes such a string piece by piece
    ///   (about 10 ms per MB here), so each one is unescaped in bulk first and replaced
    ///   by a placeholder, the smaller body is decoded, and the strings are put back.
    static func decode(_ text: String) throws -> MiniAppRequest {
        var text = text
        let shortcut = text.withUTF8 { bytes -> Shortcut? in
            if let request = RequestScanner.callWithoutParameters(bytes) { return .request(request) }
            return LongStrings.lift(bytes).map(Shortcut.lifted)
        }
        switch shortcut {
        case .request(let request):
            return request
        case .lifted(let lifted):
            if var request = try? JSONDecoder().decode(MiniAppRequest.self, from: lifted.body),
               request.restore(lifted.strings) {
                return request
            }
        case nil:
            break
        }
        return try JSONDecoder().decode(MiniAppRequest.self, from: Data(text.utf8))
    }

    private enum Shortcut {
        case request(MiniAppRequest)
        case lifted(LongStrings)
    }

    /// A one-line reason for logs, naming the offending key path.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "param" : keys.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context): return "\(path(context)): expected \(type)"
        case .valueNotFound(let type, let context): return "\(path(context)): missing \(type)"
        case .keyNotFound(let key, let context): return "\(path(context)).\(key.stringValue): required key missing"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}

// MARK: - Calls without parameters

/// Reads exactly the JSON a shortcut accepts, and nothing else: each method returns
/// `nil` as soon as the input leaves the simple form it handles.
private struct RequestScanner {
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

// MARK: - Long strings

/// A body whose long escaped string values were replaced by placeholders, and those
/// strings, unescaped.
///
/// Only string values are lifted (object keys stay), and only when their whole literal
/// is valid JSON this code unescapes exactly as `JSONDecoder` does; the literal is
/// replaced by another valid literal, so the body's structure, and whether it is valid,
/// do not change. ``MiniAppRequest/restore(_:)`` puts the strings back and reports
/// whether each one was found exactly once; when not, the caller decodes the original.
private struct LongStrings {
    /// The body with placeholders.
    var body: Data
    /// Placeholder → the text it stands for.
    var strings: [String: String]

    /// Bodies and string literals shorter than these are left to `JSONDecoder`.
    static let minimumBodyBytes = 16 * 1024
    static let minimumStringBytes = 4 * 1024

    /// Per process, so no text a mini app sends can be mistaken for a placeholder.
    static let placeholderPrefix: String = {
        var generator = SystemRandomNumberGenerator()
        return "MiniAppKit.lifted." + (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.joined() + "."
    }()

    static func lift(_ bytes: UnsafeBufferPointer<UInt8>) -> LongStrings? {
        guard bytes.count >= minimumBodyBytes else { return nil }
        var strings: [String: String] = [:]
        var body: [UInt8] = []
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            let start = index
            var escaped = false
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") {
                    escaped = true
                    index += 2
                } else {
                    index += 1
                }
            }
            guard index < bytes.count else { return nil }
            index += 1
            guard escaped, index - start >= minimumStringBytes, !isKey(bytes, at: index) else { continue }
            guard let text = unescape(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(index - 1)])) else { return nil }
            let placeholder = placeholderPrefix + String(strings.count)
            strings[placeholder] = text
            if body.isEmpty { body.reserveCapacity(bytes.count) }
            body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<start]))
            body.append(UInt8(ascii: "\""))
            body.append(contentsOf: placeholder.utf8)
            body.append(UInt8(ascii: "\""))
            copied = index
        }
        guard !strings.isEmpty else { return nil }
        body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<bytes.count]))
        return LongStrings(body: Data(body), strings: strings)
    }

    /// Whether the string literal ending before `index` is an object key (a `:` follows).
    private static func isKey(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var index = index
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }

    /// The text of a string literal's contents, as `JSONDecoder` reads it; `nil` where it
    /// would fail (a control character, an unknown escape, a lone surrogate).
    private static func unescape(_ literal: UnsafeBufferPointer<UInt8>) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(literal.count)
        var runStart = 0
        var index = 0
        while index < literal.count {
            let byte = literal[index]
            if byte >= 0x20, byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "\\"), index + 1 < literal.count else { return nil }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: literal[runStart..<index]))
            switch literal[index + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(literal[index + 1])
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hexUnit(literal, at: index + 2) else { return nil }
                var scalar = unit
                if unit >= 0xD800, unit < 0xDC00 {
                    guard index + 11 < literal.count, literal[index + 6] == UInt8(ascii: "\\"), literal[index + 7] == UInt8(ascii: "u"),
                          let low = hexUnit(literal, at: index + 8), low >= 0xDC00, low < 0xE000 else { return nil }
                    scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                } else if unit >= 0xDC00, unit < 0xE000 {
                    return nil
                }
                guard let character = Unicode.Scalar(scalar) else { return nil }
                output.append(contentsOf: String(character).utf8)
                index += 4
            default:
                return nil
            }
            index += 2
            runStart = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: literal[runStart..<literal.count]))
        return String(decoding: output, as: UTF8.self)
    }

    /// Four hex digits (either case) at `index`, as a number.
    private static func hexUnit(_ literal: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= literal.count else { return nil }
        var value: UInt32 = 0
        for byte in literal[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}

extension MiniAppRequest {
    /// Puts lifted strings back wherever the decoded request holds a placeholder.
    ///
    /// - Returns: whether every placeholder was found exactly once; otherwise the request
    ///   is not what the original body decodes to (a string in a field this does not
    ///   visit, a duplicate key, parameters that failed) and must not be used.
    fileprivate mutating func restore(_ strings: [String: String]) -> Bool {
        guard case .success(var parameters) = parameters else { return false }
        var restorer = Restorer(strings: strings)
        restorer.restore(&action)
        restorer.restore(&id)
        restorer.restore(&parameters.action)
        restorer.restore(&parameters.permission)
        if var entries = parameters.permissions {
            for index in entries.indices {
                restorer.restore(&entries[index].name)
                restorer.restore(&entries[index].description)
            }
            parameters.permissions = entries
        }
        if var info = parameters.shareInfo {
            restorer.restore(&info.content)
            parameters.shareInfo = info
        }
        restorer.restore(&parameters.adUnitId)
        restorer.restore(&parameters.audience)
        restorer.restore(&parameters.scopes)
        if var message = parameters.messageToContact {
            restorer.restore(&message.image)
            restorer.restore(&message.text)
            restorer.restore(&message.caption)
            restorer.restore(&message.action)
            restorer.restore(&message.bannerMessage)
            parameters.messageToContact = message
        }
        restorer.restore(&parameters.contactId)
        restorer.restore(&parameters.filename)
        restorer.restore(&parameters.url)
        restorer.restore(&parameters.headers)
        restorer.restore(&parameters.secureStorageKey)
        restorer.restore(&parameters.secureStorageItems)
        restorer.restore(&parameters.secureStorageKeyList)
        if var info = parameters.closeAlertInfo {
            restorer.restore(&info.title)
            restorer.restore(&info.description)
            parameters.closeAlertInfo = info
        }
        if var info = parameters.jsonInfo {
            restorer.restore(&info.content)
            parameters.jsonInfo = info
        }
        if var info = parameters.analyticsInfo {
            restorer.restore(&info.pageName)
            restorer.restore(&info.componentName)
            restorer.restore(&info.elementType)
            restorer.restore(&info.data)
            parameters.analyticsInfo = info
        }
        if var info = parameters.universalBridgeInfo {
            restorer.restore(&info.key)
            restorer.restore(&info.value)
            restorer.restore(&info.description)
            parameters.universalBridgeInfo = info
        }
        self.parameters = .success(parameters)
        return restorer.isComplete
    }
}

/// Swaps placeholders for their strings and counts what it found.
private struct Restorer {
    let strings: [String: String]
    private var found: Set<String> = []
    private var repeated = false

    init(strings: [String: String]) {
        self.strings = strings
    }

    /// Every placeholder found, none twice.
    var isComplete: Bool { !repeated && found.count == strings.count }

    mutating func restore(_ value: inout String) {
        guard let original = strings[value] else { return }
        if !found.insert(value).inserted { repeated = true }
        value = original
    }

    mutating func restore(_ value: inout String?) {
        guard var text = value else { return }
        restore(&text)
        value = text
    }

    mutating func restore(_ values: inout [String]?) {
        guard var list = values else { return }
        for index in list.indices { restore(&list[index]) }
        values = list
    }

    /// Values only: keys are never lifted.
    mutating func restore(_ values: inout [String: String]?) {
        guard var dictionary = values else { return }
        for key in dictionary.keys { restore(&dictionary[key]) }
        values = dictionary
    }
}
