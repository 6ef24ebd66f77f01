import Foundation
import Testing
@testable import MiniAppRegistry

/// The console's QR encoder against a reference decoder: every symbol it makes, across
/// versions 1 to 10 at levels L and M, is read back by `zbarimg` (Debian's zbar-tools,
/// installed by scripts/install-dependencies) from the PNG the console serves.
@Suite struct QRCodeTests {
    /// Payloads whose lengths land in each version; ASCII and UTF-8 both (byte mode).
    static let payloads: [String] = [
        "A", "3F9C01D2E4B7", "https://example.com/", String(repeating: "ab", count: 20), String(repeating: "0123456789", count: 6),
        "héllo wörld ✓ " + String(repeating: "x", count: 70), String(repeating: "q", count: 100), String(repeating: "Zz9", count: 45),
        String(repeating: "m", count: 180), String(repeating: "n", count: 210),
    ]

    @Test("zbarimg reads back every symbol, versions 1 to 10, levels L and M", arguments: QRErrorCorrectionLevel.allCases)
    func roundTrip(level: QRErrorCorrectionLevel) throws {
        let decoder = try #require(Self.zbarimg(), "zbarimg is missing: run scripts/install-dependencies (Debian's zbar-tools)")
        var versions: Set<Int> = []
        for payload in Self.payloads + Self.fillers(level) {
            guard let code = try? QRCode(text: payload, level: level) else { continue }
            versions.insert(code.version)
            #expect(code.size == 17 + 4 * code.version)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: file) }
            try code.pngData(scale: 4).write(to: file)
            let decoded = try Self.run(decoder, [ "--raw", "-q", "-Sbinary", file.path])
            #expect(decoded == Data(payload.utf8), "version \(code.version) mask \(code.mask): read \(String(decoding: decoded, as: UTF8.self))")
        }
        #expect(versions == Set(1...10), "versions covered: \(versions.sorted())")
    }

    @Test func theSmallestVersionIsChosen() throws {
        #expect(try QRCode(text: "3F9C01D2E4B7", level: .medium).version == 1)
        #expect(try QRCode(bytes: Array(repeating: 65, count: 14), level: .medium).version == 1)
        #expect(try QRCode(bytes: Array(repeating: 65, count: 15), level: .medium).version == 2)
        #expect(try QRCode(bytes: Array(repeating: 65, count: 17), level: .low).version == 1)
        #expect(try QRCode(bytes: Array(repeating: 65, count: 271), level: .low).version == 10)
    }

    @Test func tooMuchForVersion10IsAnError() {
        #expect(throws: QRCode.Failure.tooLong(bytes: 214, capacity: 213)) { try QRCode(bytes: Array(repeating: 0, count: 214), level: .medium) }
    }

    @Test func reedSolomonMatchesTheStandardsExample() {
        // ISO/IEC 18004 annex I: "01234567" at 1-M, data codewords and their 10 ECC codewords.
        let data: [UInt8] = [0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11]
        #expect(ReedSolomon.remainder(of: data, count: 10) == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    @Test func thePNGChecksumsAreRight() {
        #expect(PNGImage.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNGImage.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    /// One payload that fills each version exactly, so every version is covered.
    static func fillers(_ level: QRErrorCorrectionLevel) -> [String] {
        (1...10).map { String(repeating: "f", count: QRCode.capacity(version: $0, level: level)) }
    }

    static func zbarimg() -> URL? {
        ["/usr/bin/zbarimg", "/usr/local/bin/zbarimg"].map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func run(_ executable: URL, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // --raw ends the text with a newline.
        return data.last == 0x0A ? data.dropLast() : data
    }
}
