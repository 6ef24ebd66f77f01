/// Reed–Solomon error-correction codewords over GF(2⁸) with the QR polynomial
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D), generator roots α⁰ … αⁿ⁻¹.
enum ReedSolomon {
    /// α^i for i in 0..<255, and the discrete logarithm of each non-zero byte.
    private static let tables: (exp: [UInt8], log: [Int]) = {
        var exp = [UInt8](repeating: 0, count: 255)
        var log = [Int](repeating: 0, count: 256)
        var value = 1
        for power in 0..<255 {
            exp[power] = UInt8(value)
            log[value] = power
            value <<= 1
            if value & 0x100 != 0 { value ^= 0x11D }
        }
        return (exp, log)
    }()

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        guard a != 0, b != 0 else { return 0 }
        return tables.exp[(tables.log[Int(a)] + tables.log[Int(b)]) % 255]
    }

    /// The generator polynomial of `degree`, coefficients from the highest power down,
    /// without its leading 1.
    static func generator(degree: Int) -> [UInt8] {
        var polynomial: [UInt8] = [1]
        for root in 0..<degree {
            // Multiply by (x − α^root); subtraction is XOR in GF(2⁸).
            var next = [UInt8](repeating: 0, count: polynomial.count + 1)
            for (index, coefficient) in polynomial.enumerated() {
                next[index] ^= coefficient
                next[index + 1] ^= multiply(coefficient, tables.exp[root])
            }
            polynomial = next
        }
        return Array(polynomial.dropFirst())
    }

    /// The remainder of `data`·xⁿ divided by the generator of degree n: the `count` codewords to append.
    static func remainder(of data: [UInt8], count: Int) -> [UInt8] {
        let generator = generator(degree: count)
        var remainder = [UInt8](repeating: 0, count: count)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for index in 0..<count {
                remainder[index] ^= multiply(generator[index], factor)
            }
        }
        return remainder
    }
}
