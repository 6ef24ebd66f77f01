import Foundation

/// How the showcase's autorun (`?autorun=1`) went, as its page keeps it in
/// `window.showcaseResult`: every call is `ok`, an `expected` error (a call meant to fail
/// that failed as it should) or an error (a wrong answer, a refusal, a call never
/// answered within 5 s).
public struct ShowcaseResult: Sendable, Equatable, Decodable {
    public var ok: Int
    public var errors: Int
    public var expected: Int
    public var total: Int
    /// The calls in error, `method: value`.
    public var failures: [String]

    /// The script that reads the result in the page; `null` before the run ended.
    public static let script = """
        (() => {
          const r = window.showcaseResult;
          if (!r) return null;
          return { ok: r.ok, errors: r.errors, expected: r.expected, total: r.total,
                   failures: r.rows.filter((row) => row.status === 'error').map((row) => row.method + ': ' + row.value) };
        })()
        """

    /// The result in the page, read with `evaluate` (an engine's `evaluateJavaScript`);
    /// `nil` when the run has not ended or cannot be read.
    @MainActor
    public static func read(with evaluate: @MainActor (String) async throws -> String?) async -> ShowcaseResult? {
        guard let json = try? await evaluate(script) else { return nil }
        return try? JSONDecoder().decode(ShowcaseResult.self, from: Data(json.utf8))
    }

    /// `Showcase: 38 ok, 0 errors, 7 expected errors (45 calls)`: what the iOS app shows
    /// and its UI test reads, and what the Linux run prints.
    public var line: String {
        "Showcase: \(ok) ok, \(errors) errors, \(expected) expected errors (\(total) calls)"
    }

    /// ``line``, then each call in error on a line of its own.
    public var report: String {
        ([line] + failures.map { "error \($0)" }).joined(separator: "\n")
    }
}
