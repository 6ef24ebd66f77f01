public import Foundation

/// Apple's NonLossyASCII encoding followed by base64: how 5.6.1 sends user names and
/// `miniappreceivejsoninfo` (§1.8), and what the bridge JS decodes.
///
/// Each UTF-16 code unit: printable ASCII (except `\`), TAB, LF and CR as is; `\` as
/// `\\`; other units below 0x100 as `\` plus three octal digits; everything else as
/// `\u` plus four lowercase hex digits (surrogate halves separately).
public enum NonLossyASCII {
    /// The NonLossyASCII bytes of `text`.
    public static func encode(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf16.count)
        let hex = Array("0123456789abcdef".utf8)
        for unit in text.utf16 {
            switch unit {
            case 0x5C:
                output.append(0x5C)
                output.append(0x5C)
            case 0x20...0x7E, 0x09, 0x0A, 0x0D:
                output.append(UInt8(unit))
            case 0..<0x100:
                output.append(0x5C)
                output.append(0x30 + UInt8((unit >> 6) & 0x7))
                output.append(0x30 + UInt8((unit >> 3) & 0x7))
                output.append(0x30 + UInt8(unit & 0x7))
            default:
                output.append(0x5C)
                output.append(UInt8(ascii: "u"))
                output.append(hex[Int((unit >> 12) & 0xF)])
                output.append(hex[Int((unit >> 8) & 0xF)])
                output.append(hex[Int((unit >> 4) & 0xF)])
                output.append(hex[Int(unit & 0xF)])
            }
        }
        return output
    }

    /// Base64 (standard alphabet, padded) of the NonLossyASCII bytes of `text`.
    public static func base64(_ text: String) -> String {
        Data(encode(text)).base64EncodedString()
    }
}
