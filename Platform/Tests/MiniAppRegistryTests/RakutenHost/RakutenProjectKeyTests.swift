import Foundation
import MiniAppRegistry
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Rakuten's signature covers `versionId + sha256hex(zip)` and nothing of the project, so
/// with one registry-wide key a version of one tenant verifies as another's when it is
/// put in a host's way (an unsigned list answer changed in transit, a shared cache). A
/// project with keys of its own (`miniapp keys rotate --project P`) has its answers signed
/// with them, and its hosts are served no other key: the replay no longer verifies.
@Suite("Rakuten hosts: per-project signing keys")
struct RakutenProjectKeyTests {
    /// What a Rakuten host of `project` does with a manifest answer: fetch the key it
    /// names (with its own `apiKey`) and check the zip against the signature.
    static func verifies(
        _ answer: (body: Data, signature: String), versionId: String, zip: Data, as host: RakutenHostClient
    ) async throws -> Bool {
        let manifest = try JSONDecoder().decode(RakutenModels.ManifestResponse.self, from: answer.body)
        let keyId = try #require(manifest.publicKeyId)
        let (body, response) = try await RakutenHostClient.session.data(for: host.requests.publicKey(id: keyId))
        guard (response as? HTTPURLResponse)?.statusCode == 200,
              let key = try? JSONDecoder().decode(RakutenModels.KeyModel.self, from: body), key.identifier == keyId else { return false }
        return RakutenSignatureRule.verify(signatureBase64: answer.signature, versionId: versionId, file: zip, keyBase64: key.key)
    }

    @Test("another tenant's version verifies for a host only until its project has a key of its own", arguments: TestBackend.available)
    func crossProjectReplay(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let operations = RegistryOperations.forTests(registry)
            let other = try await operations.createProject(id: "other", name: "Another tenant", by: .commandLine)
            let otherToken = try await operations.createPublisherToken(project: "other", label: "tenant", by: .commandLine)
            let upload = try await registry.http.send(
                "POST", "publish/projects/other/apps/hello/versions?publish=true",
                headers: ["Authorization": "Bearer \(otherToken)"], body: try BundleZip.minimal(["evil.txt": "not demo's"]).data())
            let foreignVersion = try #require(upload.object["versionId"] as? String)
            let endpoint = "http://127.0.0.1:\(registry.server.port)/"
            func host(_ project: String, _ key: String) -> RakutenHostClient {
                RakutenHostClient(
                    settings: RakutenHostSettings(endpoint: endpoint, projectId: project, subscriptionKey: key, isPreviewMode: false),
                    caches: FileManager.default.temporaryDirectory.appendingPathComponent("rakuten-\(UUID().uuidString)"))
            }
            let demoHost = host("demo", registry.project.subscriptionKey)
            let otherHost = host("other", other.subscriptionKey)

            // The other tenant's signed answer and zip, as anyone on the way could keep them.
            func captured(_ version: String, app: String, by client: RakutenHostClient) async throws -> (answer: (body: Data, signature: String), zip: Data) {
                let (body, response) = try await client.send(client.requests.manifest(appId: app, versionId: version))
                let manifest = try JSONDecoder().decode(RakutenModels.ManifestResponse.self, from: body)
                let zip = try await registry.http.get(try #require(manifest.manifest.first))
                return ((body, try #require(response.value(forHTTPHeaderField: "Signature"))), zip.body)
            }
            let foreign = try await captured(foreignVersion, app: "hello", by: otherHost)
            #expect(try await Self.verifies(foreign.answer, versionId: foreignVersion, zip: foreign.zip, as: demoHost),
                    "with one registry-wide key the replay verifies: the test would not see the fix")

            let demoKey = try await operations.rotateSigningKey(project: "demo", by: .commandLine)
            #expect(demoKey.projectId == "demo" && demoKey.active)
            #expect(try await !Self.verifies(foreign.answer, versionId: foreignVersion, zip: foreign.zip, as: demoHost),
                    "another project's version still verifies for demo's hosts")
            // The other tenant's hosts go on verifying their own versions with the registry-wide key.
            #expect(try await Self.verifies(foreign.answer, versionId: foreignVersion, zip: foreign.zip, as: otherHost))

            // demo's own versions are signed with its key, which only its hosts are served.
            let own = try await registry.uploadVersion(.minimal(["own.txt": "demo's"]), query: "publish=true")
            try await Task.sleep(for: .seconds(2.1))  // the signer re-reads the active key every two seconds
            let mine = try await captured(own, app: "hello", by: demoHost)
            #expect(try JSONDecoder().decode(RakutenModels.ManifestResponse.self, from: mine.answer.body).publicKeyId == demoKey.id)
            #expect(try await Self.verifies(mine.answer, versionId: own, zip: mine.zip, as: demoHost))
            #expect(try await !Self.verifies(mine.answer, versionId: own, zip: mine.zip, as: otherHost))
            let anonymous = try await registry.http.get("keys/\(demoKey.id)")
            #expect(anonymous.status == 404)
            let audit = try await registry.store.auditEntries(project: "demo")
            #expect(audit.contains { $0.action == "signingKey.rotate" && $0.detail.contains(demoKey.id) })
        }
    }
}
