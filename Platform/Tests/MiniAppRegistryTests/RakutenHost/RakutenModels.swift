import Foundation

/// The answers Rakuten's iOS MiniApp SDK 5.6.1 decodes, with the same members, the same
/// optionality and the same decoder (a plain `JSONDecoder`), re-created in our words.
///
/// What makes them strict: `MiniAppInfo.icon` is a required `URL` (an empty string does not
/// decode, and one bad entry rejects the whole list); a permission's `name` and `reason`
/// are required strings; error bodies need `code` and `message` (or `error` and
/// `error_description` for 401 and 403).
enum RakutenModels {
    /// `MiniAppInfo`: one entry of `list` and `info`.
    struct MiniAppInfo: Decodable, Sendable {
        var id: String
        var displayName: String?
        var icon: URL
        var version: Version
        var promotionalImageUrl: String?
        var promotionalText: String?
    }

    /// `Version`.
    struct Version: Decodable, Sendable {
        var versionTag: String
        var versionId: String
    }

    /// `ManifestResponse`: the manifest answer.
    struct ManifestResponse: Decodable, Sendable {
        var manifest: [String]
        var publicKeyId: String?
    }

    /// `MetaDataResponse`: the metadata answer.
    struct MetaDataResponse: Decodable, Sendable {
        var bundleManifest: BundleManifest
    }

    /// `MetaDataCustomPermissionModel`.
    struct BundleManifest: Decodable, Sendable {
        var reqPermissions: [Permission]?
        var optPermissions: [Permission]?
        var customMetaData: [String: String]?
        var accessTokenPermissions: [AccessTokenScopes]?
    }

    /// `MACustomPermissionsResponse`: `name` and `reason` must be there, as strings.
    struct Permission: Decodable, Sendable {
        var name: String
        var reason: String
        var isOneTimePermission: Bool

        enum CodingKeys: String, CodingKey { case name, reason, isOneTimePermission }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            reason = try container.decode(String.self, forKey: .reason)
            isOneTimePermission = try container.decodeIfPresent(Bool.self, forKey: .isOneTimePermission) ?? false
        }
    }

    /// `MASDKAccessTokenScopes`.
    struct AccessTokenScopes: Decodable, Sendable {
        var audience: String
        var scopes: [String]
    }

    /// `PreviewMiniAppInfo`: what a preview code (QR code) resolves to.
    struct PreviewMiniAppInfo: Decodable, Sendable {
        var miniapp: MiniAppInfo
        var host: Host?
    }

    /// `Host`: iOS reads `subscriptionkey`, all lower case.
    struct Host: Decodable, Sendable {
        var id: String?
        var subscriptionkey: String?
    }

    /// The Signature module's `KeyModel`.
    struct KeyModel: Decodable, Sendable {
        var identifier: String
        var key: String
        var pem: String

        enum CodingKeys: String, CodingKey {
            case identifier = "id"
            case key = "ecKey"
            case pem = "pemKey"
        }
    }

    /// `ErrorData`: every error but 401 and 403.
    struct ErrorData: Decodable, Sendable {
        var code: Int
        var message: String
    }

    /// `UnauthorizedData`: 401 and 403.
    struct UnauthorizedData: Decodable, Sendable {
        var error: String
        var errorDescription: String

        enum CodingKeys: String, CodingKey {
            case error
            case errorDescription = "error_description"
        }
    }
}

/// How the re-created SDK fails, named after the `MASDKError` cases it would report.
enum RakutenSDKError: Error, Equatable, CustomStringConvertible {
    case invalidURL
    /// A 2xx answer the models could not decode (`invalidResponseData`), with the reason.
    case invalidResponseData(String)
    /// A non-2xx answer whose body decoded as the SDK's error models (`serverError`).
    case serverError(code: Int, message: String)
    /// A non-2xx answer whose body did not decode (`unknownServerError`).
    case unknownServerError(code: Int)
    case noPublishedVersion
    case downloadingFailed
    case invalidSignature
    /// The unpacked zip has no `index.html` at its root (`MiniAppArchiveError.noRoot`).
    case noRoot

    var description: String {
        switch self {
        case .invalidURL: "invalidURL"
        case .invalidResponseData(let why): "invalidResponseData: \(why)"
        case .serverError(let code, let message): "serverError(\(code)): \(message)"
        case .unknownServerError(let code): "unknownServerError(\(code))"
        case .noPublishedVersion: "noPublishedVersion"
        case .downloadingFailed: "downloadingFailed"
        case .invalidSignature: "invalidSignature"
        case .noRoot: "noRoot (no index.html at the root of the unpacked zip)"
        }
    }
}
