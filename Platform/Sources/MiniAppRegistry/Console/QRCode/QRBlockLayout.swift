/// How the codewords of one version and level are split into Reed–Solomon blocks
/// (ISO/IEC 18004, table 9), for versions 1 to 10.
struct QRBlockLayout: Sendable, Equatable {
    /// Error-correction codewords per block.
    var eccPerBlock: Int
    /// Data codewords of each block, in order (group 1 blocks, then the longer group 2 ones).
    var dataPerBlock: [Int]

    var dataCodewords: Int { dataPerBlock.reduce(0, +) }
    var totalCodewords: Int { dataCodewords + eccPerBlock * dataPerBlock.count }

    /// The highest version this encoder supports.
    static let maxVersion = 10

    /// The layout for `version` (1…10) at `level`.
    static func layout(version: Int, level: QRErrorCorrectionLevel) -> QRBlockLayout {
        // (ecc per block, blocks of group 1, data per block of group 1, blocks of group 2)
        // group 2 blocks hold one data codeword more than group 1's.
        let low: [(Int, Int, Int, Int)] = [
            (7, 1, 19, 0), (10, 1, 34, 0), (15, 1, 55, 0), (20, 1, 80, 0), (26, 1, 108, 0),
            (18, 2, 68, 0), (20, 2, 78, 0), (24, 2, 97, 0), (30, 2, 116, 0), (18, 2, 68, 2),
        ]
        let medium: [(Int, Int, Int, Int)] = [
            (10, 1, 16, 0), (16, 1, 28, 0), (26, 1, 44, 0), (18, 2, 32, 0), (24, 2, 43, 0),
            (16, 4, 27, 0), (18, 4, 31, 0), (22, 2, 38, 2), (22, 3, 36, 2), (26, 4, 43, 1),
        ]
        let row = (level == .low ? low : medium)[version - 1]
        return QRBlockLayout(eccPerBlock: row.0, dataPerBlock: Array(repeating: row.2, count: row.1) + Array(repeating: row.2 + 1, count: row.3))
    }

    /// Centre coordinates of the alignment patterns along each axis (ISO/IEC 18004, annex E).
    static func alignmentCentres(version: Int) -> [Int] {
        let table: [[Int]] = [
            [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
        ]
        return table[version - 1]
    }
}
