import Foundation
import Logging
import Testing
@testable import MiniAppRegistry

/// A key rotated from a folder other than a server's: where the database shares private
/// keys, the new one goes there whatever the rotating command was told; where it does not,
/// the server that cannot sign says so in its log and tells the client one fixed sentence.
@Suite struct KeyRotationClusterTests {
    @Test("a rotation without --blob-store postgres still shares the private key when the database already does", arguments: TestBackend.available)
    func sharesWhenTheDatabaseDoes(backend: TestBackend) async throws {
        let place = try await TestRegistry.Place.fresh(backend)
        let registry = try await TestRegistry.start(at: place, storesFilesInDatabase: true)
        defer { Task { try? await registry.stop() } }
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("rotate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        // As `miniapp keys rotate --data elsewhere` on another machine, without `--blob-store postgres`.
        let keys = SigningKeys(store: registry.store, vault: KeyVault(directory: elsewhere), sharesPrivateKeys: false)
        let rotated = try await keys.rotate()
        #expect(try await registry.store.keySecret(id: rotated.id) != nil, "the new active key's private half is not in the database")
        let version = try await registry.uploadVersion(query: "publish=true")
        let manifest = try await registry.http.get("host/demo/miniapp/hello/version/\(version)/manifest", headers: registry.apiKey)
        #expect(manifest.status == 200, "\(manifest.status): \(String(decoding: manifest.body, as: UTF8.self))")
        #expect(manifest.object["publicKeyId"] as? String == rotated.id)
    }

    @Test("a server without the active key's private half logs why and answers a fixed sentence")
    func internalErrorsGoToTheLog() async throws {
        let lines = LogLines()
        var logger = Logger(label: "registry-test") { _ in lines.handler() }
        logger.logLevel = .info
        try await TestRegistry.withServer(logger: logger) { server, place in
            let store = RegistryStore(database: server.database)
            let project = try await store.write { try await $0.createProject(id: "demo", name: "Demo") }
            let elsewhere = place.data.appendingPathComponent("other-machine-keys")
            _ = try await SigningKeys(store: store, vault: KeyVault(directory: elsewhere)).rotate()
            let http = HTTPProbe(base: try #require(URL(string: "http://127.0.0.1:\(server.port)/")))
            let answer = try await http.get("host/demo/miniapps", headers: ["apiKey": "ras-\(project.subscriptionKey)"])
            #expect(answer.status == 200)
            let token = try await store.write { try await $0.createPublisherToken(project: "demo", label: "t") }
            let upload = try await http.send("POST", "publish/projects/demo/apps/hello/versions?publish=true",
                                             headers: ["Authorization": "Bearer \(token)"], body: try BundleZip.minimal().data())
            let version = try #require(upload.object["versionId"] as? String)
            let manifest = try await http.get("host/demo/miniapp/hello/version/\(version)/manifest", headers: ["apiKey": "ras-\(project.subscriptionKey)"])
            let body = String(decoding: manifest.body, as: UTF8.self)
            #expect(manifest.status == 500)
            #expect(!body.contains(place.data.path) && !body.contains("private key"), "an internal detail reached the client: \(body)")
            #expect(body.contains("its log has the details"))
            #expect(lines.all.contains { $0.contains("private key file") }, "the cause is not in the server's log: \(lines.all)")
        }
    }
}
