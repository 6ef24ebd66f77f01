import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MiniAppKit
import MiniAppPlatformClient

/// (b): installs the latest version of a mini app through ``MiniAppClient`` and prints
/// one JSON line saying what crossed the wire.
///
/// File bytes are the client's own count (``InstallProgress/bytesCompleted``: bodies
/// of the files it downloaded). The JSON answers an install reads (info, metadata and
/// the signed manifest) are fetched once more here to count their bodies; HTTP headers
/// are not counted on either side.
enum PlatformUpdateCase {
    struct Result: Encodable {
        var versionId: String
        var bundleFiles: Int
        var bundleBytes: Int
        var downloadedFiles: Int
        var downloadedFileBytes: Int
        var reusedFiles: Int
        var infoBytes: Int
        var metadataBytes: Int
        var manifestBytes: Int
        var seconds: Double
    }

    static func run(_ options: PlatformOptions) async throws -> Result {
        let client = try MiniAppClient(config: options.config)
        let start = ContinuousClock.now
        let operation = await client.installing(appId: options.appId)
        var last = InstallProgress(phase: .resolving)
        for await event in operation.progress { last = event }
        let installed = try await operation.value
        let elapsed = ContinuousClock.now - start
        let versionId = installed.info.version.versionId

        var bundleFiles = 0, bundleBytes = 0
        let files = FileManager.default.enumerator(at: installed.directory, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
        while let url = files?.nextObject() as? URL {
            let values = try url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
            guard values.isRegularFile == true else { continue }
            bundleFiles += 1
            bundleBytes += values.fileSize ?? 0
        }
        let version = "host/\(options.config.projectId)/miniapp/\(options.appId)/version/\(versionId)"
        return Result(
            versionId: versionId, bundleFiles: bundleFiles, bundleBytes: bundleBytes,
            downloadedFiles: last.filesCompleted, downloadedFileBytes: last.bytesCompleted, reusedFiles: last.reusedFiles,
            infoBytes: try await bodySize(options, "host/\(options.config.projectId)/miniapps?miniAppId=\(options.appId)"),
            metadataBytes: try await bodySize(options, version + "/metadata"),
            manifestBytes: try await bodySize(options, version + "/manifest"),
            seconds: elapsed.seconds
        )
    }

    /// The body size of one API answer, fetched with the platform's key and the `Accept`
    /// the client sends (which asks for the per-file manifest answer the client reads,
    /// not the zip answer Rakuten's SDK gets).
    private static func bodySize(_ options: PlatformOptions, _ path: String) async throws -> Int {
        guard let url = URL(string: path, relativeTo: options.config.baseUrl) else { throw BenchmarkError("bad path \(path)") }
        var request = URLRequest(url: url)
        request.setValue("ras-\(options.config.subscriptionKey)", forHTTPHeaderField: "apiKey")
        request.setValue("application/vnd.miniappkit.manifest+json, application/json", forHTTPHeaderField: "Accept")
        let (body, response) = try await URLSession.shared.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw BenchmarkError("\(path): not 200") }
        return body.count
    }
}
