import Foundation

extension WalletDialect {
    /// How much of each end of an oversized message is searched for its `messageId`
    /// and `command`: pages put them first or last, around a large `data`.
    static let identifyingWindow = 4_096

    /// The `messageId` and `command` of a message too large to read, from its first and
    /// last few kilobytes, so the refusal reaches the request that is waiting for it.
    package func identify(oversized text: String) -> (id: String?, action: String?) {
        let bytes = Array(text.utf8)
        let window = Self.identifyingWindow
        let ends = bytes.count <= 2 * window ? [bytes[...]] : [bytes[..<window], bytes[(bytes.count - window)...]]
        func find(_ key: String) -> String? {
            for end in ends { if let value = Self.stringMember(key, in: end) { return value } }
            return nil
        }
        return (find("messageId"), find("command"))
    }

    /// The string value of the first `"key": "…"` member in `bytes`, escapes decoded.
    static func stringMember(_ key: String, in bytes: ArraySlice<UInt8>) -> String? {
        let pattern = Array("\"\(key)\"".utf8)
        var start = bytes.startIndex
        while let found = firstIndex(of: pattern, in: bytes, from: start) {
            var index = found + pattern.count
            func skipSpace() { while index < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 } }
            skipSpace()
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") {
                index += 1
                skipSpace()
                if index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") {
                    var end = index + 1
                    while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\"") {
                        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    guard end < bytes.endIndex else { return nil }
                    // The literal, quotes included, decoded as JSON: escapes and all.
                    return try? JSONDecoder().decode(String.self, from: Data(bytes[index...end]))
                }
            }
            start = found + 1
        }
        return nil
    }

    private static func firstIndex(of pattern: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard pattern.count <= bytes.endIndex - start else { return nil }
        var index = start
        while index <= bytes.endIndex - pattern.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
