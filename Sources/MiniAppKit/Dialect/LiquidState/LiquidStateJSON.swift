public import Foundation

/// A JSON value as the `liquidstate` dialect reads and writes it.
///
/// The wire carries free-form JSON in two places the SDK only passes through
/// (`switch_tab`'s `params`) and in replies whose shape depends on the event, so the
/// codec needs one value type it can decode with `JSONDecoder` (no home-made parser)
/// and write back as JSON text. Objects keep their keys in order, so replies the SDK
/// builds come out in the seed's key order (`purpose`, `request_id`, `event_type`,
/// `response_data`); parsed objects have their keys sorted (`JSONDecoder` does not
/// report the order), which JSON's object semantics allow.
public indirect enum LiquidStateJSON: Sendable, Equatable {
    // One case per JSON type; numbers are doubles, as in JavaScript.
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LiquidStateJSON])
    case object([(String, LiquidStateJSON)])

    public static func == (lhs: LiquidStateJSON, rhs: LiquidStateJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The value of `key` in an object (`nil` for other values and missing keys).
    public subscript(key: String) -> LiquidStateJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
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

    /// Parses JSON text with Foundation's `JSONSerialization`.
    ///
    /// Not `JSONDecoder` into this type's `Decodable` conformance: that probes every
    /// value with throwing `decode` calls, and in the engine's navigation callback it
    /// cost 6 times as much (measured, see `docs/PERFORMANCE.md`).
    /// - Throws: the parser's error when `text` is not JSON.
    public static func parse(_ text: String) throws -> LiquidStateJSON {
        LiquidStateJSON(foundation: try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
    }

    /// A value `JSONSerialization` produced. Booleans are told from numbers by their
    /// Objective-C type (`c`): on Linux `NSNumber(1) as? Bool` succeeds too.
    init(foundation value: Any) {
        switch value {
        case let text as String:
            self = .string(text)
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            self = type == "c" || type == "B" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let items as [Any]:
            self = .array(items.map(LiquidStateJSON.init(foundation:)))
        case let members as [String: Any]:
            self = .object(members.keys.sorted().map { ($0, LiquidStateJSON(foundation: members[$0] ?? NSNull())) })
        default:
            self = .null
        }
    }

    /// The value as compact JSON text; strings go through ``JavaScriptLiteral`` so the
    /// text is also a safe JavaScript expression (U+2028/U+2029 escaped).
    public var jsonText: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += Self.numberText(number)
        case .string(let text): output += JavaScriptLiteral.string(text)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                output += JavaScriptLiteral.string(member.0)
                output += ":"
                member.1.write(to: &output)
            }
            output += "}"
        }
    }

    /// Integers as integers (`2`, not `2.0`); JSON has no NaN or infinity, so those become `null`.
    static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return "\(number)"
    }
}

extension LiquidStateJSON: Decodable {
    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var items: [LiquidStateJSON] = []
            if let count = array.count { items.reserveCapacity(count) }
            while !array.isAtEnd { items.append(try array.decode(LiquidStateJSON.self)) }
            self = .array(items)
            return
        }
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            // JSONDecoder does not keep key order; sort for stable output.
            let keys = object.allKeys.sorted { $0.stringValue < $1.stringValue }
            self = .object(try keys.map { ($0.stringValue, try object.decode(LiquidStateJSON.self, forKey: $0)) })
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
