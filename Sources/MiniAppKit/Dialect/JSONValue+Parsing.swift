/// Reading JSON text into a ``JSONValue``.
extension JSONValue {
    /// Parses JSON text (RFC 8259; a bare scalar such as `"x"` or `1` too).
    ///
    /// Our own reader over the text's UTF-8, building the enum directly. It is on the
    /// path of every `wallet` request and `liquidstate` event, where Foundation's
    /// `JSONSerialization` plus a conversion of its `Any` tree (dynamic casts,
    /// `NSDictionary` bridging) cost about 8 µs of a ~0.14 ms round trip; this costs
    /// under 1 µs for the same request (see `docs/PERFORMANCE.md`).
    ///
    /// Object keys come out sorted, and a repeated key keeps its last value, as
    /// `JSON.parse` does. Nesting deeper than ``maximumDepth`` levels, a lone UTF-16
    /// surrogate in a `\u` escape and a number too large for a double are refused.
    ///
    /// - Throws: ``ParseError`` saying what is wrong and at which byte offset.
    public static func parse(_ text: String) throws(ParseError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { bytes in
            var reader = JSONTextReader(bytes)
            return Result { () throws(ParseError) in try reader.document() }
        }
        return try result.get()
    }

    /// How deeply arrays and objects may nest: far beyond any message, and a bound on
    /// the reader's recursion for hostile ones.
    public static let maximumDepth = 512

    /// Why a text is not JSON.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong and where, quoted in the dialects' malformed-message errors.
        public var reason: String
        /// The ``JSONValue/ParseError/reason``.
        public var description: String { reason }
    }
}

