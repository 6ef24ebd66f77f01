import Foundation
import MiniAppKit

/// A `Decoder` over a parsed ``JSONValue`` that records which keys each object was asked
/// for (``KeyUsage``), so unknown keys can be refused afterwards.
///
/// `JSONDecoder` cannot do this: it accepts what Foundation's reader accepts (trailing
/// commas included) and never says which members it skipped. This decoder reads the
/// value our strict RFC 8259 reader produced, converts scalars the way `JSONDecoder`
/// does (numbers to any integer type only when exact), and reports every mismatch with
/// the coding path of the value. Only primitives are converted here; every other type
/// decodes itself through its own `init(from:)`.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let usage: KeyUsage
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw DecodingError.typeMismatch([String: JSONValue].self, .init(codingPath: codingPath, debugDescription: "expected an object, found \(value.kindDescription)"))
        }
        let path = JSONPath(codingPath)
        usage.visit(path, keys: members.map(\.0))
        return KeyedDecodingContainer(KeyedContainer(members: members, codingPath: codingPath, path: path, usage: usage))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else {
            throw DecodingError.typeMismatch([JSONValue].self, .init(codingPath: codingPath, debugDescription: "expected an array, found \(value.kindDescription)"))
        }
        return UnkeyedContainer(items: items, codingPath: codingPath, usage: usage)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(value: value, codingPath: codingPath, usage: usage)
    }

    /// `value` as `T`, decoding nested types through a decoder one level down.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at codingPath: [any CodingKey], usage: KeyUsage) throws -> T {
        try SingleValueContainer(value: value, codingPath: codingPath, usage: usage).decode(type)
    }
}

extension JSONValueDecoder {
    /// An object's members, recording every key asked for.
    private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [(String, JSONValue)]
        let codingPath: [any CodingKey]
        let path: JSONPath
        let usage: KeyUsage

        var allKeys: [Key] {
            usage.open(path)
            return members.compactMap { Key(stringValue: $0.0) }
        }

        func contains(_ key: Key) -> Bool {
            usage.ask(path, key.stringValue)
            return member(key) != nil
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            try value(for: key) == .null
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try decodeMember(type, key)
        }

