package import Foundation

/// A source map (revision 3, `"version": 3`): where each place in a generated file
/// came from in the original sources, decoded from its Base64 VLQ `mappings`.
///
/// What a mini app built from TypeScript or a bundler ships next to its scripts
/// (`app.js` ending in `//# sourceMappingURL=app.js.map`), so an error at
/// `app.js:1:2345` can be shown at `src/app.ts:12:5`. Index maps (`sections`) are
/// refused, as are mappings that are not valid VLQ: each with a ``Failure`` saying why.
package struct SourceMap: Sendable, Equatable {
    /// Why a map could not be read.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var description: String

        package init(_ description: String) {
            self.description = description
        }
    }

    /// One mapped place: zero-based generated column to zero-based original position.
    package struct Segment: Sendable, Equatable {
        package var generatedColumn: Int
        package var source: Int
        package var originalLine: Int
        package var originalColumn: Int
        package var name: Int?
    }

    /// The original files, with `sourceRoot` already prefixed.
    package let sources: [String]
    package let names: [String]
    /// Per generated line (zero-based), its mapped segments in column order; segments
    /// that name no source are dropped.
    package let lines: [[Segment]]

    private struct Document: Decodable {
        var version: Int
        var sources: [String?]?
        var sourceRoot: String?
        var names: [String]?
        var mappings: String?
        var sections: [Section]?
        struct Section: Decodable {}
    }

    /// Parses the JSON text of a map.
    package init(json: Data) throws(Failure) {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: json)
        } catch {
            throw Failure("not a source map: \(error)")
        }
        guard document.version == 3 else { throw Failure("version \(document.version) is not supported (only 3)") }
        guard document.sections == nil else { throw Failure("index maps (\"sections\") are not supported") }
        guard let mappings = document.mappings else { throw Failure("the map has no \"mappings\"") }
        let root = document.sourceRoot.map { $0.isEmpty || $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        sources = (document.sources ?? []).map { root + ($0 ?? "") }
        names = document.names ?? []
        lines = try Self.decode(mappings: mappings, sourceCount: sources.count)
    }

    /// The original place of a zero-based generated line and column: the segment that
    /// starts at or most closely before the column, on that line.
    package func original(line: Int, column: Int) -> (source: String, line: Int, column: Int, name: String?)? {
        guard line >= 0, line < lines.count else { return nil }
        let segments = lines[line]
        var found: Segment?
        for segment in segments {
            if segment.generatedColumn > column { break }
            found = segment
        }
        guard let found else { return nil }
        return (sources[found.source], found.originalLine, found.originalColumn, found.name.flatMap { $0 < names.count ? names[$0] : nil })
    }

    /// Decodes `mappings`: lines split by `;`, segments by `,`, each 1, 4 or 5 VLQ
    /// fields relative to the previous segment (the column to the previous one on the
    /// same line).
    static func decode(mappings: String, sourceCount: Int) throws(Failure) -> [[Segment]] {
        var lines: [[Segment]] = [[]]
        var source = 0, originalLine = 0, originalColumn = 0, name = 0
        var column = 0
        var fields: [Int] = []
        var value = 0, shift = 0
        var lineNumber = 0

        func endSegment() throws(Failure) {
            defer { fields.removeAll(keepingCapacity: true) }
            guard shift == 0 else { throw Failure("line \(lineNumber + 1): a VLQ number is cut short") }
            switch fields.count {
            case 0: return
            case 1:
                column += fields[0]
            case 4, 5:
                column += fields[0]
                source += fields[1]
                originalLine += fields[2]
                originalColumn += fields[3]
                if fields.count == 5 { name += fields[4] }
                guard source >= 0, source < sourceCount else { throw Failure("line \(lineNumber + 1): source index \(source) is out of range") }
                guard column >= 0, originalLine >= 0, originalColumn >= 0 else { throw Failure("line \(lineNumber + 1): a negative position") }
                lines[lines.count - 1].append(Segment(generatedColumn: column, source: source, originalLine: originalLine, originalColumn: originalColumn, name: fields.count == 5 ? name : nil))
            default:
                throw Failure("line \(lineNumber + 1): a segment has \(fields.count) fields (1, 4 or 5 expected)")
            }
        }

        for byte in mappings.utf8 {
            switch byte {
            case UInt8(ascii: ","):
                try endSegment()
            case UInt8(ascii: ";"):
                try endSegment()
                lines[lines.count - 1].sort { $0.generatedColumn < $1.generatedColumn }
                lines.append([])
                lineNumber += 1
                column = 0
            default:
                guard let digit = base64Digit(byte) else {
                    throw Failure("line \(lineNumber + 1): '\(Character(Unicode.Scalar(byte)))' is not a Base64 VLQ digit")
                }
                guard shift <= 30 else { throw Failure("line \(lineNumber + 1): a VLQ number is too large") }
                value += (digit & 0x1F) << shift
                if digit & 0x20 != 0 {
                    shift += 5
                } else {
                    fields.append(value & 1 == 1 ? -(value >> 1) : value >> 1)
                    value = 0
                    shift = 0
                }
            }
        }
        try endSegment()
        lines[lines.count - 1].sort { $0.generatedColumn < $1.generatedColumn }
        return lines
    }

    /// The value of one Base64 digit, or `nil`.
    static func base64Digit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
