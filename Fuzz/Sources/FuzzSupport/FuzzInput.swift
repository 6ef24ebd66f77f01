public import Foundation

/// One fuzzer input, copied out of libFuzzer's buffer (valid only during the call).
///
/// Targets that feed several decoders spend the first byte on choosing one
/// (``choose(_:)``), so a single corpus covers them all and libFuzzer's mutations of
/// that byte move an input from one decoder to another.
public struct FuzzInput: Sendable {
    /// The bytes not yet taken.
    public private(set) var bytes: [UInt8]

    /// Copies the `size` bytes at `data` (libFuzzer passes `nil` for an empty input).
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        if let data, size > 0 {
            bytes = Array(UnsafeBufferPointer(start: data, count: size))
        } else {
            bytes = []
        }
    }

    /// An input made of `bytes`, to replay one outside libFuzzer.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Takes the first byte as a choice among `count` options (0 when the input is empty).
    public mutating func choose(_ count: Int) -> Int {
        guard let first = bytes.first, count > 0 else { return 0 }
        bytes.removeFirst()
        return Int(first) % count
    }

    /// Takes the bytes up to the first newline (dropping it); all of them when there is none.
    public mutating func line() -> [UInt8] {
        guard let newline = bytes.firstIndex(of: 0x0A) else {
            defer { bytes = [] }
            return bytes
        }
        defer { bytes.removeFirst(newline + 1) }
        return Array(bytes[..<newline])
    }

    /// The remaining bytes as text, as an engine hands a page's string over: invalid
    /// UTF-8 becomes U+FFFD rather than being refused before the decoder sees it.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The remaining bytes, as a network body arrives.
    public var data: Data { Data(bytes) }
}
