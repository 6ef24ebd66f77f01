public import MiniAppBundle
/// An upload whose files are all in the blob store, waiting for the transaction that
/// makes it a version. Until ``RegistryStore/insertVersion(_:)`` commits, nothing refers
/// to it and no client can see it.
public struct StagedVersion: Sendable {
    /// What the publisher says about the version (query parameters of the upload).
    public struct Details: Sendable, Equatable, Codable {
        public var versionTag: String?
        public var displayName: String?
        /// An absolute URL or a path inside the bundle; default `icon.png` when the bundle has one.
        public var icon: String?
        public var promotionalImageUrl: String?
        public var promotionalText: String?

        public init(versionTag: String? = nil, displayName: String? = nil, icon: String? = nil,
                    promotionalImageUrl: String? = nil, promotionalText: String? = nil) {
            self.versionTag = versionTag
            self.displayName = displayName
            self.icon = icon
            self.promotionalImageUrl = promotionalImageUrl
            self.promotionalText = promotionalText
        }
    }

    public var project: String
    public var app: String
    public var details: Details
    /// Every file, sorted by path.
    public var files: [BundleFile]
    /// The `bundleManifest` JSON per language (`default` plus each `_locale/<lang>/`).
    public var bundleManifests: [String: String]
    /// The zip of every file for hosts on Rakuten's SDK, already in the blob store.
    public var package: VersionPackage? = nil
}
