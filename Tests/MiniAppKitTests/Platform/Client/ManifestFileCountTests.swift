import Foundation
import MiniAppBundle
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// No registry publishes a version of more than `BundleLimits.defaultMaxFiles` files, so
/// a file list of more is refused before anything is downloaded (issue 18, defect 14:
/// a list of 100,000 files was installed).
@Suite struct ManifestFileCountTests {
    static let digest = String(repeating: "a", count: 64)

    static func body(files count: Int, base: String = "https://r.example/") -> String {
        let files = (0..<count).map { #"{"path":"f\#($0).txt","size":1,"sha256":"\#(digest)"}"# }
        let urls = (0..<count).map { "\"\(base)map-published/a/v1/f\($0).txt\"" }
        return #"{"manifest":[\#(urls.joined(separator: ","))],"versionId":"v1","files":[\#(files.joined(separator: ","))]}"#
    }

    @Test func aListOfAsManyFilesAsARegistryAllowsVerifies() throws {
        let verifier = try ManifestVerifier(pinned: [], allowUnsigned: true)
        let list = try verifier.verify(
            body: Data(Self.body(files: BundleLimits.defaultMaxFiles).utf8), signature: nil, versionId: "v1", projectId: "p", appId: "a")
        #expect(list.files.count == BundleLimits.defaultMaxFiles)
    }

    @Test func aListOfMoreFilesThanARegistryAllowsIsRefused() throws {
        let verifier = try ManifestVerifier(pinned: [], allowUnsigned: true)
        #expect {
            try verifier.verify(
                body: Data(Self.body(files: BundleLimits.defaultMaxFiles + 1).utf8), signature: nil, versionId: "v1", projectId: "p", appId: "a")
        } throws: { error in
            guard case MASDKError.unknownError(_, _, let text)? = error as? MASDKError else { return false }
            return text.contains("names 10001 files; a registry publishes at most 10000")
        }
    }

    @Test(.timeLimit(.minutes(1))) func anInstallOf100000FilesDownloadsNothing() async throws {
        let server = try ScriptedHTTPServer([])
        defer { server.stop() }
        let base = try #require(server.url)
        server.replace([
            .init(status: 200, body: #"[{"id":"a","displayName":"A","icon":"","version":{"versionTag":"1","versionId":"v1"},"promotionalImageUrl":"","promotionalText":""}]"#),
            .init(status: 200, body: Self.body(files: 100_000, base: base.absoluteString)),
            .init(status: 200, body: #"{"bundleManifest":{"reqPermissions":[],"optPermissions":[],"accessTokenPermissions":[],"customMetaData":{}}}"#),
            .init(status: 200, body: "x"),
        ])
        let client = try MiniAppClient(config: MiniAppSdkConfig(
            baseUrl: base, projectId: "demo", subscriptionKey: "KEY", allowUnsignedManifests: true,
            storageDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("file-count-\(UUID().uuidString)"),
            retryPolicy: RetryPolicy(maxAttempts: 1), requestTimeout: 5))
        await #expect(throws: MASDKError.self) { try await client.install(appId: "a") }
        // The list and the signed answer, refused before the metadata and any file.
        #expect(server.requests.count == 2)
        #expect(!server.requests.contains { $0.hasPrefix("GET /map-published/") })
        #expect(client.installed(appId: "a") == nil)
    }
}
