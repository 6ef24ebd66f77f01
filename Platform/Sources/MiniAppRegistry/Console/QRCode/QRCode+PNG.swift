public import Foundation

extension QRCode {
    /// The symbol as a black-and-white PNG: `scale` pixels per module and the four-module
    /// quiet zone the standard asks for around it.
    public func pngData(scale: Int = 8) -> Data {
        let quiet = 4
        let side = (size + 2 * quiet) * scale
        let rowBytes = (side + 7) / 8
        var pixels = [UInt8]()
        pixels.reserveCapacity((rowBytes + 1) * side)
        for py in 0..<side {
            pixels.append(0)  // filter type: none
            var row = [UInt8](repeating: 0, count: rowBytes)
            for px in 0..<side where !isDark(x: px / scale - quiet, y: py / scale - quiet) {
                row[px / 8] |= 0x80 >> UInt8(px % 8)  // 1 is white in 1-bit greyscale
            }
            pixels += row
        }
        return PNGImage.encode(width: side, height: side, bitDepth: 1, colourType: 0, scanlines: pixels)
    }
}
