import Foundation
import MiniAppKit
import MiniAppPlatformClient
import MiniAppRegistry
import Testing

/// Issue 29, defect 6: updates could be frozen. Signed answers carried no signing time or
/// expiry, and a client whose installed version the list named asked for no signed
/// answer at all: a proxy replaying yesterday's list and manifest kept it on v2,
/// reporting it up to date, while v3 was published (TUF's freeze attack). Signed answers
/// now carry `signedAt` and `expiresAt`, which the client checks at every update, and the
/// app's `latest` version, which wins over the unsigned list (docs/PLATFORM.md, "Update
/// security").
@Suite("Platform client notices frozen updates (issue 29, defect 6)", .serialized)
struct ClientFreezeTests {
    /// A client behind a man in the middle that, while `replaying` is on, answers the info
    /// request (and, with `manifests`, the manifest requests) with the answers it forwarded
    /// earlier. The registry's answers expire a second after they are signed, and the
    /// client allows no clock skew, so "yesterday" is two seconds ago.
    static func client(
        _ registry: TestRegistry, replaying: Switch, manifests: Bool, storage: URL
    ) async throws -> (MiniAppClient, MITMServer) {
        let mitm = try MITMServer(registryPort: registry.server.port, replay: { target in
            replaying.isOn && (target.contains("/miniapps?miniAppId=hello") || (manifests && target.hasSuffix("/manifest")))
        })
        let client = try await ClientEndToEndTests.client(registry, through: mitm, storage: storage, clockSkewTolerance: 0)
        return (client, mitm)
    }

    @Test func yesterdaysListAndManifestReplayedLaunchTheInstalledVersionSayingTheAnswersExpired() async throws {
        let storage = ClientEndToEndTests.storage()
        defer { try? FileManager.default.removeItem(at: storage) }
        try await TestRegistry.with(.sqlite, signedAnswerExpiry: .seconds(1)) { registry in
            let v2 = try await registry.uploadVersion(.minimal(["a.txt": "two"]), query: "publish=true")
            let replaying = Switch()
            let (client, mitm) = try await Self.client(registry, replaying: replaying, manifests: true, storage: storage)
            defer { mitm.stop() }
            // "Yesterday": the proxy records the list and v2's signed answer on the way.
            let installed = try await client.install(appId: "hello")
            #expect(installed.info.version.versionId == v2 && !installed.isOffline)

            let v3 = try await registry.uploadVersion(.minimal(["a.txt": "three"]), query: "publish=true")
            try await Task.sleep(for: .seconds(2))
            replaying.isOn = true
            let frozen = try await client.install(appId: "hello")
            #expect(frozen.info.version.versionId == v2, "the installed version still launches")
            #expect(frozen.isOffline, "a replayed answer must not say the installed version is the latest")
            guard case .signedAnswerExpired(let app, let signedAt, let expiresAt, let checkedAt) = frozen.offlineReason else {
                Issue.record("expected signedAnswerExpired, got \(String(describing: frozen.offlineReason))")
                return
            }
            #expect(app == "hello" && signedAt < expiresAt && expiresAt < checkedAt)
            let text = try #require(frozen.offlineReason?.localizedDescription)
            #expect(text.contains("expired at") && text.contains("replays old answers") && text.contains("clock is wrong"), "\(text)")

            // Once the proxy stops replaying, v3 installs.
            replaying.isOn = false
            let updated = try await client.install(appId: "hello")
            #expect(updated.info.version.versionId == v3 && !updated.isOffline && updated.offlineReason == nil)
        }
    }

    @Test func aReplayedListCannotHoldTheClientBackWhileTheSignedAnswersAreFresh() async throws {
        let storage = ClientEndToEndTests.storage()
        defer { try? FileManager.default.removeItem(at: storage) }
        try await TestRegistry.with(.sqlite) { registry in
            let v2 = try await registry.uploadVersion(.minimal(["a.txt": "two"]), query: "publish=true&versionTag=2.0.0")
            let replaying = Switch()
            let (client, mitm) = try await Self.client(registry, replaying: replaying, manifests: false, storage: storage)
            defer { mitm.stop() }
            #expect(try await client.install(appId: "hello").info.version.versionId == v2)

            // The list still says v2; v2's signed answer, fetched fresh, names v3 as the latest.
            let v3 = try await registry.uploadVersion(.minimal(["a.txt": "three"]), query: "publish=true&versionTag=3.0.0")
            replaying.isOn = true
            let updated = try await client.install(appId: "hello")
            #expect(updated.info.version.versionId == v3 && !updated.isOffline)
            #expect(try ClientEndToEndTests.text(updated, "a.txt") == "three")
        }
    }

    @Test func aDeviceWithNothingInstalledGetsTheExpiryAsItsError() async throws {
        let storage = ClientEndToEndTests.storage()
        defer { try? FileManager.default.removeItem(at: storage) }
        try await TestRegistry.with(.sqlite, signedAnswerExpiry: .seconds(1)) { registry in
            _ = try await registry.uploadVersion(.minimal(["a.txt": "two"]), query: "publish=true")
            let replaying = Switch()
            let (client, mitm) = try await Self.client(registry, replaying: replaying, manifests: true, storage: storage)
            defer { mitm.stop() }
            _ = try await client.install(appId: "hello")
            try await Task.sleep(for: .seconds(2))
            // Another device behind the same proxy, with nothing installed yet.
            let fresh = ClientEndToEndTests.storage()
            defer { try? FileManager.default.removeItem(at: fresh) }
            let newcomer = try await ClientEndToEndTests.client(registry, through: mitm, storage: fresh, clockSkewTolerance: 0)
            replaying.isOn = true
            let error = await #expect(throws: MASDKError.self) { try await newcomer.install(appId: "hello") }
            #expect(error?.isStaleAnswer == true, "\(String(describing: error))")
            #expect(newcomer.installed(appId: "hello") == nil)
        }
    }
}

/// A switch a test flips while a proxy reads it from its threads.
final class Switch: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isOn: Bool {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
