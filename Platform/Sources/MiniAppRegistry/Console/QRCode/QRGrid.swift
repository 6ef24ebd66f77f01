/// The module grid of a QR symbol while it is built: function patterns, data placement,
/// masking, format and version information, and the penalty score masks are chosen by.
struct QRGrid: Sendable {
    let version: Int
    let size: Int
    /// Row-major module colours, `true` for dark.
    var dark: [Bool]
    /// Modules that belong to function patterns (never data, never masked).
    var reserved: [Bool]

    init(version: Int) {
        self.version = version
        size = 17 + 4 * version
        dark = Array(repeating: false, count: size * size)
        reserved = Array(repeating: false, count: size * size)
    }

    private mutating func set(_ x: Int, _ y: Int, _ isDark: Bool) {
        dark[y * size + x] = isDark
        reserved[y * size + x] = true
    }

    // MARK: Function patterns

    mutating func drawFunctionPatterns() {
        for index in 0..<size {
            set(6, index, index % 2 == 0)  // timing patterns
            set(index, 6, index % 2 == 0)
        }
        drawFinder(centreX: 3, centreY: 3)
        drawFinder(centreX: size - 4, centreY: 3)
        drawFinder(centreX: 3, centreY: size - 4)
        let centres = QRBlockLayout.alignmentCentres(version: version)
        for cy in centres {
            for cx in centres {
                // Not over the three finder patterns.
                let last = centres.count - 1
                if (cx == centres[0] && cy == centres[0]) || (cx == centres[0] && cy == centres[last]) || (cx == centres[last] && cy == centres[0]) {
                    continue
                }
                for dy in -2...2 {
                    for dx in -2...2 { set(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1) }
                }
            }
        }
        // Reserve the format areas now (drawn per mask later) and draw the version areas.
        drawFormat(level: .medium, mask: 0)
        drawVersion()
    }

    /// A 7×7 finder with its light separator, clipped to the symbol.
    private mutating func drawFinder(centreX: Int, centreY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let x = centreX + dx, y = centreY + dy
                guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                let distance = max(abs(dx), abs(dy))
                set(x, y, distance != 2 && distance != 4)
            }
        }
    }

    /// The 15-bit format information (level, mask; BCH(15,5), XOR 0x5412), twice, and the dark module.
    mutating func drawFormat(level: QRErrorCorrectionLevel, mask: Int) {
        let data = level.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        // Around the top-left finder.
        for index in 0...5 { set(8, index, bit(index)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for index in 9..<15 { set(14 - index, 8, bit(index)) }
        // Split between the top-right and bottom-left finders.
        for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
        set(8, size - 8, true)
    }

    /// From version 7: 18 bits (the version, BCH(18,6) with 0x1F25) in two 6×3 blocks.
    private mutating func drawVersion() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let isDark = (bits >> index) & 1 == 1
            let a = size - 11 + index % 3, b = index / 3
            set(a, b, isDark)
            set(b, a, isDark)
        }
    }

    // MARK: Data

    /// Places the codewords in the zig-zag order: two-module columns from the right,
    /// upwards then downwards, skipping the vertical timing column; modules left over
    /// (remainder bits) stay light.
    mutating func place(_ codewords: [UInt8]) {
        let total = codewords.count * 8
        var next = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for step in 0..<size {
                for offset in 0..<2 {
                    let x = right - offset
                    let upwards = (right + 1) & 2 == 0
                    let y = upwards ? size - 1 - step : step
                    guard !reserved[y * size + x], next < total else { continue }
                    dark[y * size + x] = (codewords[next >> 3] >> (7 - next & 7)) & 1 == 1
                    next += 1
                }
            }
            right -= 2
        }
    }

    /// Flips the data modules where mask pattern `mask` says so.
    mutating func apply(mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !reserved[y * size + x] {
                let flip: Bool = switch mask {
                case 0: (x + y) % 2 == 0
                case 1: y % 2 == 0
                case 2: x % 3 == 0
                case 3: (x + y) % 3 == 0
                case 4: (x / 3 + y / 2) % 2 == 0
                case 5: x * y % 2 + x * y % 3 == 0
                case 6: (x * y % 2 + x * y % 3) % 2 == 0
                default: ((x + y) % 2 + x * y % 3) % 2 == 0
                }
                if flip { dark[y * size + x].toggle() }
            }
        }
    }

    // MARK: Penalty

    /// The four penalty rules of ISO/IEC 18004 §7.8.3: runs, 2×2 blocks, finder-like
    /// patterns, and the balance of dark and light.
    func penalty() -> Int {
        var score = 0
        for line in 0..<size {
            let row = (0..<size).map { dark[line * size + $0] }
            let column = (0..<size).map { dark[$0 * size + line] }
            score += Self.runPenalty(row) + Self.runPenalty(column)
            score += Self.finderLikePenalty(row) + Self.finderLikePenalty(column)
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let colour = dark[y * size + x]
                if dark[y * size + x + 1] == colour, dark[(y + 1) * size + x] == colour, dark[(y + 1) * size + x + 1] == colour {
                    score += 3
                }
            }
        }
        let darkCount = dark.filter { $0 }.count
        let percent = darkCount * 100 / (size * size)
        score += abs(percent - 50) / 5 * 10
        return score
    }

    /// 3 + (n − 5) for each run of n ≥ 5 modules of one colour.
    private static func runPenalty(_ line: [Bool]) -> Int {
        var score = 0, run = 1
        for index in 1...line.count {
            if index < line.count, line[index] == line[index - 1] {
                run += 1
            } else {
                if run >= 5 { score += 3 + run - 5 }
                run = 1
            }
        }
        return score
    }

    /// 40 for each 1:1:3:1:1 dark pattern with four light modules on one side.
    private static func finderLikePenalty(_ line: [Bool]) -> Int {
        let pattern: [Bool] = [true, false, true, true, true, false, true]
        let light = [Bool](repeating: false, count: 4)
        var score = 0
        for start in 0...(line.count - 11) {
            let window = Array(line[start..<start + 11])
            if Array(window[0..<7]) == pattern, Array(window[7..<11]) == light { score += 40 }
            if Array(window[0..<4]) == light, Array(window[4..<11]) == pattern { score += 40 }
        }
        return score
    }
}
