public import Foundation
import MiniAppBundle

/// Checks a mini app's `manifest.json` like code: `miniapp open`, `miniapp pack` and
/// `miniapp check` refuse a key the manifest format does not have (`reqPermission`) or
/// a permission name the SDK does not know, each with its line, column and the nearest
/// known name, instead of the silent drop ``MiniAppManifest`` does when a host decodes it.
///
/// Accepted: the keys Rakuten's SDKs read (`reqPermissions`, `optPermissions`,
/// `accessTokenPermissions`, `customMetaData`, and `exampleHostAppMetaData` of older
/// manifests) and the keys of a web app manifest (`name`, `short_name`, `icons`, …),
/// which Rakuten's sample mini apps keep in the same file.
public enum ManifestCheck {
    /// The problems of `manifest.json` in `directory`; none when there is no manifest.
    public static func problems(inDirectory directory: URL) -> [StrictJSONError.Problem] {
        let url = directory.appendingPathComponent("manifest.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return problems(in: data)
    }

    /// The problems of a manifest's text.
    public static func problems(in data: Data) -> [StrictJSONError.Problem] {
        do {
            _ = try StrictJSON.decode(Document.self, from: data)
            return []
        } catch {
            return error.problems
        }
    }

    /// Each problem as `file:line:column: path: message`, as compilers print them.
    public static func lines(_ problems: [StrictJSONError.Problem], file: String) -> [String] {
        problems.map { problem in
            let place = problem.position.map { "\(file):\($0.line):\($0.column)" } ?? file
            return ([place] + [problem.path, problem.message].compactMap { $0 }).joined(separator: ": ")
        }
    }

    /// `manifest.json` as its format defines it.
    struct Document: Decodable {
        struct Permission: Decodable {
            var name: CustomPermission
            var reason: String?
        }

        struct AccessTokenPermission: Decodable {
            var audience: String
            var scopes: [String]
        }

        /// A web app manifest member: any JSON, not looked into.
        struct WebManifestMember: Decodable {
            init(from decoder: any Decoder) throws {}
        }

        var reqPermissions: [Permission]?
        var optPermissions: [Permission]?
        var accessTokenPermissions: [AccessTokenPermission]?
        var customMetaData: [String: String]?
        var exampleHostAppMetaData: [String: String]?

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        /// The members of a web app manifest (W3C Web Application Manifest and its
        /// common extensions).
        static let webManifestKeys = [
            "name", "short_name", "description", "icons", "start_url", "display", "display_override",
            "orientation", "theme_color", "background_color", "scope", "lang", "dir", "id", "categories",
            "screenshots", "shortcuts", "related_applications", "prefer_related_applications",
            "protocol_handlers", "share_target", "file_handlers", "launch_handler", "iarc_rating_id",
            "serviceworker", "note_taking", "edge_side_panel", "scope_extensions", "manifest_version",
        ]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            reqPermissions = try container.decodeIfPresent([Permission].self, forKey: Key(stringValue: "reqPermissions"))
            optPermissions = try container.decodeIfPresent([Permission].self, forKey: Key(stringValue: "optPermissions"))
            accessTokenPermissions = try container.decodeIfPresent([AccessTokenPermission].self, forKey: Key(stringValue: "accessTokenPermissions"))
            customMetaData = try container.decodeIfPresent([String: String].self, forKey: Key(stringValue: "customMetaData"))
            exampleHostAppMetaData = try container.decodeIfPresent([String: String].self, forKey: Key(stringValue: "exampleHostAppMetaData"))
            for key in Self.webManifestKeys {
                _ = try container.decodeIfPresent(WebManifestMember.self, forKey: Key(stringValue: key))
            }
        }
    }
}
