/// Builds JavaScript string literals that carry any text safely.
///
/// 5.6.1 pasted reply values unescaped between single quotes, so a quote or a line
/// break lost the reply (§1.6). Every string we put into evaluated JavaScript goes
/// through here: a JSON string literal with U+2028 and U+2029 escaped too, which JS
/// reads back as exactly the original text. Works on UTF-8 bytes: replies can be
/// megabytes and this is on the hot path.
public enum JavaScriptLiteral {
    /// `text` as a double-quoted JavaScript string literal.
    public static func string(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// A call `function(arg1, arg2, …)` with every argument a string literal.
    public static func call(_ function: String, _ arguments: [String]) -> String {
        var output: [UInt8] = Array(function.utf8)
        output.reserveCapacity(output.count + arguments.reduce(0) { $0 + $1.utf8.count + 4 } + 2)
        output.append(UInt8(ascii: "("))
        for (index, argument) in arguments.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            append(argument, to: &output)
        }
        output.append(UInt8(ascii: ")"))
        return String(decoding: output, as: UTF8.self)
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// Appends `text` as a literal, quotes included.
    public static func append(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var utf8 = text.utf8.makeIterator()
        var pending: [UInt8] = []
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x00..<0x20:
                output.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            case 0xE2:
                // U+2028 / U+2029 are E2 80 A8 / E2 80 A9: line terminators in older engines.
                pending.removeAll(keepingCapacity: true)
                pending.append(byte)
                if let second = utf8.next() {
                    pending.append(second)
                    if second == 0x80, let third = utf8.next() {
                        if third == 0xA8 || third == 0xA9 {
                            output.append(contentsOf: Array("\\u202".utf8))
                            output.append(third == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
                            continue
                        }
                        pending.append(third)
                    }
                }
                output.append(contentsOf: pending)
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
