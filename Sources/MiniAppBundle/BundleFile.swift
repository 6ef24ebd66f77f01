/// One file of a mini-app version: where it goes and what its bytes must hash to.
///
/// The registry records it when a bundle is published and lists it in the signed
/// manifest answer; the client checks every download and every cached file against it.
/// One type for both sides, so the wire form (`{path, size, sha256}`) is defined once.
public struct BundleFile: Sendable, Equatable, Codable {
    /// Relative path inside the mini app, `/`-separated.
    public var path: String
    /// The file's size in bytes; a download that comes out another size is refused.
    public var size: Int
    /// Lowercase hex SHA-256 of the file's bytes (the registry's blob name and ETag).
    public var sha256: String

    /// Describes one file; `sha256` must be lowercase hex, as the registry writes it.
    public init(path: String, size: Int, sha256: String) {
        self.path = path
        self.size = size
        self.sha256 = sha256
    }
}
