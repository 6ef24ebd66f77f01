import Foundation
import MiniAppKit
import Testing

/// A range request reads the bytes it asks for and no more: a `<video>` seeks in small
/// ranges of a file that may be hundreds of megabytes, and the server answers each on the
/// engine's thread (WebKitGTK's main loop).
@Suite struct MiniAppFileServerRangeReadTests {
    /// A sparse file of a terabyte (no disk used): reading it whole, as the server once did
    /// for every range, would need a terabyte of memory; its last bytes come back alone.
    @Test func aRangeOfAHugeFileIsReadAlone() throws {
        let fixture = try FileServerFixture()
        let path = fixture.root.appendingPathComponent("huge.mp4").path
        let length: UInt64 = 1 << 40
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: length)
        try handle.seek(toOffset: length - 4)
        try handle.write(contentsOf: Data("tail".utf8))
        try handle.close()

        let response = fixture.get("mscheme.app://miniapp/huge.mp4", headers: ["Range": "bytes=\(length - 4)-"])
        #expect(response.status == 206)
        #expect(response.body == Data("tail".utf8))
        #expect(response.headers["Content-Range"] == "bytes \(length - 4)-\(length - 1)/\(length)")
        #expect(response.headers["Content-Length"] == "4")
    }
}
