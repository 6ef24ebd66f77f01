/// Why a JSON document was refused by ``StrictJSON``: each problem with its line and
/// column, the path of the value, and what to do.
///
/// ```text
/// line 4, column 7: contacts[2].usrName: unknown key; did you mean "userName"?
/// ```
public struct StrictJSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One thing wrong with the document.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// Where in the text, when it could be found.
        public var position: TextPosition?
        /// The value's path (`contacts[2].usrName`), when the problem is about a value.
        public var path: String?
        /// What is wrong.
        public var message: String

        /// A problem at `position` (when known) with the value at `path` (when it is about one).
        public init(position: TextPosition?, path: String?, message: String) {
            self.position = position
            self.path = path
            self.message = message
        }

        /// `line L, column C: path: message`.
        public var description: String {
            [position?.description, path, message].compactMap { $0 }.joined(separator: ": ")
        }
    }

    /// At least one problem, in the order they appear in the text (syntax errors stop
    /// at the first).
    public var problems: [Problem]

    /// The error for `problems`, which should not be empty.
    public init(problems: [Problem]) {
        self.problems = problems
    }

    /// The problems, one per line.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
