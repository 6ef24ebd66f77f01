import Foundation

/// The parts of a version's `bundleManifest` (the metadata answer's body) the version
/// page lists: permissions, access-token audiences and scopes, custom metadata.
struct ManifestSummary {
    var required: [VersionView.Permission] = []
    var optional: [VersionView.Permission] = []
    var accessTokens: [VersionView.AccessToken] = []
    var metadata: [VersionView.MetadataItem] = []

    /// Reads the stored JSON; anything missing or unreadable is simply not listed.
    init(json: String?) {
        guard let json, let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] else { return }
        required = Self.permissions(object["reqPermissions"])
        optional = Self.permissions(object["optPermissions"])
        for item in object["accessTokenPermissions"] as? [[String: Any]] ?? [] {
            let scopes = (item["scopes"] as? [String] ?? []).joined(separator: ", ")
            accessTokens.append(.init(audience: item["audience"] as? String ?? "", scopes: scopes.isEmpty ? "—" : scopes))
        }
        for (key, value) in (object["customMetaData"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            metadata.append(.init(key: key, value: value as? String ?? "\(value)"))
        }
    }

    private static func permissions(_ value: Any?) -> [VersionView.Permission] {
        (value as? [[String: Any]] ?? []).map { .init(name: $0["name"] as? String ?? "", reason: $0["reason"] as? String ?? "") }
    }
}
