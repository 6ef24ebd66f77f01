import Foundation

/// A ``UserScript``'s allow-list as one regular expression, for engines that have no
/// allow-list of their own.
///
/// WebKitGTK takes the patterns itself (`webkit_user_script_new`); `WKUserScript` has
/// no such parameter, so the Apple engine wraps the script in a test of
/// `location.href` against ``regularExpression``, and a document outside the list runs
/// none of it. The patterns are WebKit's: `scheme://host/path`, where `*` in the path
/// matches anything, a host of `*` any host and `*.example.com` that domain and its
/// subdomains.
package struct UserScriptAllowList: Sendable, Equatable {
    /// The patterns; empty means every URL.
    package var patterns: [String]

    package init(_ patterns: [String]) {
        self.patterns = patterns
    }

    /// One anchored regular expression (JavaScript and ICU syntax alike) matching the
    /// URLs the patterns allow; `nil` when every URL is allowed. A malformed pattern
    /// (no `://`) matches nothing, as WebKit ignores it.
    package var regularExpression: String? {
        guard !patterns.isEmpty else { return nil }
        let alternatives = patterns.map { Self.expression(for: $0) ?? "(?!)" }
        return "^(?:" + alternatives.joined(separator: "|") + ")"
    }

    /// `source` guarded by the list, as the script to inject; `source` itself when every
    /// URL is allowed.
    ///
    /// The guard is a block, not a function, so the script's `var` and function
    /// declarations still land on `window` as they would unguarded.
    package func guarding(_ source: String) -> String {
        guard let expression = regularExpression else { return source }
        return "if (new RegExp(\(JavaScriptLiteral.string(expression))).test(location.href)) {\n\(source)\n}"
    }

    private static func expression(for pattern: String) -> String? {
        guard let separator = pattern.range(of: "://") else { return nil }
        let scheme = String(pattern[..<separator.lowerBound])
        let rest = pattern[separator.upperBound...]
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = String(rest[..<slash])
        let path = rest[slash...].isEmpty ? "/*" : String(rest[slash...])
        let schemeExpression = scheme == "*" ? "[a-z][a-z0-9+.-]*" : escaped(scheme)
        let hostExpression: String
        if host == "*" {
            hostExpression = "[^/]*"
        } else if host.hasPrefix("*.") {
            hostExpression = "(?:[^/]*\\.)?" + escaped(String(host.dropFirst(2)))
        } else {
            hostExpression = escaped(host)
        }
        let pathExpression = path.split(separator: "*", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: ".*")
        return schemeExpression + "://" + hostExpression + pathExpression + "$"
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
