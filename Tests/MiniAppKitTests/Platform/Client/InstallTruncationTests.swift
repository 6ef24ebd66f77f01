import Foundation
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// A download cut short fails the install, every time, instead of leaving it waiting
/// (several files download at once, and one failure cancels the others).
@Suite struct InstallTruncationTests {
    @Test(.timeLimit(.minutes(1))) func aTruncatedFileFailsTheInstallEveryTime() async throws {
        let content = String(repeating: "z", count: 1_000)
        let sha = ContentStore.sha256(of: Data(content.utf8))
        let files = (0..<6).map { #"{"path":"f\#($0).txt","size":1000,"sha256":"\#(sha)"}"# }
        for _ in 0..<10 {
            let server = try ScriptedHTTPServer([])
            defer { server.stop() }
            let base = try #require(server.url)
            let urls = (0..<6).map { "\"\(base.absoluteString)map-published/a/v1/f\($0).txt\"" }
            server.replace([
                .init(status: 200, body: #"[{"id":"a","displayName":"A","icon":"","version":{"versionTag":"1","versionId":"v1"},"promotionalImageUrl":"","promotionalText":""}]"#),
                .init(status: 200, body: #"{"manifest":[\#(urls.joined(separator: ","))],"versionId":"v1","files":[\#(files.joined(separator: ","))],\#(ScriptedHTTPServer.releaseMembers(versionId: "v1"))}"#),
                .init(status: 200, body: #"{"bundleManifest":{"reqPermissions":[],"optPermissions":[],"accessTokenPermissions":[],"customMetaData":{}}}"#),
                // Every file: a tenth of what its Content-Length announces, then the connection closes.
                .init(status: 200, body: String(content.prefix(100)), declaredLength: 1_000),
            ])
            let client = try MiniAppClient(config: MiniAppSdkConfig(
                baseUrl: base, projectId: "demo", subscriptionKey: "KEY", allowUnsignedManifests: true,
                storageDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("truncation-\(UUID().uuidString)"),
                retryPolicy: RetryPolicy(maxAttempts: 1, baseDelay: .milliseconds(10)), requestTimeout: 5))
            let error = await #expect(throws: (any Error).self) { try await client.install(appId: "a") }
            // It failed on the files, not before them.
            #expect(server.requests.contains { $0.hasPrefix("GET /map-published/a/v1/") }, "\(String(describing: error)): \(server.requests)")
        }
    }
}
