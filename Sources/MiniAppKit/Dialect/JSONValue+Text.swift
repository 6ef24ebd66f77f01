/// Writing ``JSONValue`` as JSON text (reading it: `JSONValue+Parsing.swift`).
extension JSONValue {
    /// The value as compact JSON text, members in their order. Every string goes
    /// through `JavaScriptLiteral`, so the text is also a safe JavaScript expression
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
