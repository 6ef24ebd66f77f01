import Foundation
import MiniAppKit
import MiniAppPlatformClient
import MiniAppRegistry
import Testing

/// List and info answers are not signed, so a man in the middle could offer any
/// validly signed version as the latest: the client refuses one older than what it has
/// installed unless the host asks for it by id.
@Suite("Platform client refuses replayed versions", .serialized)
struct ClientReplayTests {
    @Test func anOlderVersionOfferedAsTheLatestIsRefusedUnlessAskedForById() async throws {
        try await ClientEndToEndTests.withRegistry { registry, storage in
            let v1 = try await registry.uploadVersion(.minimal(["a.txt": "one"]), query: "publish=true")
            let client = try await ClientEndToEndTests.client(registry, storage: storage)
            #expect(try await client.install(appId: "hello").info.version.versionId == v1)
            let v2 = try await registry.uploadVersion(.minimal(["a.txt": "two"]), query: "publish=true")
            #expect(try await client.install(appId: "hello").info.version.versionId == v2)

            // The platform now offers v1 as the latest (here a real rollback; a replay looks the same).
            #expect(try await registry.publishing("rollback").status == 200)
            #expect(try await client.info(appId: "hello").version.versionId == v1)
            await #expect(throws: MASDKError.olderThanInstalled(offered: v1, installed: v2)) {
                try await client.install(appId: "hello")
            }
            // The host that wants the rollback asks for the version.
            let rolledBack = try await client.install(appId: "hello", versionId: v1)
            #expect(rolledBack.info.version.versionId == v1)
            #expect(try ClientEndToEndTests.text(rolledBack, "a.txt") == "one")
        }
    }
}
