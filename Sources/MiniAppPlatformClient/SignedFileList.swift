package import MiniAppKit
/// The signed manifest answer: the SDKs' `manifest` and `publicKeyId`, plus our
/// `versionId` and per-file list (docs/protocols/platform.md, "ours").
package struct SignedFileList: Sendable, Equatable, Codable {
    /// Absolute download URL of each file, in ``files`` order.
    package var manifest: [String]
    /// The id of the key that signed the answer; it must be pinned unless unsigned manifests are allowed.
    package var publicKeyId: String?
    /// The version the list belongs to; an answer for another version is refused.
    package var versionId: String
    /// Every file of the version, with the size and hash each download is checked against.
    package var files: [BundleFile]
    /// The project and app the version belongs to (signed; absent from other servers).
    package var projectId: String?
    package var appId: String?
    /// When the version was uploaded, in milliseconds since 1970 (signed).
    package var createdAt: Int?
    /// The version's latest publication in its app's history (signed; absent from other
    /// servers and for versions never published): a rollback is a higher one, a replayed
    /// answer a lower one than the client has seen.
    package var publication: Int?
    /// What the answer was signed for: `release` (the normal paths) or `preview` (the
    /// preview paths, which serve any version). ``SignedAnswerCheck`` takes only the one
    /// the client asks for.
    package var purpose: String?
    /// When the registry signed the answer, in milliseconds since 1970.
    package var signedAt: Int?
    /// Until when the answer may be trusted, in milliseconds since 1970.
    package var expiresAt: Int?
    /// Release answers: the app's published version when the answer was signed. It
    /// decides what the latest is; the (unsigned) list only proposes.
    package var latest: Latest?

    /// The app's published version and its publication, as a signed answer names it.
    package struct Latest: Sendable, Equatable, Codable {
        package var versionId: String
        package var publication: Int
    }

    /// The highest publication the answer names: its own, or the app's latest.
    var highestPublication: Int? {
        [publication, latest?.publication].compactMap { $0 }.max()
    }
}
