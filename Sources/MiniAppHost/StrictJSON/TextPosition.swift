/// A line and column in a text, both from 1, as editors show them.
///
/// The JSON reader reports byte offsets into the text's UTF-8; people look for lines.
/// The column counts characters (a multi-byte character is one column).
public struct TextPosition: Sendable, Equatable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int

    /// The position at `line` and `column`, both from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of byte `offset` of `text`'s UTF-8 (clamped to the text's end).
    init(offset: Int, in text: String) {
        let utf8 = text.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(max(0, offset), utf8.count))
        var line = 1
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index < end {
            if utf8[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        // Characters from the line's start up to the offset (a partial character counts).
        let prefix = Substring(text.utf8[lineStart..<end])
        self.init(line: line, column: prefix.count + 1)
    }

    /// `line 3, column 14`.
    public var description: String { "line \(line), column \(column)" }
}
