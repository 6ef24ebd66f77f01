import Foundation
import ZIPFoundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A host app on Rakuten's iOS MiniApp SDK 5.6.1, re-created for the tests: what it asks
/// the registry, how it decodes the answers, where it stores the files it downloads, how
/// it checks their signature, and how it unpacks a zip (`MiniAppClient`,
/// `MiniAppInfoFetcher`, `MetaDataDownloader`, `MiniAppDownloader`, `MiniAppStorage`,
/// `SignatureVerifier`).
///
/// Kept as the SDK behaves, including its weak spots: a download's HTTP status is not
/// checked (an error body would be stored as the file, which is why the registry must
/// never make it download a URL that can fail), and the manifest URL is percent-encoded a
/// second time before it is requested.
struct RakutenHostClient: Sendable {
    let settings: RakutenHostSettings
    /// The app's `Caches` folder: versions land in `MiniApp/<appId>/<versionId>/`.
    let caches: URL

    var requests: RakutenRequests { RakutenRequests(settings: settings) }

    /// A URLSession without caches, like a fresh install.
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        return URLSession(configuration: configuration)
    }()

    // MARK: The read API

    /// `MiniApp.list`: the decoded list.
    func list() async throws -> [RakutenModels.MiniAppInfo] {
        try await decoded([RakutenModels.MiniAppInfo].self, from: requests.list())
    }

    /// `MiniApp.info`: the first entry, or the one of `versionId`.
    func info(miniAppId: String, versionId: String? = nil) async throws -> RakutenModels.MiniAppInfo {
        let all = try await decoded([RakutenModels.MiniAppInfo].self, from: requests.info(miniAppId: miniAppId))
        let chosen = versionId.map { wanted in all.first { $0.version.versionId == wanted } } ?? all.first
        guard let chosen else { throw RakutenSDKError.noPublishedVersion }
        return chosen
    }

    /// `MiniApp.getMiniAppManifest(miniAppId:miniAppVersion:languageCode:)`.
    func metadata(miniAppId: String, versionId: String, languageCode: String) async throws -> RakutenModels.MetaDataResponse {
        try await decoded(RakutenModels.MetaDataResponse.self, from: requests.metadata(appId: miniAppId, versionId: versionId, languageCode: languageCode))
    }

    /// `MiniApp.getMiniAppPreviewInfo(using:)`.
    func previewInfo(code: String) async throws -> RakutenModels.PreviewMiniAppInfo {
        try await decoded(RakutenModels.PreviewMiniAppInfo.self, from: requests.previewCode(code))
    }

    // MARK: Download and install

    /// What an install left behind, for the tests to inspect.
    struct Installed: Sendable {
        /// `Caches/MiniApp/<appId>/<versionId>/`, where the web view opens `index.html`.
        var folder: URL
        /// Each manifest URL, the URL requested for it, and where it was stored.
        var downloads: [(manifestURL: String, requested: String, storedAt: String)]
        /// The signature check's verdict per download.
        var verified: [Bool]
    }

    /// `MiniAppDownloader.verifyAndDownload` for a version not yet on the device.
    func install(miniAppId: String, versionId: String) async throws -> Installed {
        guard let endpoint = settings.baseURL else { throw RakutenSDKError.invalidURL }
        let folder = caches.appendingPathComponent("MiniApp/\(miniAppId)/").appendingPathComponent("\(versionId)/")
        let (body, response) = try await send(requests.manifest(appId: miniAppId, versionId: versionId))
        let manifest = try decode(RakutenModels.ManifestResponse.self, body)
        // Kept only when the answer has both the header and a publicKeyId.
        let signature = response.value(forHTTPHeaderField: "Signature").flatMap { header in manifest.publicKeyId.map { (keyId: $0, value: header) } }
        var installed = Installed(folder: folder, downloads: [], verified: [])
        var publicKeys: [String: String] = [:]
        for url in manifest.manifest {
            guard let requested = RakutenStorageRule.requestedURL(for: url) else { return installed }
            guard let relative = RakutenStorageRule.relativePath(of: url, endpoint: endpoint) else { throw RakutenSDKError.downloadingFailed }
            let destination = folder.appendingPathComponent(relative)
            installed.downloads.append((url, requested, relative))
            if FileManager.default.fileExists(atPath: destination.path) { continue }
            guard let downloadURL = URL(string: requested) else { continue }
            // The status is not looked at: whatever body arrives is the file.
            let (file, _) = try await Self.session.data(for: URLRequest(url: downloadURL))
            var verified = false
            if let signature {
                if publicKeys[signature.keyId] == nil { publicKeys[signature.keyId] = try await publicKey(id: signature.keyId) }
                if let key = publicKeys[signature.keyId] {
                    verified = RakutenSignatureRule.verify(signatureBase64: signature.value, versionId: versionId, file: file, keyBase64: key)
                }
            }
            installed.verified.append(verified)
            if !verified && settings.requireSignatureVerification { throw RakutenSDKError.invalidSignature }
            try save(file, to: destination)
            if RakutenStorageRule.isArchive(destination) {
                try FileManager.default.unzipItem(at: destination, to: folder, skipCRC32: true)
                guard FileManager.default.fileExists(atPath: folder.path + "/index.html") else { throw RakutenSDKError.noRoot }
                try FileManager.default.removeItem(at: destination)
            }
        }
        return installed
    }

    /// The Signature module's key fetch: `keys/{id}`, kept only if its `id` matches.
    private func publicKey(id: String) async throws -> String? {
        let (body, _) = try await Self.session.data(for: requests.publicKey(id: id))
        guard let model = try? JSONDecoder().decode(RakutenModels.KeyModel.self, from: body), model.identifier == id else { return nil }
        return model.key
    }

    /// `MiniAppStorage.save`: make the folder (the file's own path, then removed), copy.
    private func save(_ file: Data, to destination: URL) throws {
        try FileManager.default.createDirectory(atPath: destination.relativePath, withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: destination)
        try file.write(to: destination)
    }

    // MARK: HTTP as `requestDataFromServer` does it

    /// Sends a request; a non-2xx answer becomes the SDK's error (5xx retries left out).
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (body, response) = try await Self.session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw RakutenSDKError.downloadingFailed }
        guard (200...299).contains(http.statusCode) else {
            if [401, 403].contains(http.statusCode) {
                guard let model = try? JSONDecoder().decode(RakutenModels.UnauthorizedData.self, from: body) else {
                    throw RakutenSDKError.unknownServerError(code: http.statusCode)
                }
                throw RakutenSDKError.serverError(code: http.statusCode, message: "\(model.error): \(model.errorDescription)")
            }
            guard let model = try? JSONDecoder().decode(RakutenModels.ErrorData.self, from: body) else {
                throw RakutenSDKError.unknownServerError(code: http.statusCode)
            }
            throw RakutenSDKError.serverError(code: http.statusCode, message: model.message)
        }
        return (body, http)
    }

    private func decoded<T: Decodable>(_ type: T.Type, from request: URLRequest) async throws -> T {
        let (body, _) = try await send(request)
        return try decode(type, body)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ body: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw RakutenSDKError.invalidResponseData("\(error) in \(String(decoding: body.prefix(300), as: UTF8.self))")
        }
    }
}
