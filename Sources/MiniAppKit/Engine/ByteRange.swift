import Foundation

/// What a `Range` request header asks of a file of `length` bytes (RFC 9110 §14).
///
/// The header is the page's, so every number in it is untrusted: positions are digits
/// only (no sign, no spaces), a position too large for `Int` reads as `Int.max` (it lies
/// past any file, which is what the client meant), and nothing here adds to one: a
/// last position is clamped to the file before the range's end is computed, so
/// `bytes=0-9223372036854775807` asks for the whole file instead of trapping the host.
enum ByteRange: Equatable {
    /// No range, or one of a unit other than bytes, which a server must ignore (§14.2).
    case whole
    /// The bytes to send, in the file.
    case partial(Range<Int>)
    /// Malformed (`bytes=5-2`, `bytes=x-y`), or no range in it overlaps the file: 416.
    case unsatisfiable

    init(header: String?, length: Int) {
        guard let header else {
            self = .whole
            return
        }
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        guard let equals = trimmed.firstIndex(of: "="), trimmed[..<equals].lowercased() == "bytes" else {
            self = .whole
            return
        }
        let specs = trimmed[trimmed.index(after: equals)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !specs.isEmpty else {
            self = .unsatisfiable
            return
        }
        var first: Range<Int>?
        for spec in specs where !spec.isEmpty {
            guard let bounds = Self.bounds(of: spec) else {
                self = .unsatisfiable
                return
            }
            if first == nil { first = Self.range(bounds, length: length) }
        }
        self = first.map(Self.partial) ?? .unsatisfiable
    }

    /// `first-last`, `first-` or `-suffix` as numbers; `nil` when malformed.
    private static func bounds(of spec: String) -> (first: Int?, last: Int?)? {
        let parts = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        switch (parts[0].isEmpty, parts[1].isEmpty) {
        case (true, true):
            return nil
        case (true, false):
            return position(parts[1]).map { (nil, $0) }
        case (false, true):
            return position(parts[0]).map { ($0, nil) }
        case (false, false):
            guard let first = position(parts[0]), let last = position(parts[1]), first <= last else { return nil }
            return (first, last)
        }
    }

    /// The bytes of a file of `length` that well-formed `bounds` select, or `nil` when none.
    private static func range(_ bounds: (first: Int?, last: Int?), length: Int) -> Range<Int>? {
        guard length > 0 else { return nil }
        switch bounds {
        case (let first?, let last):
            guard first < length else { return nil }
            return first..<(min(last ?? length - 1, length - 1) + 1)
        case (nil, let suffix?):
            guard suffix > 0 else { return nil }
            return max(0, length - suffix)..<length
        case (nil, nil):
            return nil
        }
    }

    /// A byte position: one or more ASCII digits; past `Int.max`, `Int.max`.
    private static func position(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text) ?? .max
    }
}
