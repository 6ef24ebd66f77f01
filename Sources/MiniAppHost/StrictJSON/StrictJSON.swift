public import Foundation
import MiniAppKit

/// Decodes a configuration file people write by hand, refusing what `JSONDecoder` lets by.
///
/// A host profile with a trailing comma used to load, a misspelled key (`"usrName"`) was
/// ignored without a word, and a syntax error gave no line. Here the text is read by the
/// SDK's strict RFC 8259 reader (``JSONValue/parse(_:)``), decoded by a decoder that
/// records the keys each type asks for (``KeyUsage``), and every member no type asked
/// for is refused with its path and the nearest known key; every problem has a line and
/// a column. The known keys come from the `Decodable` types themselves, so a key added
/// to a type is known at once.
public enum StrictJSON {
    /// Decodes `T` from UTF-8 JSON `data`.
    ///
    /// - Throws: ``StrictJSONError`` for text that is not JSON, a value of the wrong type
    ///   or a missing required key, or keys `T` does not know: all of them at once, except
    ///   that a problem in a required member stops the decoding of its object.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(StrictJSONError) -> T {
        guard let text = String(data: data, encoding: .utf8) else {
            throw StrictJSONError(problems: [.init(position: nil, path: nil, message: "the file is not UTF-8 text")])
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw StrictJSONError(problems: [syntaxProblem(error.reason, in: text)])
        }
        let usage = KeyUsage()
        let locator = JSONTextLocator(text)
        let decoded: T
        do {
            decoded = try JSONValueDecoder.decode(type, from: value, at: [], usage: usage)
        } catch let error as DecodingError {
            var problems = usage.recorded.map { decodingProblem($0.error, usage: usage, locator: locator, text: text) }
            problems.append(decodingProblem(error, usage: usage, locator: locator, text: text))
            problems.sort { ($0.position?.line ?? 0, $0.position?.column ?? 0) < ($1.position?.line ?? 0, $1.position?.column ?? 0) }
            throw StrictJSONError(problems: problems)
        } catch {
            throw StrictJSONError(problems: [.init(position: nil, path: nil, message: "\(error)")])
        }
        let unknown = usage.unknownKeys()
        guard unknown.isEmpty, usage.recorded.isEmpty else {
            var problems = usage.recorded.map { decodingProblem($0.error, usage: usage, locator: locator, text: text) }
            problems += unknown.map { unknownKeyProblem($0, usage: usage, locator: locator, text: text) }
            problems.sort { ($0.position?.line ?? 0, $0.position?.column ?? 0) < ($1.position?.line ?? 0, $1.position?.column ?? 0) }
            throw StrictJSONError(problems: problems)
        }
        return decoded
    }

    // MARK: - Problems

    /// A reader error: its offset as a line and column, and a hint for a trailing comma.
    static func syntaxProblem(_ reason: String, in text: String) -> StrictJSONError.Problem {
        var message = reason
        var offset = text.utf8.count
        if let range = reason.range(of: #" at offset \d+"#, options: .regularExpression) {
            offset = Int(reason[range].split(separator: " ").last ?? "") ?? offset
            message.removeSubrange(range)
        }
        if followsComma(offset, in: text), message.hasPrefix("unexpected '}'") || message.hasPrefix("unexpected ']'") {
            message += " (JSON allows no comma after the last member or item)"
        }
        return .init(position: TextPosition(offset: offset, in: text), path: nil, message: message)
    }

    /// A decoding error at its value's place.
    static func decodingProblem(_ error: DecodingError, usage: KeyUsage, locator: JSONTextLocator, text: String) -> StrictJSONError.Problem {
        let path: JSONPath
        let message: String
        switch error {
        case .keyNotFound(let key, let context):
            path = JSONPath(context.codingPath)
            var text = "the required key \"\(key.stringValue)\" is missing"
            let written = usage.keys(at: path).filter { !usage.known(at: path).contains($0) }
            if let typo = NearestName.suggestion(for: key.stringValue, among: written) {
                text += " (is \"\(typo)\" a misspelling of it?)"
            }
            message = text
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = JSONPath(context.codingPath)
            message = context.debugDescription
        @unknown default:
            return .init(position: nil, path: nil, message: "\(error)")
        }
        let position = locator.offset(of: path).map { TextPosition(offset: $0, in: text) }
        return .init(position: position, path: path.components.isEmpty ? nil : path.description, message: message)
    }

    /// A member no type asked for, with the nearest known key of its object.
    static func unknownKeyProblem(_ path: JSONPath, usage: KeyUsage, locator: JSONTextLocator, text: String) -> StrictJSONError.Problem {
        let object = JSONPath(Array(path.components.dropLast()))
        let known = usage.known(at: object)
        let name: String
        if case .key(let key)? = path.components.last { name = key } else { name = "" }
        var message = "unknown key"
        if let suggestion = NearestName.suggestion(for: name, among: known) {
            message += "; did you mean \"\(suggestion)\"?"
        } else if !known.isEmpty {
            message += "; known keys here: " + known.map { "\"\($0)\"" }.joined(separator: ", ")
        }
        let position = locator.offset(of: path, key: true).map { TextPosition(offset: $0, in: text) }
        return .init(position: position, path: path.description, message: message)
    }

    /// Whether the last non-blank character before `offset` is a comma.
    private static func followsComma(_ offset: Int, in text: String) -> Bool {
        let before = text.utf8.prefix(offset).reversed().first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        return before == UInt8(ascii: ",")
    }
}
