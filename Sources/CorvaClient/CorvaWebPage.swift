import Foundation
public import MiniAppKit

/// A page of `corva-web-frontend` a native app shows in a web view.
///
/// The seed names two: a dashboard (`/dashboards/<id>`, the id of an app set of type
/// `dashboard`) and one tab of an asset page (`/assets/<assetId>/<category>`, the
/// `category` of an app set of type `asset_page_tab`). The same path is what
/// `window.navigateAppTo(path)` takes.
public enum CorvaWebPage: Sendable, Hashable, CustomStringConvertible {
    case dashboard(id: String)
    case assetPage(assetId: String, category: String)

    /// The page's path, each segment percent-encoded: `/dashboards/1234`, `/assets/42/drilling`.
    public var path: String {
        switch self {
        case .dashboard(let id): "/dashboards/" + Self.segment(id)
        case .assetPage(let assetId, let category): "/assets/" + Self.segment(assetId) + "/" + Self.segment(category)
        }
    }

    /// The page's ``CorvaWebPage/path``.
    public var description: String { path }

    /// Reads `/dashboards/<id>` or `/assets/<assetId>/<category>` (leading slash optional,
    /// segments percent-decoded).
    ///
    /// - Throws: `CorvaError.Code.invalidPage` for any other path or an empty segment.
    public init(path: String) throws(CorvaError) {
        let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false).map { String($0).removingPercentEncoding ?? String($0) }
        switch (parts.first, parts.count) {
        case ("dashboards"?, 2) where !parts[1].isEmpty:
            self = .dashboard(id: parts[1])
        case ("assets"?, 3) where !parts[1].isEmpty && !parts[2].isEmpty:
            self = .assetPage(assetId: parts[1], category: parts[2])
        default:
            throw CorvaError(.invalidPage, "'\(path)' is not a Corva page; use /dashboards/<id> or /assets/<assetId>/<category>")
        }
    }

    /// Validates the ids of a page built in code.
    func validated() throws(CorvaError) -> CorvaWebPage {
        switch self {
        case .dashboard(let id) where id.isEmpty:
            throw CorvaError(.invalidPage, "a dashboard needs a non-empty id")
        case .assetPage(let assetId, let category) where assetId.isEmpty || category.isEmpty:
            throw CorvaError(.invalidPage, "an asset page needs a non-empty asset id and category")
        default:
            return self
        }
    }

    /// One path segment, percent-encoded so an id can never add a segment or a query.
    private static func segment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? text
    }

    /// RFC 3986 unreserved characters; everything else is percent-encoded.
    private static let segmentCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
