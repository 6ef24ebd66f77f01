import Foundation
import Hummingbird

/// Builds the absolute URLs of bundle files.
///
/// Shape: `<base>/map-published/<appId>/<versionId>/<path>`. Rakuten's SDKs store a file
/// at the URL's path after `map-published/` with two components dropped, so this keeps
/// them working unchanged. The base is `--public-url` when the server has one, else
/// `http://` plus the request's `Host`.
struct FileURLs: Sendable {
    let base: String
    /// Whether the base comes from the request (its `Host`), which any client chooses.
    let isFromRequest: Bool

    init(base: String, isFromRequest: Bool = false) {
        self.base = base.hasSuffix("/") ? String(base.dropLast()) : base
        self.isFromRequest = isFromRequest
    }

    init(publicURL: String?, request: Request) {
        if let publicURL {
            self.init(base: publicURL)
        } else {
            self.init(base: "http://\(request.head.authority ?? "localhost")", isFromRequest: true)
        }
    }

    func file(app: String, version: String, path: String) -> String {
        let segments = [Self.escape(app), Self.escape(version)] + path.split(separator: "/").map { Self.escape(String($0)) }
        return "\(base)/map-published/\(segments.joined(separator: "/"))"
    }

    /// The version's single zip for hosts on Rakuten's SDK: `<base>/packages/<appId>/<versionId>.zip`.
    ///
    /// Those hosts store each manifest URL under the version folder at the URL minus their
    /// configured endpoint, minus two path components; whatever folder that gives, they
    /// unpack a `.zip` into the version folder itself, so the URL's shape does not matter
    /// as long as it ends in `.zip` and needs no escaping (app and version ids never do).
    func package(app: String, version: String) -> String {
        "\(base)/packages/\(Self.escape(app))/\(Self.escape(version)).zip"
    }

    /// The operator's icon for versions without one (`--default-icon-url`), if any.
    var defaultIconOverride: String?

    /// The icon answered for a version without one: the operator's, else
    /// `<base>/icons/default.png` (``DefaultIcon``).
    var defaultIcon: String { defaultIconOverride ?? "\(base)/\(DefaultIcon.path)" }

    private static let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;?#"))

    static func escape(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
    }
}
