public import MiniAppKit
/// A published mini app as `host/{p}/miniapps` lists it (the seed's `MiniAppInfo`).
public struct MiniAppInfo: Sendable, Equatable, Codable {
    /// The version a listing entry points at.
    public struct Version: Sendable, Equatable, Codable {
        /// The publisher's label for the version (`1.2.0`); empty when the client only knows the id.
        public var versionTag: String
        /// The platform's id of the version, which installs and launches name.
        public var versionId: String

        /// The version `versionId`, labelled `versionTag`.
        public init(versionTag: String, versionId: String) {
            self.versionTag = versionTag
            self.versionId = versionId
        }
    }

    /// The mini app's id, which every other call takes as `appId`.
    public var id: String
    /// The name to show the user, if the publisher gave one.
    public var displayName: String?
    /// The icon's URL, if any.
    public var icon: String?
    /// The version this entry points at: the newest the platform lists, unless a version was asked for.
    public var version: Version
    /// A promotional image's URL, for a host's catalogue.
    public var promotionalImageUrl: String?
    /// A promotional text, for a host's catalogue.
    public var promotionalText: String?

    /// A listing entry; the client decodes these from the platform, a host builds them only in tests.
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
    /// The installed version's listing entry.
    public var info: MiniAppInfo
    /// The stored answers; declared but unanswered permissions are `DENIED`.
    public var permissions: [CustomPermissionGrant]
}
