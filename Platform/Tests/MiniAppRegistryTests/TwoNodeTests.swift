import Foundation
import Logging
import MiniAppRegistry
import Testing

/// Two `miniapp serve` processes, each with its own data folder, over one PostgreSQL
/// database with `--blob-store postgres`: they share every version, file, zip and key
/// without sharing a disk.
@Suite("Two servers over one PostgreSQL")
struct TwoNodeTests {
    @Test("publish through A, install through B; a key rotated elsewhere signs on B; a node killed mid-publish leaves nothing", .enabled(if: TestBackend.postgresURL != nil))
    func sharedNothingButTheDatabase() async throws {
        let databaseURL = try #require(try await TestBackend.postgres.freshDatabaseURL())
        let folders = (0..<3).map { FileManager.default.temporaryDirectory.appendingPathComponent("two-node-\($0)-\(UUID().uuidString)") }
        for folder in folders { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let places = folders.map { TestRegistry.Place(backend: .postgres, data: $0, databaseURL: databaseURL) }
        defer {
            for folder in folders { try? FileManager.default.removeItem(at: folder) }
        }
        var logger = Logger(label: "two-node-test")
        logger.logLevel = .warning
        // The project and a publisher token, as `miniapp project` makes them.
        let (key, token) = try await RegistryAdmin.with(data: folders[2], databaseURL: databaseURL, storesFilesInDatabase: true, logger: logger) { admin in
            let project = try await admin.store.write { try await $0.createProject(id: "demo", name: "Demo host") }
            return (project.subscriptionKey, try await admin.store.write { try await $0.createPublisherToken(project: "demo", label: "two nodes") })
        }
        let a = try ServeProcess(place: places[0], extra: ["--blob-store", "postgres"])
        let b = try ServeProcess(place: places[1], extra: ["--blob-store", "postgres"])
        defer {
            a.kill()
            b.kill()
        }
        let nodeA = HTTPProbe(base: a.base), nodeB = HTTPProbe(base: b.base)
        let bearer = ["Authorization": "Bearer \(token)"]

        // Publish through A.
        let bundle = try BundleZip.minimal(["js/app.js": "console.log('two nodes')", "hello world.txt": "shared"]).data()
        let stored = try await nodeA.send("POST", "publish/projects/demo/apps/hello/versions?publish=true&versionTag=1", headers: bearer, body: bundle)
        #expect(stored.status == 201, "\(String(decoding: stored.body, as: UTF8.self))")
        let version = try #require(stored.object["versionId"] as? String)
        #expect(DataDirectory(folders[1]).blobCount == 0, "B holds no file of its own yet")

        // Install through B, as a Rakuten host (the zip) and file by file (our client's path).
        let caches = FileManager.default.temporaryDirectory.appendingPathComponent("two-node-host-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: caches) }
        let host = RakutenHostClient(settings: RakutenHostSettings(endpoint: b.base.absoluteString, projectId: "demo", subscriptionKey: key), caches: caches)
        #expect(try await host.list().map(\.version.versionId) == [version])
        let installed = try await host.install(miniAppId: "hello", versionId: version)
        #expect(installed.verified == [true])
        #expect(try String(contentsOf: installed.folder.appendingPathComponent("hello world.txt"), encoding: .utf8) == "shared")
        let file = try await nodeB.get("map-published/hello/\(version)/js/app.js")
        #expect(file.status == 200 && String(decoding: file.body, as: UTF8.self) == "console.log('two nodes')")

        // A key rotated through a third data folder (`miniapp keys rotate --blob-store postgres`) signs on B within its cache time.
        let rotated = try await RegistryAdmin.with(data: folders[2], databaseURL: databaseURL, storesFilesInDatabase: true, logger: logger) { admin in
            try await admin.keys.rotate()
        }
        var signedWithNewKey = false
        for _ in 0..<50 where !signedWithNewKey {
            let manifest = try await nodeB.get("host/demo/miniapp/hello/version/\(version)/manifest", headers: ["apiKey": "ras-\(key)"])
            if manifest.object["publicKeyId"] as? String == rotated.id {
                let zip = try await nodeB.get(try #require((manifest.object["manifest"] as? [String])?.first))
                let signature = try #require(manifest.header("Signature"))
                #expect(RakutenSignatureRule.verify(signatureBase64: signature, versionId: version, file: zip.body, keyBase64: rotated.publicKeyX963))
                signedWithNewKey = true
            } else {
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        #expect(signedWithNewKey, "B never signed with the rotated key \(rotated.id)")

        // A third node killed with SIGKILL in the middle of a publish: no partial version anywhere, B keeps serving.
        let killed = try ServeProcess(place: places[2], extra: ["--blob-store", "postgres", "--debug-pause-before-commit", "30"])
        let upload = Task {
            try? await HTTPProbe(base: killed.base).send(
                "POST", "publish/projects/demo/apps/hello/versions?publish=true&versionTag=2", headers: bearer,
                body: try BundleZip.minimal(["js/app.js": "never published"]).data())
        }
        try await killed.waitForLog("pausing before the final transaction")
        killed.kill()
        _ = await upload.value
        let list = try await nodeB.get("host/demo/miniapps", headers: ["apiKey": "ras-\(key)"])
        #expect(list.array.map { ($0["version"] as? [String: Any])?["versionTag"] as? String } == ["1"])
        let preview = try await nodeB.get("host/demo/miniapps/preview?miniAppId=hello", headers: ["apiKey": "ras-\(key)"])
        #expect(preview.array.count == 1, "the killed upload must not be listed even in preview: \(preview.array)")
        #expect(try await nodeA.get("map-published/hello/\(version)/js/app.js").status == 200)
        #expect(try await nodeB.get("ready").status == 200)
        await TestBackend.drop(databaseURL)
    }
}
