import Foundation

/// Where Rakuten's iOS MiniApp SDK 5.6.1 stores a file it downloads (its
/// `UrlParser.getFileStoragePath`), and its URL escaping, re-created.
///
/// The file goes into the version folder at the manifest URL with every occurrence of the
/// configured endpoint (`RMAAPIEndpoint` as written, so with or without its trailing
/// slash) removed, split on `/`, the first two components dropped. Before downloading,
/// the SDK percent-encodes the manifest URL once more with `.urlQueryAllowed`.
enum RakutenStorageRule {
    /// The path under the version folder, or nil when nothing is left (the SDK fails the
    /// download with `downloadingFailed`).
    static func relativePath(of url: String, endpoint: URL) -> String? {
        let path = url.replacingOccurrences(of: endpoint.absoluteString, with: "")
        if path.isEmpty { return nil }
        let kept = path.components(separatedBy: "/").dropFirst(2)
        return NSString.path(withComponents: Array(kept))
    }

    /// The URL string the SDK actually requests for a manifest entry.
    static func requestedURL(for url: String) -> String? {
        url.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)
    }

    /// Whether the SDK unpacks a stored file: its URL's extension is `zip`, any case.
    static func isArchive(_ file: URL) -> Bool {
        (file.absoluteString as NSString).pathExtension.lowercased() == "zip"
    }
}
