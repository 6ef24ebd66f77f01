/// The manifest answer for hosts on Rakuten's SDK (``ManifestFormat/package``): the one zip
/// to download, the key that signed it, and the version it belongs to.
///
/// Rakuten's SDK reads `manifest` and `publicKeyId`; `versionId` and `package` are ours,
/// for people and tools reading the answer.
struct PackageManifestAnswer: Encodable, Sendable {
    struct Package: Encodable, Sendable {
        var sha256: String
        var size: Int
    }

    /// One URL: `<base>/packages/<appId>/<versionId>.zip`.
    var manifest: [String]
    var publicKeyId: String
    var versionId: String
    var package: Package
}