/// A single pass over JSON text's UTF-8 bytes, for ``JSONValue/parse(_:)`` and for
/// ``LongStrings``, which unescapes long string literals of `miniapp` requests with it.
struct JSONTextReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The text of the string literal, quotes included, that is all of `literal`; `nil`
    /// when `literal` is anything else or not valid JSON.
    static func string(literal: UnsafeBufferPointer<UInt8>) -> String? {
        var reader = JSONTextReader(literal)
        guard literal.first == UInt8(ascii: "\""), let text = try? reader.string(), reader.index == literal.count else { return nil }
        return text
    }

    /// One value and nothing after it but whitespace.
    mutating func document() throws(JSONValue.ParseError) -> JSONValue {
        let value = try self.value()
        skipWhitespace()
        guard index == bytes.count else { throw unexpected("after the value") }
        return value
    }

    private mutating func value() throws(JSONValue.ParseError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw failure("the text ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw unexpected("where a value was expected")
        }
    }

    // MARK: - Containers

    private mutating func object() throws(JSONValue.ParseError) -> JSONValue {
        try enterContainer()
        index += 1 // {
        var members: [(String, JSONValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw index < bytes.count ? unexpected("where a member's key was expected") : failure("the text ends inside an object")
            }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw index < bytes.count ? unexpected("where ':' was expected") : failure("the text ends inside an object")
            }
            index += 1
            members.append((key, try value()))
            skipWhitespace()
            guard index < bytes.count else { throw failure("the text ends inside an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw unexpected("where ',' or '}' was expected")
        }
        depth -= 1
        return .object(Self.sortedUnique(members))
    }

    private mutating func array() throws(JSONValue.ParseError) -> JSONValue {
        try enterContainer()
        index += 1 // [
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipWhitespace()
            guard index < bytes.count else { throw failure("the text ends inside an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw unexpected("where ',' or ']' was expected")
        }
        depth -= 1
        return .array(items)
    }

    private mutating func enterContainer() throws(JSONValue.ParseError) {
        depth += 1
        guard depth <= JSONValue.maximumDepth else {
            throw failure("arrays and objects nest deeper than \(JSONValue.maximumDepth) levels at offset \(index)")
        }
    }

    /// Members sorted by key, the last of a repeated key kept (as `JSON.parse` keeps it).
    ///
    /// Both sorts are stable, so repeated keys stay in text order and the last one
    /// wins: an insertion sort for the handful of members objects on the wire have,
    /// the library's sort for larger ones (a hostile object of 100,000 keys).
    private static func sortedUnique(_ members: [(String, JSONValue)]) -> [(String, JSONValue)] {
        var sorted = members
        if sorted.count > 16 {
            sorted = members.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
        } else {
            insertionSort(&sorted)
        }
        var write = 0
        for read in sorted.indices {
            if write > 0, sorted[write - 1].0 == sorted[read].0 {
                sorted[write - 1] = sorted[read]
            } else {
                sorted[write] = sorted[read]
                write += 1
            }
        }
        sorted.removeLast(sorted.count - write)
        return sorted
    }

    private static func insertionSort(_ sorted: inout [(String, JSONValue)]) {
        for next in sorted.indices.dropFirst() {
            let member = sorted[next]
            var slot = next
            while slot > 0, member.0 < sorted[slot - 1].0 {
                sorted[slot] = sorted[slot - 1]
                slot -= 1
            }
            if slot != next { sorted[slot] = member }
        }
    }

    // MARK: - Strings

    /// A string starting at the opening quote; a run without escapes is copied whole.
    private mutating func string() throws(JSONValue.ParseError) -> String {
        index += 1 // "
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if byte < 0x20 { throw controlCharacter(byte) }
            index += 1
        }
        throw failure("the text ends inside a string")
    }

    /// The rest of a string that has escapes, whose plain prefix starts at `start`;
    /// runs between escapes are copied whole (a 1 MB JSON text inside a request has
    /// ~170,000 escaped quotes).
    private mutating func escapedString(from start: Int) throws(JSONValue.ParseError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(index - start + 64)
        var run = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                try escape(into: &output)
                run = index
            } else if byte == UInt8(ascii: "\"") {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                index += 1
                return String(decoding: output, as: UTF8.self)
            } else if byte < 0x20 {
                throw controlCharacter(byte)
            } else {
                index += 1
            }
        }
        throw failure("the text ends inside a string")
    }

    /// One escape sequence, starting at its backslash.
    private mutating func escape(into output: inout [UInt8]) throws(JSONValue.ParseError) {
        let at = index
        index += 1
        guard index < bytes.count else { throw failure("the text ends inside a string") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(letter)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try hexUnit(escapeAt: at)
            var scalar: Unicode.Scalar?
            switch unit {
            case 0xD800..<0xDC00:
                // A high surrogate must be followed by an escaped low one.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("the escape at offset \(at) is a lone UTF-16 surrogate")
                }
                index += 2
                let low = try hexUnit(escapeAt: index - 2)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure("the escape at offset \(at) is a lone UTF-16 surrogate")
                }
                scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
            case 0xDC00..<0xE000:
                throw failure("the escape at offset \(at) is a lone UTF-16 surrogate")
            default:
                scalar = Unicode.Scalar(unit)
            }
            guard let scalar else { throw failure("the escape at offset \(at) is not a Unicode scalar") }
            output.append(contentsOf: UTF8.encode(scalar) ?? UTF8.EncodedScalar())
        default:
            throw failure("'\\\(Self.character(at: index - 1, in: bytes))' at offset \(at) is not a JSON escape")
        }
    }

    /// The four hex digits after `\u`.
    private mutating func hexUnit(escapeAt at: Int) throws(JSONValue.ParseError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw failure("the text ends inside the escape at offset \(at)") }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = String.hexValue(bytes[index]) else { throw failure("the escape at offset \(at) needs four hex digits") }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    // MARK: - Numbers and literals

    /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?` as a double.
    private mutating func number() throws(JSONValue.ParseError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("the number at offset \(start) has no digits") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw failure("the number at offset \(start) has a leading zero") }
        } else {
            skipDigits()
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("the number at offset \(start) has no digits after '.'") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("the number at offset \(start) has no digits in its exponent") }
            skipDigits()
        }
        let digits = bytes[start..<index]
        // Exact in a double up to 15 digits: the common ids, counts and amounts.
        if isInteger, digits.count <= 15 {
            var magnitude: Int64 = 0
            for byte in digits where byte != UInt8(ascii: "-") { magnitude = magnitude * 10 + Int64(byte - UInt8(ascii: "0")) }
            return digits.first == UInt8(ascii: "-") ? -Double(magnitude) : Double(magnitude)
        }
        guard let number = Double(String(decoding: UnsafeBufferPointer(rebasing: digits), as: UTF8.self)), number.isFinite else {
            throw failure("the number at offset \(start) is too large for a double")
        }
        return number
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func literal(_ word: StaticString) throws(JSONValue.ParseError) {
        let start = index
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw unexpected("where a value was expected")
        }
        index = start + expected.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    // MARK: - Errors

    private func failure(_ reason: String) -> JSONValue.ParseError {
        JSONValue.ParseError(reason: reason)
    }

    /// The character at the current offset was not expected `where`.
    private func unexpected(_ place: String) -> JSONValue.ParseError {
        guard index < bytes.count else { return failure("the text ends \(place)") }
        return failure("unexpected '\(Self.character(at: index, in: bytes))' at offset \(index) \(place)")
    }

    private func controlCharacter(_ byte: UInt8) -> JSONValue.ParseError {
        failure("a string holds control character U+\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4)) unescaped at offset \(index)")
    }

    /// The whole character starting at `offset`, for messages (a multi-byte one too).
    private static func character(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return text.unicodeScalars.allSatisfy { $0.value >= 0x20 } ? text : describe(bytes[offset])
    }

    /// A byte for messages: itself when printable ASCII, otherwise `U+XXXX`.
    private static func describe(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "U+" + String(byte, radix: 16, uppercase: true).leftPadded(to: 4)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
