import Foundation
import Hummingbird

/// Which manifest answer a host gets: one signed zip, or every file signed as a list.
///
/// The two kinds of host verify the same `Signature` header differently, so each must get
/// an answer made for its rule:
///
/// - ``package`` (the default): what Rakuten's MiniApp SDK 5.6.1 can use. `manifest` lists
///   one URL, the version's zip; `Signature` is ECDSA P-256 / SHA-256 over the UTF-8 bytes
///   of `versionId` followed by the zip's SHA-256 in lowercase hex, which is how that SDK
///   checks each downloaded file. Rakuten's SDK sends no header to ask for it, so it is
///   what any request gets unless it asks otherwise.
/// - ``files``: MiniAppKit's own client, which asks with
///   `Accept: application/vnd.miniappkit.manifest+json`. `manifest` lists every file with
///   its `files` entry (path, size, SHA-256), and `Signature` covers the exact body bytes,
///   so one signature covers the whole version and the client downloads only the files it
///   does not hold yet.
enum ManifestFormat: String, Sendable {
    case package
    case files

    /// The media type MiniAppKit's client names in `Accept` to get ``files``.
    static let filesMediaType = "application/vnd.miniappkit.manifest+json"

    /// The format a request asks for (a media type parameter or `q` value is ignored).
    init(request: Request) {
        let accepted = request.headers[values: .accept].flatMap { $0.split(separator: ",") }
        let asksForFiles = accepted.contains { item in
            item.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() == Self.filesMediaType
        }
        self = asksForFiles ? .files : .package
    }
}
