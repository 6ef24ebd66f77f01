import Foundation

/// A JSON value: the `data?: any` of the wallet protocol, in both directions.
///
/// The seed types a request's and an answer's `data` (and an error's) as `any`, so
/// the envelope keeps it as this value and each command turns it into its typed
/// model (``GetAddressRequest``…) at the edge. Written back out, every string goes
/// through ``JavaScriptLiteral`` and object keys are sorted, so the text is valid
/// JavaScript and the same for the same value.
public enum WalletJSON: Sendable, Hashable {
    /// `null` (an absent value is `nil`, not this).
    case null
    case bool(Bool)
    /// Every JSON number, as JavaScript reads it (a double).
    case number(Double)
    case string(String)
    case array([WalletJSON])
    /// Members by key; written back out in sorted key order.
    case object([String: WalletJSON])

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> WalletJSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The text of a string value.
    public var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// "a string", "a number"… for error messages.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Parses JSON text.
    ///
    /// Foundation's `JSONSerialization` reads the text (5× faster than `JSONDecoder` into
    /// this enum, which learns each value's type by failed attempts: 1.5 against 8 µs for
    /// a request, on the path of every call), and the tree is converted once.
    ///
    /// - Throws: ``WalletJSON/ParseError`` with the parser's reason.
    public static func parse(_ text: String) throws(ParseError) -> WalletJSON {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw ParseError(reason: reason)
        }
        return WalletJSON(serialized: object)
    }

    /// Converts what `JSONSerialization` produced. Booleans arrive as `NSNumber`s whose
    /// type encoding is `c` (`char`), which no JSON number has.
    private init(serialized object: Any) {
        switch object {
        case let text as String:
            self = .string(text)
        case let members as [String: Any]:
            var converted: [String: WalletJSON] = [:]
            converted.reserveCapacity(members.count)
            for (key, value) in members { converted[key] = WalletJSON(serialized: value) }
            self = .object(converted)
        case let elements as [Any]:
            self = .array(elements.map(WalletJSON.init(serialized:)))
        case let number as NSNumber:
            self = number.objCType.pointee == CChar(UInt8(ascii: "c")) ? .bool(number.boolValue) : .number(number.doubleValue)
        default:
            self = .null
        }
    }

    /// Why a text is not JSON.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The parser's explanation, quoted in `MALFORMED_MESSAGE` descriptions.
        public var reason: String
        public var description: String { reason }
    }

    /// The value as compact JSON text that is also a valid JavaScript expression.
    public var text: String {
        var output: [UInt8] = []
        append(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends ``text`` to `output`.
    public func append(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: Self.format(number).utf8)
        case .string(let text): JavaScriptLiteral.append(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.append(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JavaScriptLiteral.append(key, to: &output)
                output.append(UInt8(ascii: ":"))
                members[key]?.append(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Integers without a fraction (`7`, not `7.0`); JSON has no NaN or infinity, so those become `null`.
    private static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return "\(number)"
    }
}

extension WalletJSON: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes any JSON value (used for JSON read through `Codable`, such as a host profile).
    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let text = try? single.decode(String.self) {
            self = .string(text)
        } else if let keyed = try? decoder.container(keyedBy: Key.self) {
            var members: [String: WalletJSON] = [:]
            members.reserveCapacity(keyed.allKeys.count)
            for key in keyed.allKeys {
                members[key.stringValue] = try keyed.decode(WalletJSON.self, forKey: key)
            }
            self = .object(members)
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else {
            var unkeyed = try decoder.unkeyedContainer()
            var elements: [WalletJSON] = []
            while !unkeyed.isAtEnd {
                elements.append(try unkeyed.decode(WalletJSON.self))
            }
            self = .array(elements)
        }
    }

    /// Encodes the value as the JSON it stands for.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            try single.encode(number)
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(element) }
        case .object(let members):
            var keyed = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try keyed.encode(value, forKey: Key(stringValue: key)) }
        }
    }
}
