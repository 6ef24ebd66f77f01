/// The signed manifest answer: the SDKs' `manifest` and `publicKeyId`, plus our
/// `versionId` and per-file list (docs/protocols/platform.md, "ours").
public struct SignedFileList: Sendable, Equatable, Codable {
    /// Absolute download URL of each file, in ``files`` order.
    public var manifest: [String]
    public var publicKeyId: String?
    public var versionId: String
    public var files: [BundleFile]
}
