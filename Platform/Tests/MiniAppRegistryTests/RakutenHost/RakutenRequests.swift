import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The requests Rakuten's iOS MiniApp SDK 5.6.1 builds, re-created step by step (its
/// `ListingApi`, `ManifestApi`, `MetaDataAPI`, `PreviewMiniappAPI`, `SignatureFetcher` and
/// the `URLRequest` helper that adds the key), so the registry is tested against the very
/// URLs and headers such a host sends.
///
/// Notable details kept on purpose: paths are joined with `appendingPathComponent`, and
/// outside preview mode the SDK still appends its empty preview segment; `miniAppId` is set
/// through `URLComponents.queryItems`; `lang` is appended to the metadata URL by rebuilding
/// it from its `absoluteString`; the only header is `apiKey`.
struct RakutenRequests: Sendable {
    let settings: RakutenHostSettings

    /// `GET host/{projectId}/miniapps` (+ `/preview`).
    func list() throws -> URLRequest {
        request(try listURL())
    }

    /// The same with `?miniAppId=` (the SDK's `info`).
    func info(miniAppId: String) throws -> URLRequest {
        guard var components = URLComponents(url: try listURL(), resolvingAgainstBaseURL: false) else { throw RakutenSDKError.invalidURL }
        components.queryItems = [URLQueryItem(name: "miniAppId", value: miniAppId)]
        guard let url = components.url else { throw RakutenSDKError.invalidURL }
        return request(url)
    }

    /// `GET host/{projectId}/miniapp/{appId}/version/{versionId}[/preview]/manifest`.
    func manifest(appId: String, versionId: String) throws -> URLRequest {
        request(try versionURL(appId: appId, versionId: versionId).appendingPathComponent("manifest"))
    }

    /// `GET …/version/{versionId}[/preview]/metadata?lang={languageCode}`.
    func metadata(appId: String, versionId: String, languageCode: String) throws -> URLRequest {
        let url = try versionURL(appId: appId, versionId: versionId).appendingPathComponent("metadata")
        guard var components = URLComponents(string: url.absoluteString) else { throw RakutenSDKError.invalidURL }
        var items = components.queryItems ?? []
        items.append(URLQueryItem(name: "lang", value: languageCode))
        components.queryItems = items
        guard let withLanguage = components.url else { throw RakutenSDKError.invalidURL }
        return request(withLanguage)
    }

    /// `GET host/{projectId}/preview-codes/{code}`.
    func previewCode(_ code: String) throws -> URLRequest {
        request(try base().appendingPathComponent("host/\(settings.projectId)/preview-codes/\(code)"))
    }

    /// `GET keys/{keyId}`, as the Signature module's fetcher asks for a public key.
    func publicKey(id: String) throws -> URLRequest {
        request(try base().appendingPathComponent("keys").appendingPathComponent(id))
    }

    /// The SDK's `URLRequest.createURLRequest`: only `apiKey`, `ras-` added unless present.
    func request(_ url: URL) -> URLRequest {
        var request = URLRequest(url: url)
        let key = settings.subscriptionKey
        if !key.isEmpty {
            request.setValue(key.hasPrefix("ras-") ? key : "ras-\(key)", forHTTPHeaderField: "apiKey")
        }
        return request
    }

    private func base() throws -> URL {
        guard let url = settings.baseURL else { throw RakutenSDKError.invalidURL }
        return url
    }

    private func listURL() throws -> URL {
        try base().appendingPathComponent("host/\(settings.projectId)/miniapps").appendingPathComponent(settings.previewPath)
    }

    private func versionURL(appId: String, versionId: String) throws -> URL {
        try base().appendingPathComponent("host/\(settings.projectId)/miniapp/\(appId)/version/\(versionId)")
            .appendingPathComponent(settings.previewPath)
    }
}
