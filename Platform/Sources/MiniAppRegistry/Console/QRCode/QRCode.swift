/// A QR code symbol (ISO/IEC 18004) holding bytes in byte mode, versions 1 to 10.
///
/// The console shows every preview code as one, so a tester scans it from the screen
/// instead of typing it. Written here rather than taken from a library: the symbol is a
/// few hundred lines of arithmetic, and the tests check it against a reference decoder
/// (`zbarimg`). The smallest version that holds the bytes is chosen, and of the eight
/// masks the one with the lowest penalty score, as the standard prescribes.
public struct QRCode: Sendable, Equatable {
    /// Modules per side: 21 for version 1, four more per version.
    public let size: Int
    /// 1 to 10: the smallest that holds the bytes at ``level``.
    public let version: Int
    /// How much damage the symbol survives.
    public let level: QRErrorCorrectionLevel
    /// The mask pattern chosen (0…7).
    public let mask: Int
    /// Row-major, `true` for a dark module.
    private let modules: [Bool]

    /// Why bytes cannot become a symbol.
    public enum Failure: Error, Sendable, Equatable {
        /// More bytes than version 10 holds at this level.
        case tooLong(bytes: Int, capacity: Int)
    }

    /// Whether the module at column `x`, row `y` is dark (outside the symbol: light).
    public func isDark(x: Int, y: Int) -> Bool {
        guard (0..<size).contains(x), (0..<size).contains(y) else { return false }
        return modules[y * size + x]
    }

    /// Encodes `bytes` at `level` in the smallest version (1…10) that holds them.
    public init(bytes: [UInt8], level: QRErrorCorrectionLevel = .medium) throws(Failure) {
        var chosen: Int?
        for version in 1...QRBlockLayout.maxVersion where Self.capacity(version: version, level: level) >= bytes.count {
            chosen = version
            break
        }
        guard let version = chosen else {
            throw .tooLong(bytes: bytes.count, capacity: Self.capacity(version: QRBlockLayout.maxVersion, level: level))
        }
        let layout = QRBlockLayout.layout(version: version, level: level)
        let codewords = Self.interleave(Self.dataCodewords(bytes, version: version, layout: layout), layout: layout)
        var grid = QRGrid(version: version)
        grid.drawFunctionPatterns()
        grid.place(codewords)
        var best: (mask: Int, grid: QRGrid, penalty: Int)?
        for mask in 0..<8 {
            var candidate = grid
            candidate.apply(mask: mask)
            candidate.drawFormat(level: level, mask: mask)
            let penalty = candidate.penalty()
            if best == nil || penalty < best?.penalty ?? .max { best = (mask, candidate, penalty) }
        }
        let winner = best ?? (0, grid, 0)
        self.version = version
        self.level = level
        self.mask = winner.mask
        self.size = winner.grid.size
        self.modules = winner.grid.dark
    }

    /// Encodes the UTF-8 bytes of `text`.
    public init(text: String, level: QRErrorCorrectionLevel = .medium) throws(Failure) {
        try self.init(bytes: Array(text.utf8), level: level)
    }

    /// How many bytes a version holds in byte mode at `level`.
    static func capacity(version: Int, level: QRErrorCorrectionLevel) -> Int {
        let bits = QRBlockLayout.layout(version: version, level: level).dataCodewords * 8
        return (bits - 4 - countBits(version: version)) / 8
    }

    /// The character count indicator's width in byte mode: 8 bits up to version 9, 16 from 10.
    static func countBits(version: Int) -> Int {
        version <= 9 ? 8 : 16
    }

    /// Mode indicator, count, the bytes, terminator, padding to the data capacity.
    static func dataCodewords(_ bytes: [UInt8], version: Int, layout: QRBlockLayout) -> [UInt8] {
        var bits = BitWriter()
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: countBits(version: version))
        for byte in bytes { bits.append(Int(byte), count: 8) }
        let capacity = layout.dataCodewords * 8
        bits.append(0, count: min(4, capacity - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        var pad: UInt8 = 0xEC
        while codewords.count < layout.dataCodewords {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// Splits the data into blocks, adds each block's error correction, then interleaves:
    /// the i-th data codeword of every block in turn, then the i-th ECC codeword of every block.
    static func interleave(_ data: [UInt8], layout: QRBlockLayout) -> [UInt8] {
        var blocks: [[UInt8]] = []
        var start = 0
        for length in layout.dataPerBlock {
            blocks.append(Array(data[start..<start + length]))
            start += length
        }
        let corrections = blocks.map { ReedSolomon.remainder(of: $0, count: layout.eccPerBlock) }
        var result: [UInt8] = []
        result.reserveCapacity(layout.totalCodewords)
        for index in 0..<(layout.dataPerBlock.max() ?? 0) {
            for block in blocks where index < block.count { result.append(block[index]) }
        }
        for index in 0..<layout.eccPerBlock {
            for correction in corrections { result.append(correction[index]) }
        }
        return result
    }
}

/// Bits appended most significant first, read back as bytes.
struct BitWriter {
    private(set) var bits: [Bool] = []
    var count: Int { bits.count }

    mutating func append(_ value: Int, count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
    }

    var bytes: [UInt8] {
        stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<min(start + 8, bits.count)].reduce(UInt8(0)) { ($0 << 1) | ($1 ? 1 : 0) }
        }
    }
}
