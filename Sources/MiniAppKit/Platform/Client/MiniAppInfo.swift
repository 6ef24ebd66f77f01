/// A published mini app as `host/{p}/miniapps` lists it (the seed's `MiniAppInfo`).
public struct MiniAppInfo: Sendable, Equatable, Codable {
    /// The version a listing entry points at.
    public struct Version: Sendable, Equatable, Codable {
        public var versionTag: String
        public var versionId: String

        public init(versionTag: String, versionId: String) {
            self.versionTag = versionTag
            self.versionId = versionId
        }
    }

    public var id: String
    public var displayName: String?
    public var icon: String?
    public var version: Version
    public var promotionalImageUrl: String?
    public var promotionalText: String?

    public init(id: String, displayName: String? = nil, icon: String? = nil, version: Version, promotionalImageUrl: String? = nil, promotionalText: String? = nil) {
        self.id = id
        self.displayName = displayName
        self.icon = icon
        self.version = version
        self.promotionalImageUrl = promotionalImageUrl
        self.promotionalText = promotionalText
    }
}

/// A mini app installed on this device, with the custom permissions stored for it
/// (an entry of the seed's `listDownloadedWithCustomPermissions`).
public struct DownloadedMiniApp: Sendable, Equatable {
    public var info: MiniAppInfo
    public var permissions: [CustomPermissionGrant]
}
