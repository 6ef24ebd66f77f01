/// The single zip of a version that hosts on Rakuten's MiniApp SDK download.
///
/// Rakuten's SDK downloads every URL a manifest lists, verifies each download against the
/// one `Signature` of the manifest answer, and unpacks a `.zip` into the version's folder.
/// One signature can only match one download, so those hosts are served one zip per
/// version, built from the version's stored files when it is published and stored in the
/// blob store like any file. MiniAppKit's own client keeps downloading the files one by
/// one (content-addressed deltas) from the same version.
public struct VersionPackage: Sendable, Equatable, Codable {
    /// The SHA-256 of the zip's bytes, lowercase hex: its blob name, and what the
    /// signature for Rakuten-style hosts covers.
    public var sha256: String
    /// The zip's size in bytes.
    public var size: Int

    /// A package as recorded: its blob name and size.
    public init(sha256: String, size: Int) {
        self.sha256 = sha256
        self.size = size
    }
}
