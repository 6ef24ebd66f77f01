#if os(Linux)
import EngineConformance
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// `snapshotPNG(clippedTo:)`: part of the page, painted as it is when asked (what the
/// control API's `GET /screenshot` answers for an element; WebDriver's element screenshots
/// come out black on WebKitGTK 2.50).
extension WebKitGTKEngineTests {
    @Test func aClippedSnapshotIsThatPartOfThePageAsItIsNow() async throws {
        try await withEngine { engine, delegate in
            engine.registerScheme("test", handler: PageServer([
                "main/index.html": """
                    <body style="margin:0"><div style="height:50px;background:rgb(255,0,0)"></div>
                    <div id="box" style="height:40px;width:120px;background:rgb(0,0,255)"></div></body>
                    """,
            ]))
            try await load(engine, delegate, "test://main/index.html")
            let box = CGRect(x: 0, y: 50, width: 120, height: 40)
            let blue = try await engine.snapshotPNG(clippedTo: box)
            let size = try #require(PNGHeader(blue), "a PNG")
            #expect(size.width == 120 && size.height == 40, "\(size.width)×\(size.height)")
            // Changed, then drawn at once: the new colour, not the last frame on screen.
            _ = try await engine.evaluateJavaScript("document.getElementById('box').style.background = 'rgb(0, 255, 0)'")
            let green = try await engine.snapshotPNG(clippedTo: box)
            #expect(green != blue)
            await #expect(throws: WebEngineError.self) {
                try await engine.snapshotPNG(clippedTo: CGRect(x: 5000, y: 5000, width: 10, height: 10))
            }
        }
    }
}

/// A PNG's width and height, from its IHDR chunk.
struct PNGHeader {
    let width: Int
    let height: Int

    init?(_ png: Data) {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes[1...3] == [0x50, 0x4E, 0x47] else { return nil }
        func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = number(16)
        height = number(20)
    }
}
#endif
