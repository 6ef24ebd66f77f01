/// The signed manifest answer: the SDKs' `manifest` and `publicKeyId`, plus our
/// `versionId` and per-file list (protocols/platform.md, "ours").
public struct SignedFileList: Sendable, Equatable, Codable {
    /// One file of a version: where it goes and what its bytes must hash to.
    public struct File: Sendable, Equatable, Codable {
        /// Relative path inside the mini app, `/`-separated.
        public var path: String
        public var size: Int
        /// Lowercase hex SHA-256.
        public var sha256: String

        public init(path: String, size: Int, sha256: String) {
            self.path = path
            self.size = size
            self.sha256 = sha256
        }
    }

    /// Absolute download URL of each file, in ``files`` order.
    public var manifest: [String]
    public var publicKeyId: String?
    public var versionId: String
    public var files: [File]
}
