import Foundation

/// The settings a `--config` file may hold, and the check that it holds nothing else.
///
/// swift-configuration reads a file leniently: a value of the wrong type reads as absent,
/// so `{"port": 18352.5}` listened on the default 8080, `{"database": {"url": 5}}` ran on
/// local SQLite, and a misspelt `metricsTokenFlie` left `/metrics` open, all silently.
/// A file is read once, by a person who meant every key in it, so before any setting is
/// used ``problems(in:)`` checks every key at every depth against ``settings``: an
/// unknown key or a value of the wrong kind is refused at start, every problem of the
/// file listed at once with its key path, as the environment's values already are.
enum ConfigFileSchema {
    /// What a setting's value must be in the file.
    enum Kind: Sendable {
        case string, wholeNumber, number, boolean
        /// An array of strings, or one string.
        case strings

        var expected: String {
            switch self {
            case .string: "a string"
            case .wholeNumber: "a whole number"
            case .number: "a number"
            case .boolean: "true or false"
            case .strings: "a string or an array of strings"
            }
        }

        func accepts(_ value: JSONValue) -> Bool {
            switch (self, value) {
            case (.string, .string), (.wholeNumber, .integer), (.number, .integer), (.number, .fraction), (.boolean, .boolean), (.strings, .string):
                true
            case (.strings, .array(let items)):
                items.allSatisfy { if case .string = $0 { true } else { false } }
            default:
                false
            }
        }
    }

    /// Every setting, by its key path (docs/PLATFORM.md, "Settings"; ``ServeSettings``).
    static let settings: [String: Kind] = [
        "host": .string, "port": .wholeNumber, "data": .string,
        "database.url": .string, "database.password": .string, "database.passwordFile": .string,
        "blobStore": .string, "publicUrl": .string, "defaultIconUrl": .string,
        "maxBundleBytes": .wholeNumber, "maxFileBytes": .wholeNumber, "maxFiles": .wholeNumber,
        "maxCompressionRatio": .number, "maxUploadBytes": .wholeNumber,
        "idleTimeout": .number, "maxConnections": .wholeNumber, "drainTimeout": .number,
        "bodyTimeout": .number, "minBodyRate": .wholeNumber, "signedAnswerExpiry": .number,
        "logLevel": .string, "logFormat": .string, "console": .boolean,
        "trustedProxies": .strings, "metricsToken": .string, "metricsTokenFile": .string,
    ]

    /// The sections that group `settings` (`{"database": {…}}`).
    static func sections(of settings: [String: Kind]) -> Set<String> {
        Set(settings.keys.flatMap { key in
            let parts = key.split(separator: ".")
            return parts.indices.dropLast().map { parts[...$0].joined(separator: ".") }
        })
    }

    /// Every problem of a file's content, one sentence each, ordered by key path; empty
    /// when the file is a JSON object of known settings of the right kinds (`settings`:
    /// the registry's by default, ``SavedLogin/settings`` for a login file).
    static func problems(in data: Data, settings: [String: Kind] = Self.settings) -> [String] {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            return ["it is not valid JSON: \(error)"]
        }
        guard case .object(let members) = root else { return ["it must be a JSON object of settings, not \(root.described)"] }
        return problems(in: members, at: [], settings: settings).sorted()
    }

    private static func problems(in members: [String: JSONValue], at path: [String], settings: [String: Kind]) -> [String] {
        members.flatMap { name, value -> [String] in
            // `{"database.url": …}` names the same setting as `{"database": {"url": …}}`.
            let keyPath = path + name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let key = keyPath.joined(separator: ".")
            if let kind = settings[key] {
                return kind.accepts(value) ? [] : ["'\(key)' must be \(kind.expected), not \(value.described)"]
            }
            if sections(of: settings).contains(key) {
                guard case .object(let inner) = value else { return ["'\(key)' must be an object of settings, not \(value.described)"] }
                return problems(in: inner, at: keyPath, settings: settings)
            }
            return ["'\(key)' is not a setting\(suggestion(for: key, settings: settings).map { " (did you mean '\($0)'?)" } ?? "")"]
        }
    }

    /// The known key closest to a misspelt one, if it is close (at most 2 edits).
    private static func suggestion(for key: String, settings: [String: Kind]) -> String? {
        let candidates = Array(settings.keys) + Array(sections(of: settings))
        let scored = candidates.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }), best.1 <= 2 else { return nil }
        return best.0
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
