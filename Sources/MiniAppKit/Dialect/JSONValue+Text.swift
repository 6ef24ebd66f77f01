import Foundation

/// Reading and writing ``JSONValue`` as JSON text.
extension JSONValue {
    /// Parses JSON text (a bare scalar such as `"x"` or `1` too).
    ///
    /// Foundation's `JSONSerialization` reads the text and the tree is converted once.
    /// Not `JSONDecoder` into this type's `Decodable` conformance: that learns each
    /// value's type by failed attempts, and cost 5–6 times as much on the path of every
    /// call (1.5 against 8 µs for a wallet request; see `docs/PERFORMANCE.md`).
    ///
    /// - Throws: ``ParseError`` with the parser's reason.
    public static func parse(_ text: String) throws(ParseError) -> JSONValue {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            let error = error as NSError
            throw ParseError(reason: error.userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription)
        }
        return JSONValue(serialized: object)
    }

    /// Why a text is not JSON.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The parser's explanation, quoted in the dialects' malformed-message errors.
        public var reason: String
        public var description: String { reason }
    }

    /// Converts what `JSONSerialization` produced; object keys are sorted. Booleans are
    /// told from numbers by their Objective-C type (`c`, or `B`): on Linux
    /// `NSNumber(1) as? Bool` succeeds too, so a cast cannot tell them apart.
    init(serialized object: Any) {
        switch object {
        case let text as String:
            self = .string(text)
        case let number as NSNumber:
            let type = number.objCType.pointee
            self = type == CChar(UInt8(ascii: "c")) || type == CChar(UInt8(ascii: "B"))
                ? .bool(number.boolValue) : .number(number.doubleValue)
        case let items as [Any]:
            self = .array(items.map(JSONValue.init(serialized:)))
        case let members as [String: Any]:
            self = .object(members.sorted { $0.key < $1.key }.map { ($0.key, JSONValue(serialized: $0.value)) })
        default:
            self = .null
        }
    }

    /// The value as compact JSON text, members in their order. Every string goes
    /// through ``JavaScriptLiteral``, so the text is also a safe JavaScript expression
    /// (U+2028/U+2029 escaped) to paste into evaluated script.
    public var jsonText: String {
        var output: [UInt8] = []
        append(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends ``jsonText`` to `output` (UTF-8), for writers that build a larger text.
    public func append(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: Self.numberText(number).utf8)
        case .string(let text): JavaScriptLiteral.append(text, to: &output)
        case .array(let items):
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                item.append(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JavaScriptLiteral.append(key, to: &output)
                output.append(UInt8(ascii: ":"))
                value.append(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Integers without a fraction (`2`, not `2.0`); JSON has no NaN or infinity, so those become `null`.
    static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return "\(number)"
    }
}
