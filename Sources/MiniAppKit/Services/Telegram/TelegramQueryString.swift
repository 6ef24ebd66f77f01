import Foundation

/// The query strings of Telegram's launch data (`tgWebAppData`, the URL hash): each
/// name and value percent-encoded as `encodeURIComponent` does, so every decoder
/// (`URLSearchParams`, Python's `parse_qsl`, the official JS's `urlSafeDecode`)
/// reads back the exact text that was signed.
enum TelegramQueryString {
    /// Letters, digits and `-_.~`; everything else, `+` and space included, is escaped.
    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~")

    /// `name=value` pairs joined by `&`, each part encoded.
    static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { component($0.0) + "=" + component($0.1) }.joined(separator: "&")
    }

    /// One part, percent-encoded.
    static func component(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    /// The pairs of a query string, decoded (`+` as a space, as `parse_qsl` and
    /// `URLSearchParams` read it); a pair without `=` has an empty value.
    static func decode(_ query: String) -> [(String, String)] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ part: Substring) -> String {
                let spaced = part.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            return (decoded(parts[0]), parts.count > 1 ? decoded(parts[1]) : "")
        }
    }
}