        // An optional member that does not decode is recorded (``KeyUsage/record(_:recoveredAt:)``)
        // and read as absent, so decoding goes on and every such problem of the file is
        // reported at once; the one exception is a problem in a required member, which
        // stops its object.
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decodeOptional(type, key) }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decodeOptional(type, key) }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decodeMember(type, key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try decodeMember(type, key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decodeMember(type, key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decodeMember(type, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decodeMember(type, key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decodeMember(type, key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decodeMember(type, key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decodeMember(type, key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decodeMember(type, key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decodeMember(type, key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decodeMember(type, key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decodeMember(type, key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decodeMember(type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decodeMember(type, key) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONValueDecoder(value: value(for: key), codingPath: codingPath + [key], usage: usage).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONValueDecoder(value: value(for: key), codingPath: codingPath + [key], usage: usage).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            guard let key = Key(stringValue: "super") else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "this object has no \"super\" key"))
            }
            return try superDecoder(forKey: key)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            JSONValueDecoder(value: (try? value(for: key)) ?? .null, codingPath: codingPath + [key], usage: usage)
        }

        /// The primitive overloads funnel here, through the single-value conversions.
        private func decodeMember<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
            try JSONValueDecoder.decode(type, from: value(for: key), at: codingPath + [key], usage: usage)
        }

        /// An absent or `null` member is `nil`; one that does not decode is recorded and `nil`.
        private func decodeOptional<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
            usage.ask(path, key.stringValue)
            guard let value = member(key), value != .null else { return nil }
            do {
                return try JSONValueDecoder.decode(type, from: value, at: codingPath + [key], usage: usage)
            } catch let error as DecodingError {
                usage.record(error, recoveredAt: path.appending(key: key.stringValue))
                return nil
            }
        }

        private func member(_ key: Key) -> JSONValue? {
            members.first { $0.0 == key.stringValue }?.1
        }

        /// The member's value, recording the key as asked for.
        private func value(for key: Key) throws -> JSONValue {
            usage.ask(path, key.stringValue)
            guard let value = member(key) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "the required key \"\(key.stringValue)\" is missing"))
            }
            return value
        }
    }

    /// An array's items, in order.
    private struct UnkeyedContainer: UnkeyedDecodingContainer {
        let items: [JSONValue]
        let codingPath: [any CodingKey]
        let usage: KeyUsage
        private(set) var currentIndex = 0

        init(items: [JSONValue], codingPath: [any CodingKey], usage: KeyUsage) {
            self.items = items
            self.codingPath = codingPath
            self.usage = usage
        }

        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        mutating func decodeNil() throws -> Bool {
            guard try peek() == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try decodeNext(type)
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeNext(type) }
        mutating func decode(_ type: String.Type) throws -> String { try decodeNext(type) }
        mutating func decode(_ type: Double.Type) throws -> Double { try decodeNext(type) }
        mutating func decode(_ type: Float.Type) throws -> Float { try decodeNext(type) }
        mutating func decode(_ type: Int.Type) throws -> Int { try decodeNext(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeNext(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeNext(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeNext(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeNext(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeNext(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeNext(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeNext(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeNext(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeNext(type) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let container = try nextDecoder().container(keyedBy: type)
            currentIndex += 1
            return container
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let container = try nextDecoder().unkeyedContainer()
            currentIndex += 1
            return container
        }

        mutating func superDecoder() throws -> any Decoder {
            let decoder = try nextDecoder()
            currentIndex += 1
            return decoder
        }

        /// The primitive overloads funnel here, through the single-value conversions.
        private mutating func decodeNext<T: Decodable>(_ type: T.Type) throws -> T {
            let decoded = try JSONValueDecoder.decode(type, from: peek(), at: codingPath + [JSONPath.IndexKey(currentIndex)], usage: usage)
            currentIndex += 1
            return decoded
        }

        private func nextDecoder() throws -> JSONValueDecoder {
            JSONValueDecoder(value: try peek(), codingPath: codingPath + [JSONPath.IndexKey(currentIndex)], usage: usage)
        }

        private func peek() throws -> JSONValue {
            guard currentIndex < items.count else {
                throw DecodingError.valueNotFound(JSONValue.self, .init(
                    codingPath: codingPath + [JSONPath.IndexKey(currentIndex)],
                    debugDescription: "the array has only \(items.count) item\(items.count == 1 ? "" : "s")"))
            }
            return items[currentIndex]
        }
    }

    /// One value: where scalars are converted.
    private struct SingleValueContainer: SingleValueDecodingContainer {
        let value: JSONValue
        let codingPath: [any CodingKey]
        let usage: KeyUsage

        func decodeNil() -> Bool { value == .null }

        func decode(_ type: Bool.Type) throws -> Bool {
            guard case .bool(let flag) = value else { throw mismatch("a boolean (true or false)") }
            return flag
        }

        func decode(_ type: String.Type) throws -> String {
            guard case .string(let text) = value else { throw mismatch("a string") }
            return text
        }

        func decode(_ type: Double.Type) throws -> Double { try number() }
        func decode(_ type: Float.Type) throws -> Float { Float(try number()) }
        func decode(_ type: Int.Type) throws -> Int { try integer() }
        func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
        func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
        func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
        func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
        func decode(_ type: UInt.Type) throws -> UInt { try integer() }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            // The primitives' own `init(from:)` would come back here; call them directly.
            switch type {
            case is Bool.Type: return try cast(decode(Bool.self))
            case is String.Type: return try cast(decode(String.self))
            case is Double.Type: return try cast(decode(Double.self))
            case is Int.Type: return try cast(decode(Int.self))
            case is URL.Type:
                // As JSONDecoder: a URL is written as its string.
                guard let url = URL(string: try decode(String.self)) else { throw mismatch("a URL") }
                return try cast(url)
            default:
                if let enumeration = T.self as? any (CaseIterable & RawRepresentable).Type, case .string(let text) = value {
                    try checkCase(text, of: enumeration)
                }
                return try T(from: JSONValueDecoder(value: value, codingPath: codingPath, usage: usage))
            }
        }

        /// Refuses a string that names no case of an enumeration, listing the cases (and
        /// the nearest one), instead of "Cannot initialize … from invalid String value".
        private func checkCase<E: CaseIterable & RawRepresentable>(_ text: String, of type: E.Type) throws {
            let names = E.allCases.map { "\($0.rawValue)" }
            guard !names.contains(text) else { return }
            var message = "\"\(text)\" is not one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
            let lowered = text.lowercased()
            let truncated = lowered.isEmpty ? nil : names.first { $0.lowercased().hasPrefix(lowered) || lowered.hasPrefix($0.lowercased()) }
            if let suggestion = NearestName.suggestion(for: text, among: names) ?? truncated {
                message += "; did you mean \"\(suggestion)\"?"
            }
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
        }

        private func cast<T>(_ decoded: some Any) throws -> T {
            guard let typed = decoded as? T else { throw mismatch("\(T.self)") }
            return typed
        }

        private func number() throws -> Double {
            guard case .number(let number) = value else { throw mismatch("a number") }
            return number
        }

        /// A number that is exactly an integer of `T`'s range.
        private func integer<T: FixedWidthInteger>() throws -> T {
            let number = try number()
            guard let exact = T(exactly: number) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: codingPath,
                    debugDescription: "expected a whole number from \(T.min) to \(T.max), found \(JSONValue.number(number).jsonText)"))
            }
            return exact
        }

        private func mismatch(_ expected: String) -> DecodingError {
            .typeMismatch(JSONValue.self, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(value.kindDescription)"))
        }
    }
}
