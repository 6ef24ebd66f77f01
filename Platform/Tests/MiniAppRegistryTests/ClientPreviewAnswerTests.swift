import Foundation
import MiniAppKit
import MiniAppPlatformClient
import MiniAppRegistry
import Testing

/// Issue 29, defect 2: a withdrawn version came back. The preview manifest path, which
/// any holder of the project's subscription key reads, signed any version without a
/// `publication`, and a client that had already seen publication 4 after a real rollback
/// took such an answer, by its upload time, as newer: a replaying proxy made the
/// withdrawn v3 current again. Preview answers are now signed as such (`purpose:
/// preview`), and installs and updates take only release answers, which carry a
/// publication (docs/PLATFORM.md, "Update security").
@Suite("Platform client refuses preview answers offered to installs (issue 29, defect 2)", .serialized)
struct ClientPreviewAnswerTests {
    /// A client behind a man in the middle that, once `offered` names a version, lists it
    /// as the latest and answers its manifest requests from the preview path.
    static func client(_ registry: TestRegistry, offered: Offered, storage: URL) async throws -> (MiniAppClient, MITMServer) {
        let mitm = try MITMServer(registryPort: registry.server.port, rewrite: { target in
            guard let version = offered.version else { return target }
            return target.replacingOccurrences(of: "/version/\(version)/manifest", with: "/version/\(version)/preview/manifest")
        }, edit: { target, body in
            guard target.contains("/miniapps?miniAppId=hello"), let version = offered.version else { return body }
            return body.replacingOccurrences(of: #""versionId":"[0-9a-f-]+""#, with: #""versionId":"\#(version)""#, options: .regularExpression)
        })
        let client = try await ClientEndToEndTests.client(registry, through: mitm, storage: storage)
        return (client, mitm)
    }

    @Test func aWithdrawnVersionsPreviewAnswerReplayedAfterARollbackIsRefused() async throws {
        try await ClientEndToEndTests.withRegistry { registry, storage in
            let v1 = try await registry.uploadVersion(.minimal(["a.txt": "one"]), query: "publish=true")
            let v2 = try await registry.uploadVersion(.minimal(["a.txt": "two"]), query: "publish=true")
            let v3 = try await registry.uploadVersion(.minimal(["a.txt": "three"]), query: "publish=true")
            let offered = Offered()
            let (client, mitm) = try await Self.client(registry, offered: offered, storage: storage)
            defer { mitm.stop() }
            #expect(try await client.install(appId: "hello").info.version.versionId == v3)
            try await client.launchSucceeded(appId: "hello", versionId: v3)

            // A real rollback: v3 is withdrawn, v2 published again as publication 4.
            #expect(try await registry.publishing("rollback").status == 200)
            #expect(try await client.install(appId: "hello").info.version.versionId == v2)

            // The proxy offers v3 again, with the answer the preview path signs for it.
            offered.version = v3
            await #expect(throws: MASDKError.signedForAnotherPurpose(expected: "release", received: "preview")) {
                try await client.install(appId: "hello")
            }
            #expect(client.installed(appId: "hello")?.info.version.versionId == v2)
            let pointer = try String(contentsOf: storage.appendingPathComponent("miniapps/hello/current.json"), encoding: .utf8)
            #expect(pointer.contains(#""current":"\#(v2)""#), "\(pointer)")
            // Asked for by id, too (v1, no longer on this device): no install path takes a
            // preview answer.
            offered.version = v1
            await #expect(throws: MASDKError.signedForAnotherPurpose(expected: "release", received: "preview")) {
                try await client.install(appId: "hello", versionId: v1)
            }
            let text = MASDKError.signedForAnotherPurpose(expected: "release", received: "preview").localizedDescription
            #expect(text.contains("signed for preview, not release") && text.contains("no install or update"), "\(text)")

            // Without the proxy, the registry's own answers keep v2.
            offered.version = nil
            #expect(try await client.install(appId: "hello").info.version.versionId == v2)
        }
    }

    @Test func thePreviewFlowStillInstallsAWithdrawnVersionApartFromThePublishedOne() async throws {
        try await ClientEndToEndTests.withRegistry { registry, storage in
            let v1 = try await registry.uploadVersion(.minimal(["a.txt": "one"]), query: "publish=true")
            let v2 = try await registry.uploadVersion(.minimal(["a.txt": "two"]), query: "publish=true")
            let draft = try await registry.uploadVersion(.minimal(["a.txt": "draft"]))
            let client = try await ClientEndToEndTests.client(registry, storage: storage)
            #expect(try await client.install(appId: "hello").info.version.versionId == v2)
            #expect(try await registry.publishing("rollback").status == 200)
            #expect(try await client.install(appId: "hello").info.version.versionId == v1)

            // A tester opens the withdrawn v2 and the draft by their preview codes, as
            // `miniapp open --preview` does: preview mode, in a storage of its own.
            let key = try #require(try await registry.store.activeKey())
            let tester = try MiniAppClient(config: MiniAppSdkConfig(
                baseUrl: registry.http.base, projectId: "demo", subscriptionKey: registry.project.subscriptionKey, isPreviewMode: true,
                pinnedKeys: [try #require(PinnedKey(id: key.id, ecKey: key.publicKeyX963))],
                storageDirectory: storage.appendingPathComponent("preview", isDirectory: true)
            ))
            for (version, text) in [(v2, "two"), (draft, "draft")] {
                let code = try #require(try await registry.publishing("preview-codes", json: #"{"versionId":"\#(version)"}"#).object["code"] as? String)
                let info = try await tester.previewCode(code)
                let previewed = try await tester.install(appId: info.id, versionId: info.version.versionId)
                #expect(previewed.info.version.versionId == version && !previewed.isOffline)
                #expect(try ClientEndToEndTests.text(previewed, "a.txt") == text)
            }
            // The published copy is untouched.
            #expect(client.installed(appId: "hello")?.info.version.versionId == v1)
            #expect(try await client.install(appId: "hello").info.version.versionId == v1)
        }
    }
}
