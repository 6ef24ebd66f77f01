import Foundation
import MiniAppKit
import MiniAppPlatformClient
import MiniAppRegistry
import Testing

/// List and info answers are not signed, so a man in the middle could offer any validly
/// signed version as the latest. The signed manifest answer carries the version's
/// publication, a number only the registry's key advances: a rollback is a newer
/// publication of an older version and reaches every client, while an answer with an
/// older publication than the client has installed is refused unless the host asks for
/// the version by id (docs/PLATFORM.md, "Publications").
@Suite("Platform client: rollbacks install, replays are refused", .serialized)
struct ClientReplayTests {
    /// A client whose platform is a man in the middle that lists `version` as the latest
    /// of `hello`, in place of whatever the registry lists, and answers that version's
    /// manifest requests with the signed answer it saw for it earlier (a fresh one names
    /// the app's current version as `latest`, which the client would follow); every other
    /// answer passes through unchanged.
    static func client(offering version: @escaping @Sendable () -> String?, _ registry: TestRegistry, storage: URL) async throws -> (MiniAppClient, MITMServer) {
        let mitm = try MITMServer(registryPort: registry.server.port, rewrite: { $0 }, edit: { target, body in
            guard target.contains("/miniapps?miniAppId=hello"), let version = version() else { return body }
            return body.replacingOccurrences(of: #""versionId":"[0-9a-f-]+""#, with: #""versionId":"\#(version)""#, options: .regularExpression)
        }, replay: { target in
            version().map { target.hasSuffix("/version/\($0)/manifest") } ?? false
        })
        let client = try await ClientEndToEndTests.client(registry, through: mitm, storage: storage)
        return (client, mitm)
    }

    @Test func aRollbackReachesAClientThatHadTheNewerVersion() async throws {
        try await ClientEndToEndTests.withRegistry { registry, storage in
            let v1 = try await registry.uploadVersion(.minimal(["a.txt": "one"]), query: "publish=true")
            let client = try await ClientEndToEndTests.client(registry, storage: storage)
            #expect(try await client.install(appId: "hello").info.version.versionId == v1)
            try await client.launchSucceeded(appId: "hello", versionId: v1)
            let v2 = try await registry.uploadVersion(.minimal(["a.txt": "two"]), query: "publish=true")
            #expect(try await client.install(appId: "hello").info.version.versionId == v2)
            // v2 launched: v1 is deleted from this device, so the rollback downloads it.
            try await client.launchSucceeded(appId: "hello", versionId: v2)

            // The publisher rolls back: v1 is published again, as a newer publication.
            #expect(try await registry.publishing("rollback").status == 200)
            let rolledBack = try await client.install(appId: "hello")
            #expect(!rolledBack.isOffline, "the registry answered")
            #expect(rolledBack.info.version.versionId == v1)
            #expect(try ClientEndToEndTests.text(rolledBack, "a.txt") == "one")
            #expect(client.installed(appId: "hello")?.info.version.versionId == v1)

            // Offline, the device opens what it now holds: the rolled-back version.
            let offline = try await ClientEndToEndTests.client(registry, storage: storage, port: 1)
            let cached = try await offline.install(appId: "hello")
            #expect(cached.isOffline && cached.info.version.versionId == v1)
        }
    }

    @Test func aRollbackToAVersionStillOnTheDeviceIsAcceptedFromItsSignedAnswer() async throws {
        try await ClientEndToEndTests.withRegistry { registry, storage in
            let v1 = try await registry.uploadVersion(.minimal(["a.txt": "one"]), query: "publish=true")
            let client = try await ClientEndToEndTests.client(registry, storage: storage)
            _ = try await client.install(appId: "hello")
            let v2 = try await registry.uploadVersion(.minimal(["a.txt": "two"]), query: "publish=true")
            // v2 has not launched yet, so v1 stays on disk as the previous version.
            #expect(try await client.install(appId: "hello").info.version.versionId == v2)
            #expect(try await registry.publishing("rollback").status == 200)
            let rolledBack = try await client.install(appId: "hello")
            #expect(rolledBack.info.version.versionId == v1)
            #expect(try ClientEndToEndTests.text(rolledBack, "a.txt") == "one")
        }
    }

    @Test func anOlderPublicationOfferedAsTheLatestIsRefusedUnlessAskedForById() async throws {
        try await ClientEndToEndTests.withRegistry { registry, storage in
            let v1 = try await registry.uploadVersion(.minimal(["a.txt": "one"]), query: "publish=true")
            let offered = Offered()
            let (client, mitm) = try await Self.client(offering: { offered.version }, registry, storage: storage)
            defer { mitm.stop() }
            #expect(try await client.install(appId: "hello").info.version.versionId == v1)
            try await client.launchSucceeded(appId: "hello", versionId: v1)
            let v2 = try await registry.uploadVersion(.minimal(["a.txt": "two"]), query: "publish=true")
            #expect(try await client.install(appId: "hello").info.version.versionId == v2)
            try await client.launchSucceeded(appId: "hello", versionId: v2)

            // The man in the middle lists v1 as the latest, with the signed answer it saw
            // for v1 before v2 was published (within its expiry): v1's first publication
            // (1), older than v2's (2), which this device has installed.
            offered.version = v1
            #expect(try await client.info(appId: "hello").version.versionId == v1)
            await #expect(throws: MASDKError.replayedPublication(offered: v1, publication: 1, seen: 2)) {
                try await client.install(appId: "hello")
            }
            #expect(client.installed(appId: "hello")?.info.version.versionId == v2)
            let text = MASDKError.replayedPublication(offered: v1, publication: 1, seen: 2).localizedDescription
            #expect(text.contains("publication 1") && text.contains("publication 2") && text.contains("by id"), "\(text)")

            // The host that wants it asks for it by id, or by its tag.
            let chosen = try await client.install(appId: "hello", versionId: v1)
            #expect(chosen.info.version.versionId == v1)
            #expect(try ClientEndToEndTests.text(chosen, "a.txt") == "one")
            // Installing an older version by id does not lower what the device has seen.
            offered.version = nil
            #expect(try await client.install(appId: "hello").info.version.versionId == v2)
            offered.version = v1
            await #expect(throws: MASDKError.replayedPublication(offered: v1, publication: 1, seen: 2)) {
                try await client.install(appId: "hello")
            }
        }
    }

    @Test func aVersionIsChosenByItsTagAndAnUnknownOneIsNamedPlainly() async throws {
        try await ClientEndToEndTests.withRegistry { registry, storage in
            let v1 = try await registry.uploadVersion(.minimal(["a.txt": "one"]), query: "publish=true&versionTag=1.0.0")
            let v2 = try await registry.uploadVersion(.minimal(["a.txt": "two"]), query: "publish=true&versionTag=2.0.0")
            let draft = try await registry.uploadVersion(.minimal(["a.txt": "three"]), query: "versionTag=3.0.0")
            let client = try await ClientEndToEndTests.client(registry, storage: storage)
            let byTag = try await client.install(appId: "hello", versionId: "1.0.0")
            #expect(byTag.info.version.versionId == v1 && byTag.info.version.versionTag == "1.0.0")
            #expect(byTag.identity.versionTag == "1.0.0")
            #expect(try await client.install(appId: "hello", versionId: v2).identity.versionTag == "2.0.0")

            let unknown = await #expect(throws: MASDKError.self) { try await client.install(appId: "hello", versionId: "9.9.9") }
            guard case .versionNotFound(let app, let asked, let versions) = unknown else {
                Issue.record("expected versionNotFound, got \(String(describing: unknown))")
                return
            }
            #expect(app == "hello" && asked == "9.9.9")
            #expect(Set(versions) == ["3.0.0 (\(draft))", "2.0.0 (\(v2))", "1.0.0 (\(v1))"])
            let text = MASDKError.versionNotFound(appId: "hello", version: "9.9.9", versions: ["1.0.0 (x)"]).localizedDescription
            #expect(text == "no version 9.9.9 of hello; versions: 1.0.0 (x)")
            // A draft is found, but the normal paths do not serve it.
            await #expect(throws: MASDKError.versionNotPublished(appId: "hello", version: draft)) {
                try await client.install(appId: "hello", versionId: "3.0.0")
            }
        }
    }
}

/// The version the man in the middle offers, changed as a test goes.
final class Offered: @unchecked Sendable {
    private let lock = NSLock()
    private var value: String?
    var version: String? {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
