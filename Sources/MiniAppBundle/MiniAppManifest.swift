/// What a mini app declares about itself in `manifest.json` (§7.2 of the protocol).
///
/// The host only grants custom permissions listed here and only issues access tokens
/// for audiences and scopes listed here. Unknown permission names are dropped when
/// decoding; other keys (PWA fields such as `short_name`) are ignored.
public struct MiniAppManifest: Sendable, Equatable, Codable {
    /// A permission with the reason the mini app gives for it.
    public struct Permission: Sendable, Equatable, Codable {
        public var name: CustomPermission
        public var reason: String

        public init(name: CustomPermission, reason: String = "") {
            self.name = name
            self.reason = reason
        }
    }

    /// An audience the mini app may request tokens for, with its scopes.
    public struct AccessTokenPermission: Sendable, Equatable, Codable {
        public var audience: String
        public var scopes: [String]

        public init(audience: String, scopes: [String]) {
            self.audience = audience
            self.scopes = scopes
        }
    }

    /// Permissions that must be allowed before the mini app may load.
    public var requiredPermissions: [Permission]
    /// Permissions the user may toggle.
    public var optionalPermissions: [Permission]
    public var accessTokenPermissions: [AccessTokenPermission]
    public var customMetaData: [String: String]

    public init(
        requiredPermissions: [Permission] = [],
        optionalPermissions: [Permission] = [],
        accessTokenPermissions: [AccessTokenPermission] = [],
        customMetaData: [String: String] = [:]
    ) {
        self.requiredPermissions = requiredPermissions
        self.optionalPermissions = optionalPermissions
        self.accessTokenPermissions = accessTokenPermissions
        self.customMetaData = customMetaData
    }

    /// Every permission the manifest declares, required first.
    public var declaredPermissions: [CustomPermission] {
        (requiredPermissions + optionalPermissions).map(\.name)
    }

    private enum CodingKeys: String, CodingKey {
        case requiredPermissions = "reqPermissions"
        case optionalPermissions = "optPermissions"
        case accessTokenPermissions, customMetaData
    }

    /// A manifest entry as written, before unknown names are dropped.
    private struct RawPermission: Decodable {
        var name: String
        var reason: String?
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func permissions(_ key: CodingKeys) throws -> [Permission] {
            let raw = try container.decodeIfPresent([RawPermission].self, forKey: key) ?? []
            return raw.compactMap { entry in
                CustomPermission(rawValue: entry.name).map { Permission(name: $0, reason: entry.reason ?? "") }
            }
        }
        requiredPermissions = try permissions(.requiredPermissions)
        optionalPermissions = try permissions(.optionalPermissions)
        accessTokenPermissions = try container.decodeIfPresent([AccessTokenPermission].self, forKey: .accessTokenPermissions) ?? []
        customMetaData = try container.decodeIfPresent([String: String].self, forKey: .customMetaData) ?? [:]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(requiredPermissions, forKey: .requiredPermissions)
        try container.encode(optionalPermissions, forKey: .optionalPermissions)
        try container.encode(accessTokenPermissions, forKey: .accessTokenPermissions)
        try container.encode(customMetaData, forKey: .customMetaData)
    }
}
