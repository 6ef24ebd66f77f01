import Foundation

/// Walks every type a strictly decoded file can hold, as decoding it would, and names each
/// type that refuses a string without being able to list the strings it takes.
///
/// A strict file's enumeration is reported as `"mainButon" is not one of …; did you mean
/// "mainButton"?` only when its type is `CaseIterable` (``StrictJSON``); any other
/// type that refuses a string leaves the user with Swift's "Cannot initialize Name from
/// invalid String value" (issue 29, defect 12). The probe decodes a type with a decoder
/// that has every key, one item in every array and `"probe"` for every string, and takes
/// the first case of every `CaseIterable` enumeration, so it reaches every member of every
/// type; a `RawRepresentable` type that is not `CaseIterable` is decoded from a string no
/// enumeration takes, and named when it refuses it. (`{"error": …}`, the failure form of
/// a profile's answers, is refused, so that their value form is walked.)
final class EnumProbe {
    /// Types that refuse a string and cannot list the ones they take.
    private(set) var unlisted: Set<String> = []
    /// The enumerations the walk reached, which can list their values.
    private(set) var listed: Set<String> = []

    /// Walks `type`'s members, and theirs.
    func walk<T: Decodable>(_ type: T.Type) {
        _ = try? value(T.self, at: 0)
    }

    fileprivate struct Stop: Error {}

    fileprivate func value<T: Decodable>(_ type: T.Type, at depth: Int) throws -> T {
        guard depth < 14 else { throw Stop() }
        if let enumeration = T.self as? any CaseIterable.Type {
            listed.insert(String(reflecting: T.self))
            if let first = Self.firstCase(enumeration) as? T { return first }
        }
        let primitives: [Any] = [
            true, "probe", 1.0, Float(1), 1, Int8(1), Int16(1), Int32(1), Int64(1), UInt(1), UInt8(1), UInt16(1), UInt32(1), UInt64(1),
        ]
        if let primitive = primitives.lazy.compactMap({ $0 as? T }).first { return primitive }
        if T.self is any RawRepresentable.Type {
            do {
                return try T(from: ProbeDecoder(probe: self, depth: depth + 1, text: "\u{1}no enumeration takes this"))
            } catch {
                unlisted.insert(String(reflecting: T.self))
                throw error
            }
        }
        return try T(from: ProbeDecoder(probe: self, depth: depth + 1, text: "probe"))
    }

    private static func firstCase<E: CaseIterable>(_ type: E.Type) -> Any? { E.allCases.first }
}

/// The probe's decoder: every key present, one item per array, `text` for a string.
private struct ProbeDecoder: Decoder {
    let probe: EnumProbe
    let depth: Int
    let text: String
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> { KeyedDecodingContainer(Keyed(decoder: self)) }
    func unkeyedContainer() -> any UnkeyedDecodingContainer { Unkeyed(decoder: self) }
    func singleValueContainer() -> any SingleValueDecodingContainer { Single(decoder: self) }

