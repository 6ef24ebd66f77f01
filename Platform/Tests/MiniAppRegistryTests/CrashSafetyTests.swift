import Foundation
import Logging
import MiniAppKit
import MiniAppPlatformClient
import MiniAppRegistry
import Testing

/// A publish that dies before its final transaction leaves no version behind.
@Suite("Crash safety")
struct CrashSafetyTests {
    @Test("files stored without the final transaction are invisible, and a restart clears tmp/", arguments: TestBackend.available)
    func interruptedBeforeCommit(backend: TestBackend) async throws {
        let place = try await TestRegistry.Place.fresh(backend)
        let first = try await TestRegistry.start(at: place)
        let data = DataDirectory(place.data)
        do {
            // Everything an upload does before its transaction: files in the blob store.
            let zip = try BundleZip.minimal(["js/app.js": "1"]).write()
            defer { try? FileManager.default.removeItem(at: zip) }
            let ingest = BundleIngest(data: data, scratch: try ScratchArea.claim(in: data.temporary), limits: TestRegistry.limits)
            let staged = try ingest.stage(zip: zip, project: "demo", app: "hello", details: .init())
            #expect(staged.files.count == 2)
            // The two files, and the version's zip for Rakuten-style hosts.
            #expect(first.blobCount() == 3)
        }
        // What a killed server leaves in tmp/: its folder (its lock died with it) and loose files.
        let dead = data.temporary.appendingPathComponent("dead-server")
        try FileManager.default.createDirectory(at: dead, withIntermediateDirectories: true)
        try Data("partial".utf8).write(to: dead.appendingPathComponent("upload-1"))
        try Data("partial".utf8).write(to: data.temporary.appendingPathComponent("upload-2"))
        try await first.stop(removing: false)

        let second = try await TestRegistry.start(at: place)
        try await expectNothingVisible(second)
        #expect(data.leftovers.isEmpty, "tmp/ holds only the running server's lock: \(data.leftovers)")
        let version = try await second.uploadVersion(.minimal(["js/app.js": "1"]), query: "publish=true")
        let list = try await second.http.get("host/demo/miniapps", headers: second.apiKey)
        #expect(list.array.count == 1)
        #expect(second.blobCount() == 3, "the orphan blobs (zip included: it is deterministic) are reused, not duplicated: \(version)")
        try await second.stop()
    }

    @Test("a server killed with SIGKILL during a publish leaves no half-published version", arguments: TestBackend.available)
    func sigkillDuringPublish(backend: TestBackend) async throws {
        let place = try await TestRegistry.Place.fresh(backend)
        // Make the project and token with the library, then serve with the real binary.
        let setup = try await TestRegistry.start(at: place)
        let token = setup.token
        try await setup.stop(removing: false)

        let server = try ServeProcess(place: place, extra: ["--debug-pause-before-commit", "30"])
        let upload = Task {
            try? await HTTPProbe(base: server.base).send(
                "POST", "publish/projects/demo/apps/hello/versions?publish=true",
                headers: ["Authorization": "Bearer \(token)"], body: try BundleZip.minimal(["js/app.js": "2"]).data()
            )
        }
        try await server.waitForLog("pausing before the final transaction")
        #expect(DataDirectory(place.data).blobCount > 0, "the files were stored before the kill")
        server.kill()
        let answer = await upload.value
        #expect(answer?.status == nil, "the upload died with the server")

        let after = try await TestRegistry.start(at: place)
        try await expectNothingVisible(after)
        try await after.stop()
    }

    private func expectNothingVisible(_ registry: TestRegistry) async throws {
        let list = try await registry.http.get("host/demo/miniapps", headers: registry.apiKey)
        #expect(list.status == 200)
        #expect(list.array.isEmpty)
        let preview = try await registry.http.get("host/demo/miniapps/preview", headers: registry.apiKey)
        #expect(preview.array.isEmpty)
        #expect(try await registry.store.versions(project: "demo", app: "hello").isEmpty)
    }
}

extension DataDirectory {
    /// Files under `tmp/` other than live servers' `.lock` files.
    var leftovers: [String] {
        let all = (FileManager.default.enumerator(atPath: temporary.path)?.allObjects as? [String]) ?? []
        return all.filter { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: temporary.appendingPathComponent(path).path, isDirectory: &isFolder)
            return !isFolder.boolValue && !path.hasSuffix("/.lock")
        }
    }

    var blobCount: Int {
        (FileManager.default.enumerator(atPath: blobs.path)?.allObjects as? [String])?.filter { $0.count > 3 }.count ?? 0
    }
}
