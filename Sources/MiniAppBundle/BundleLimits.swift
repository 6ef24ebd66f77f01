/// How large a mini-app bundle may be; checked before anything is stored.
public struct BundleLimits: Sendable, Equatable {
    /// The sum of all files' uncompressed sizes.
    public var maxTotalBytes: Int
    /// One file's uncompressed size.
    public var maxFileBytes: Int
    /// The number of entries.
    public var maxFiles: Int
    /// Uncompressed over compressed size, per file and overall; above it the bundle
    /// is treated as a zip bomb.
    public var maxCompressionRatio: Double

    /// The most files a version may have on a registry with default settings, and the
    /// most a client accepts in a signed file list: one constant, so the registry's
    /// refusal and the client's cannot drift apart (a list of 100,000 files would
    /// otherwise be installed although no registry publishes one).
    public static let defaultMaxFiles = 10_000

    /// The defaults (64 MiB in all, 32 MiB per file, 10,000 entries, 100× compression) fit
    /// real mini apps with room to spare while stopping zip bombs.
    public init(maxTotalBytes: Int = 64 << 20, maxFileBytes: Int = 32 << 20, maxFiles: Int = BundleLimits.defaultMaxFiles, maxCompressionRatio: Double = 100) {
        self.maxTotalBytes = maxTotalBytes
        self.maxFileBytes = maxFileBytes
        self.maxFiles = maxFiles
        self.maxCompressionRatio = maxCompressionRatio
    }
}