    func value<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == String.self, let text = text as? T { return text }
        return try probe.value(type, at: depth)
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: ProbeDecoder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [Key(stringValue: "probe")].compactMap { $0 } }
        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try member(type, key) }
        func decode(_ t: Bool.Type, forKey key: Key) throws -> Bool { try member(t, key) }
        func decode(_ t: String.Type, forKey key: Key) throws -> String { try member(t, key) }
        func decode(_ t: Double.Type, forKey key: Key) throws -> Double { try member(t, key) }
        func decode(_ t: Float.Type, forKey key: Key) throws -> Float { try member(t, key) }
        func decode(_ t: Int.Type, forKey key: Key) throws -> Int { try member(t, key) }
        func decode(_ t: Int8.Type, forKey key: Key) throws -> Int8 { try member(t, key) }
        func decode(_ t: Int16.Type, forKey key: Key) throws -> Int16 { try member(t, key) }
        func decode(_ t: Int32.Type, forKey key: Key) throws -> Int32 { try member(t, key) }
        func decode(_ t: Int64.Type, forKey key: Key) throws -> Int64 { try member(t, key) }
        func decode(_ t: UInt.Type, forKey key: Key) throws -> UInt { try member(t, key) }
        func decode(_ t: UInt8.Type, forKey key: Key) throws -> UInt8 { try member(t, key) }
        func decode(_ t: UInt16.Type, forKey key: Key) throws -> UInt16 { try member(t, key) }
        func decode(_ t: UInt32.Type, forKey key: Key) throws -> UInt32 { try member(t, key) }
        func decode(_ t: UInt64.Type, forKey key: Key) throws -> UInt64 { try member(t, key) }
        private func member<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
            if key.stringValue == "error", T.self == String.self { throw EnumProbe.Stop() }
            return try decoder.value(type)
        }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? { try? decode(type, forKey: key) }
        func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) -> KeyedDecodingContainer<N> { decoder.container(keyedBy: type) }
        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer { decoder.unkeyedContainer() }
        func superDecoder() -> any Decoder { decoder }
        func superDecoder(forKey key: Key) -> any Decoder { decoder }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: ProbeDecoder
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 1 }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex >= 1 }
        mutating func decodeNil() -> Bool { false }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type) }
        mutating func decode(_ t: Bool.Type) throws -> Bool { try next(t) }
        mutating func decode(_ t: String.Type) throws -> String { try next(t) }
        mutating func decode(_ t: Double.Type) throws -> Double { try next(t) }
        mutating func decode(_ t: Float.Type) throws -> Float { try next(t) }
        mutating func decode(_ t: Int.Type) throws -> Int { try next(t) }
        mutating func decode(_ t: Int8.Type) throws -> Int8 { try next(t) }
        mutating func decode(_ t: Int16.Type) throws -> Int16 { try next(t) }
        mutating func decode(_ t: Int32.Type) throws -> Int32 { try next(t) }
        mutating func decode(_ t: Int64.Type) throws -> Int64 { try next(t) }
        mutating func decode(_ t: UInt.Type) throws -> UInt { try next(t) }
        mutating func decode(_ t: UInt8.Type) throws -> UInt8 { try next(t) }
        mutating func decode(_ t: UInt16.Type) throws -> UInt16 { try next(t) }
        mutating func decode(_ t: UInt32.Type) throws -> UInt32 { try next(t) }
        mutating func decode(_ t: UInt64.Type) throws -> UInt64 { try next(t) }
        private mutating func next<T: Decodable>(_ type: T.Type) throws -> T {
            currentIndex += 1
            return try decoder.value(type)
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type) -> KeyedDecodingContainer<N> {
            currentIndex += 1
            return decoder.container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer {
            currentIndex += 1
            return decoder.unkeyedContainer()
        }
        mutating func superDecoder() -> any Decoder { decoder }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: ProbeDecoder
        var codingPath: [any CodingKey] { [] }
        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.value(type) }
        func decode(_ t: Bool.Type) throws -> Bool { try decoder.value(t) }
        func decode(_ t: String.Type) throws -> String { try decoder.value(t) }
        func decode(_ t: Double.Type) throws -> Double { try decoder.value(t) }
        func decode(_ t: Float.Type) throws -> Float { try decoder.value(t) }
        func decode(_ t: Int.Type) throws -> Int { try decoder.value(t) }
        func decode(_ t: Int8.Type) throws -> Int8 { try decoder.value(t) }
        func decode(_ t: Int16.Type) throws -> Int16 { try decoder.value(t) }
        func decode(_ t: Int32.Type) throws -> Int32 { try decoder.value(t) }
        func decode(_ t: Int64.Type) throws -> Int64 { try decoder.value(t) }
        func decode(_ t: UInt.Type) throws -> UInt { try decoder.value(t) }
        func decode(_ t: UInt8.Type) throws -> UInt8 { try decoder.value(t) }
        func decode(_ t: UInt16.Type) throws -> UInt16 { try decoder.value(t) }
        func decode(_ t: UInt32.Type) throws -> UInt32 { try decoder.value(t) }
        func decode(_ t: UInt64.Type) throws -> UInt64 { try decoder.value(t) }
    }
}
