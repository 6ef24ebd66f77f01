/// How much of a QR code may be damaged and still read: L about 7 %, M about 15 %.
///
/// Only the two lower levels are offered: a preview code shown on a screen is not
/// scuffed like a printed label, and they keep the symbol small.
public enum QRErrorCorrectionLevel: Sendable, CaseIterable {
    case low, medium

    /// The two bits the format information carries for this level (ISO/IEC 18004, table 12).
    var formatBits: Int {
        switch self {
        case .low: 0b01
        case .medium: 0b00
        }
    }
}
