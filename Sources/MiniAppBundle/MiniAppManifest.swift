/// What a mini app declares about itself in `manifest.json` (§7.2 of the protocol).
///
/// The host only grants custom permissions listed here and only issues access tokens
/// for audiences and scopes listed here. Unknown permission names are dropped when
/// decoding; other keys (PWA fields such as `short_name`) are ignored.
public struct MiniAppManifest: Sendable, Equatable, Codable {
    /// A permission with the reason the mini app gives for it.
    public struct Permission: Sendable, Equatable, Codable {
        /// The permission asked for.
        public var name: CustomPermission
        /// Why the mini app wants it, for the host's permission screen; empty when the manifest gives none.
        public var reason: String

        /// Declares `name`, with the reason shown to the user.
        public init(name: CustomPermission, reason: String = "") {
            self.name = name
            self.reason = reason
        }
    }

    /// An audience the mini app may request tokens for, with its scopes.
    public struct AccessTokenPermission: Sendable, Equatable, Codable {
        /// The service the token is for, as the host's token issuer names it.
        public var audience: String
        /// The scopes the mini app may ask for on that audience; requests for others are refused.
        public var scopes: [String]

        /// Allows tokens for `audience` limited to `scopes`.
        public init(audience: String, scopes: [String]) {
            self.audience = audience
            self.scopes = scopes
        }
    }

    /// Permissions that must be allowed before the mini app may load.
    public var requiredPermissions: [Permission]
    /// Permissions the user may toggle.
    public var optionalPermissions: [Permission]
    /// The audiences and scopes the host may issue access tokens for; the SDK refuses any
    /// other request before it reaches the host.
    public var accessTokenPermissions: [AccessTokenPermission]
    /// Free-form key/value pairs the mini app passes to its host; the SDK does not interpret them.
    public var customMetaData: [String: String]

    /// Creates a manifest; every part defaults to empty, which declares nothing.
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

    /// Decodes `manifest.json`, where the permission lists are `reqPermissions` and
    /// `optPermissions`; missing keys mean empty and unknown permission names are dropped.
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

    /// Encodes in the `manifest.json` form, so the result decodes back to the same manifest.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(requiredPermissions, forKey: .requiredPermissions)
        try container.encode(optionalPermissions, forKey: .optionalPermissions)
        try container.encode(accessTokenPermissions, forKey: .accessTokenPermissions)
        try container.encode(customMetaData, forKey: .customMetaData)
    }
}
