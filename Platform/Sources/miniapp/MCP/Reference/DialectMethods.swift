import Foundation

/// A dialect's methods as its protocol document lists them: every row of a Markdown
/// table keyed by an `action`, `command`, `event`, `method`, `JS method` or `body`
/// column, with the row's other columns (parameters, answers, errors) as written. The
/// documents are the reference the code is checked against; reading them keeps this
/// list as true as they are.
struct DialectMethods {
    struct Method {
        var name: String
        /// The heading the table is under.
        var section: String
        /// Column header → cell, in the table's order.
        var columns: [(header: String, cell: String)]
    }

    /// The key columns, most telling first: a table with an `action` column is keyed by it
    /// even when it has a `JS method` one too.
    private static let keys = ["action", "command", "event", "method", "js method", "body"]

    static func methods(in markdown: String) -> [Method] {
        let lines = markdown.components(separatedBy: "\n")
        var methods: [Method] = []
        var section = ""
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("#") {
                section = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            }
            guard line.hasPrefix("|"), index + 1 < lines.count, lines[index + 1].wholeMatch(of: /\|(\s*:?-+:?\s*\|)+\s*/) != nil else {
                index += 1
                continue
            }
            let headers = cells(line).map { $0.replacingOccurrences(of: "`", with: "") }
            // A header may say more in parentheses: `method (since)`.
            let lowered = headers.map { $0.lowercased().replacing(/\s*\(.*\)$/, with: "") }
            let key = keys.lazy.compactMap { lowered.firstIndex(of: $0) }.first
            index += 2
            while index < lines.count, lines[index].hasPrefix("|") {
                let row = cells(lines[index])
                index += 1
                guard let key, key < row.count else { continue }
                let columns = zip(headers, row).map { (header: $0, cell: $1) }
                for name in names(in: row[key]) {
                    methods.append(Method(name: name, section: section, columns: columns))
                }
            }
        }
        return methods
    }

    /// A table row's cells, with `\|` kept inside its cell.
    private static func cells(_ row: String) -> [String] {
        let marker = "\u{0}"
        var text = row.replacingOccurrences(of: "\\|", with: marker).trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("|") { text.removeFirst() }
        if text.hasSuffix("|") { text.removeLast() }
        return text.components(separatedBy: "|").map {
            $0.replacingOccurrences(of: marker, with: "|").trimmingCharacters(in: .whitespaces)
        }
    }

    /// The names a key cell gives in backticks: `getPoints`, `"pageLoaded"`; not JSON or prose.
    private static func names(in cell: String) -> [String] {
        cell.matches(of: /`([^`]+)`/).compactMap { match in
            let name = String(match.1).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return name.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) != nil ? name : nil
        }
    }
}
