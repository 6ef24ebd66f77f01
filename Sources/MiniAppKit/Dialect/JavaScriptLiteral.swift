/// Builds JavaScript string literals that carry any text safely.
///
/// 5.6.1 pasted reply values unescaped between single quotes, so a quote or a line
/// break lost the reply (§1.6). Every string we put into evaluated JavaScript goes
/// through here: a JSON string literal with U+2028 and U+2029 escaped too, which JS
/// reads back as exactly the original text. Works on UTF-8 bytes: replies can be
/// megabytes and this is on the hot path, so runs of bytes that need no escape (all
/// of a base64 payload, most of any text) are copied in bulk.
package enum JavaScriptLiteral {
    /// `text` as a double-quoted JavaScript string literal.
    package static func string(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// A call `function(arg1, arg2, …)` with every argument a string literal.
    package static func call(_ function: String, _ arguments: [String]) -> String {
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
    package static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { append(utf8: $0, to: &output) }
    }

    /// Appends the literal of valid UTF-8 `bytes`: `"` `\` and C0 controls escaped
    /// (`\n` `\r` `\t`, others `\u00XX`), U+2028/U+2029 (E2 80 A8/A9, line terminators
    /// in older engines) as `\u2028`/`\u2029`, every other byte as is.
    private static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.reserveCapacity(output.count + bytes.count + 2)
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                guard byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                for unit in "\\u202".utf8 { output.append(unit) }
                output.append(bytes[index + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
                index += 3
                runStart = index
                continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(0x5C)
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x09: output.append(UInt8(ascii: "t"))
            default:
                for unit in "u00".utf8 { output.append(unit) }
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            }
            index += 1
            runStart = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        output.append(UInt8(ascii: "\""))
    }
}
