import Foundation

/// Apple's NonLossyASCII encoding followed by base64: how 5.6.1 sends user names and
/// `miniappreceivejsoninfo` (§1.8), and what the bridge JS decodes.
///
/// Each UTF-16 code unit: printable ASCII (except `\`), TAB, LF and CR as is; `\` as
/// `\\`; other units below 0x100 as `\` plus three octal digits; everything else as
/// `\u` plus four lowercase hex digits (surrogate halves separately).
package enum NonLossyASCII {
    /// The NonLossyASCII bytes of `text`.
    ///
    /// Reads the UTF-8 bytes (walking the UTF-16 view of a native string decodes and
    /// indexes it unit by unit, and a megabyte of `miniappreceivejsoninfo` is on the hot
    /// path): runs of plain ASCII are copied in bulk, and each non-ASCII scalar is
    /// written as the UTF-16 unit(s) it would have been.
    package static func encode(_ text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { encode(utf8: $0) }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// NonLossyASCII of valid UTF-8 `bytes`.
    private static func encode(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var runStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if (byte >= 0x20 && byte <= 0x7E && byte != 0x5C) || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
                continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            if byte < 0x80 {
                // `\`, or a C0 control / DEL in octal.
                if byte == 0x5C {
                    output.append(0x5C)
                    output.append(0x5C)
                } else {
                    appendOctal(UInt16(byte), to: &output)
                }
                index += 1
            } else {
                // A lead byte of valid UTF-8: 2, 3 or 4 bytes.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                guard index + length <= bytes.count else { break }
                var scalar = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length {
                    scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F)
                }
                if scalar < 0x100 {
                    appendOctal(UInt16(scalar), to: &output)
                } else if scalar < 0x10000 {
                    appendHex(UInt16(scalar), to: &output)
                } else {
                    // Outside the BMP: a surrogate pair, each half separately.
                    let value = scalar - 0x10000
                    appendHex(UInt16(0xD800 + (value >> 10)), to: &output)
                    appendHex(UInt16(0xDC00 + (value & 0x3FF)), to: &output)
                }
                index += length
            }
            runStart = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        return output
    }

    /// `\` plus three octal digits of a unit below 0x100.
    private static func appendOctal(_ unit: UInt16, to output: inout [UInt8]) {
        output.append(0x5C)
        output.append(0x30 + UInt8((unit >> 6) & 0x7))
        output.append(0x30 + UInt8((unit >> 3) & 0x7))
        output.append(0x30 + UInt8(unit & 0x7))
    }

    /// `\u` plus four lowercase hex digits.
    private static func appendHex(_ unit: UInt16, to output: inout [UInt8]) {
        output.append(0x5C)
        output.append(UInt8(ascii: "u"))
        output.append(hex[Int((unit >> 12) & 0xF)])
        output.append(hex[Int((unit >> 8) & 0xF)])
        output.append(hex[Int((unit >> 4) & 0xF)])
        output.append(hex[Int(unit & 0xF)])
    }

    /// Base64 (standard alphabet, padded) of the NonLossyASCII bytes of `text`.
    package static func base64(_ text: String) -> String {
        Data(encode(text)).base64EncodedString()
    }
}
