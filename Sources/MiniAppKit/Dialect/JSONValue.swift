/// A JSON value, as the dialects whose wire carries free-form JSON read and write it.
///
/// `liquidstate` passes `switch_tab`'s `params` through and builds replies whose shape
/// depends on the event; `wallet` keeps a request's and an answer's `data?: any` as
/// this value and turns it into typed models at the edge. One type serves both, so
/// parsing, equality and writing exist once.
///
/// Objects keep their members in order: text is written in that order, so a reply
/// built as `purpose`, `request_id`, `event_type`, `response_data` comes out as the
/// seed sends it. Parsed and decoded objects have their keys sorted, which JSON's
/// object semantics allow and which makes their text the same for the same value.
public indirect enum JSONValue: Sendable {
    /// `null` (an absent value is `nil`, not this).
    case null
    case bool(Bool)
    /// Every JSON number, as JavaScript reads it (a double).
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order they are written out; keys are expected to be unique.
    case object([(String, JSONValue)])

    /// An object whose members are `members` in sorted key order, for values built
    /// from a dictionary whose text must not depend on hashing order.
    public static func object(sortingKeys members: [String: JSONValue]) -> JSONValue {
        .object(members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The value of `key` in an object (`nil` for other values and missing keys).
    ///
    /// A linear search: the objects on the wire have a handful of members.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The text of a string value; `nil` for other values.
    public var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    /// What kind of value this is, for error messages ("a number", "an object"…).
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

    /// `members` ordered by key (stable, so equal keys keep their order), which is
    /// what equality and hashing compare: member order is presentation, not value.
    fileprivate static func byKey(_ members: [(String, JSONValue)]) -> [(String, JSONValue)] {
        members.sorted { $0.0 < $1.0 }
    }
}

/// Equality as JSON defines it: objects are equal whatever their member order
/// (a built reply equals the same reply parsed back, whose keys are sorted).
extension JSONValue: Hashable {
    /// Whether both are the same JSON value; objects compare by member, whatever their order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && Self.membersEqual(a, b)
        default: false
        }
    }

    /// Compares in order first (the common case: both sorted, or built alike), and
    /// only sorts when that fails.
    private static func membersEqual(_ a: [(String, JSONValue)], _ b: [(String, JSONValue)]) -> Bool {
        if zip(a, b).allSatisfy({ $0.0 == $1.0 && $0.1 == $1.1 }) { return true }
        return zip(byKey(a), byKey(b)).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    /// Hashes objects by their members sorted by key, so values that compare equal hash alike.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(1); hasher.combine(flag)
        case .number(let number): hasher.combine(2); hasher.combine(number)
        case .string(let text): hasher.combine(3); hasher.combine(text)
        case .array(let items): hasher.combine(4); hasher.combine(items)
        case .object(let members):
            hasher.combine(5)
            hasher.combine(members.count)
            for (key, value) in Self.byKey(members) {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }
}

/// Any JSON value through `Codable` (a host profile's wallet answers, for instance).
/// The dialects parse wire text with ``parse(_:)`` instead, which is several times
/// faster than decoding into this enum (see there).
extension JSONValue: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes any JSON value; object keys come out sorted (the decoder does not keep their order).
    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let text = try? single.decode(String.self) {
            self = .string(text)
        } else if let keyed = try? decoder.container(keyedBy: Key.self) {
            let keys = keyed.allKeys.sorted { $0.stringValue < $1.stringValue }
            var members: [(String, JSONValue)] = []
            members.reserveCapacity(keys.count)
            for key in keys {
                members.append((key.stringValue, try keyed.decode(JSONValue.self, forKey: key)))
            }
            self = .object(members)
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else {
            var unkeyed = try decoder.unkeyedContainer()
            var items: [JSONValue] = []
            if let count = unkeyed.count { items.reserveCapacity(count) }
            while !unkeyed.isAtEnd {
                items.append(try unkeyed.decode(JSONValue.self))
            }
            self = .array(items)
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
        case .array(let items):
            var unkeyed = encoder.unkeyedContainer()
            for item in items { try unkeyed.encode(item) }
        case .object(let members):
            var keyed = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try keyed.encode(value, forKey: Key(stringValue: key)) }
        }
    }
}
