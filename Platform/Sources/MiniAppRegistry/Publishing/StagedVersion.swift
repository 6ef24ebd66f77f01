public import MiniAppBundle
/// An upload whose files are all in the blob store, waiting for the transaction that
/// makes it a version. Until `RegistryStore.insertVersion` commits, nothing refers
/// to it and no client can see it.
public struct StagedVersion: Sendable {
    /// What the publisher says about the version (query parameters of the upload).
    public struct Details: Sendable, Equatable, Codable {
        /// The tag to list (`1.0.0`), unique per app; default the next free number.
        public var versionTag: String?
        /// The name listed to users; default the app id.
        public var displayName: String?
        /// An absolute URL or a path inside the bundle; default `icon.png` when the bundle has one.
        public var icon: String?
        /// Listed to hosts as is; default "".
        public var promotionalImageUrl: String?
        /// Listed to hosts as is; default "".
        public var promotionalText: String?

        /// Details as the upload's query parameters give them; nil means the default.
        public init(versionTag: String? = nil, displayName: String? = nil, icon: String? = nil,
                    promotionalImageUrl: String? = nil, promotionalText: String? = nil) {
            self.versionTag = versionTag
            self.displayName = displayName
            self.icon = icon
            self.promotionalImageUrl = promotionalImageUrl
            self.promotionalText = promotionalText
        }
    }

    /// The project the upload was made to.
    public var project: String
    /// The mini app the version is for.
    public var app: String
    /// What the publisher said, with the icon default (`icon.png`) filled in.
    public var details: Details
    /// Every file, sorted by path.
    public var files: [BundleFile]
    /// The `bundleManifest` JSON per language (`default` plus each `_locale/<lang>/`).
    public var bundleManifests: [String: String]
    /// The zip of every file for hosts on Rakuten's SDK, already in the blob store.
    public var package: VersionPackage? = nil
}
