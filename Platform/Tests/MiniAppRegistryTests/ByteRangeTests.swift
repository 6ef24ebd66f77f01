@testable import MiniAppRegistry
import Testing

/// `Range` header parsing, without a server.
@Suite("ByteRange")
struct ByteRangeTests {
    @Test("valid single ranges", arguments: [
        ("bytes=0-0", 0...0), ("bytes=0-99", 0...99), ("bytes=5-", 5...99), ("bytes=-10", 90...99),
        ("bytes=-500", 0...99), ("bytes=50-500", 50...99), ("bytes= 1-2 ", 1...2),
    ])
    func partial(header: String, expected: ClosedRange<Int>) {
        #expect(ByteRange(header: header, size: 100) == .partial(expected))
    }

    @Test("ignored headers serve the whole file", arguments: [nil, "items=0-1", "bytes=0-1,3-4", "bytes=5-2", "bytes=a-b", "bytes=", "bytes=-x"])
    func whole(header: String?) {
        #expect(ByteRange(header: header, size: 100) == .whole)
    }

    @Test("ranges outside the file are unsatisfiable")
    func unsatisfiable() {
        #expect(ByteRange(header: "bytes=100-", size: 100) == .unsatisfiable)
        #expect(ByteRange(header: "bytes=-0", size: 100) == .unsatisfiable)
        #expect(ByteRange(header: "bytes=0-", size: 0) == .unsatisfiable)
    }
}
