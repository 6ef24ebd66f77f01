import Foundation
import MiniAppKit
import MiniAppPlatformClient
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Keeping the previous version until the new one launches, rolling back a version that
/// fails to launch, and re-hashing the cache at launch: the client against a real
/// registry on loopback.
@Suite("Platform client rollback and re-hash", .serialized)
struct ClientRollbackTests {
    static func versions(_ storage: URL) throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: storage.appendingPathComponent("miniapps/hello").path)
        return Set(names.filter { $0 != "current.json" })
    }

    @Test("the previous version stays until the new one launches; a failed launch rolls back and is not retried")
    func keepAndRollBack() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            let storage = ClientEndToEndTests.storage()
            defer { try? FileManager.default.removeItem(at: storage) }
            let client = try await ClientEndToEndTests.client(registry, storage: storage)
            let v1 = try await registry.uploadVersion(.minimal(["v.txt": "1"]), query: "publish=true")
            _ = try await client.create(appId: "hello")
            try await client.launchSucceeded(appId: "hello", versionId: v1)

            let v2 = try await registry.uploadVersion(.minimal(["v.txt": "2"]), query: "publish=true")
            #expect(try await client.create(appId: "hello").info.version.versionId == v2)
            #expect(try Self.versions(storage) == [v1, v2])
            // v3 arrives before v2 ever launched: v1 (launched) and v2 (previous) both stay.
            let v3 = try await registry.uploadVersion(.minimal(["v.txt": "3"]), query: "publish=true")
            #expect(try await client.create(appId: "hello").info.version.versionId == v3)
            #expect(try Self.versions(storage) == [v1, v2, v3])

            // v3 fails to launch: back to v1, the last version that launched.
            let restored = try #require(try await client.launchFailed(appId: "hello", versionId: v3))
            #expect(restored.info.version.versionId == v1)
            #expect(try ClientEndToEndTests.text(restored, "v.txt") == "1")
            #expect(client.installed(appId: "hello")?.info.version.versionId == v1)
            #expect(try !Self.versions(storage).contains(v3))
            // v3 is still the latest published, but it is not installed again.
            #expect(try await client.create(appId: "hello").info.version.versionId == v1)

            // A newer version installs; once it has launched, older versions go.
            let v4 = try await registry.uploadVersion(.minimal(["v.txt": "4"]), query: "publish=true")
            #expect(try await client.create(appId: "hello").info.version.versionId == v4)
            #expect(try Self.versions(storage).contains(v1))
            try await client.launchSucceeded(appId: "hello", versionId: v4)
            #expect(try Self.versions(storage) == [v4])
            // Nothing to roll back to: the failure is recorded, the version stays.
            #expect(try await client.launchFailed(appId: "hello", versionId: v4) == nil)
            #expect(client.installed(appId: "hello")?.info.version.versionId == v4)
        }
    }

    @Test("a cached file changed in place (same size, old mtime) is miniAppCorrupted offline; online, only it is downloaded again")
    func rehashAtLaunch() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            let storage = ClientEndToEndTests.storage()
            defer { try? FileManager.default.removeItem(at: storage) }
            let other = String(repeating: "other file\n", count: 50)
            let v1 = try await registry.uploadVersion(.minimal(["js/app.js": ClientEndToEndTests.script, "other.txt": other]), query: "publish=true")
            let client = try await ClientEndToEndTests.client(registry, storage: storage)
            let installed = try await client.create(appId: "hello")
            try await client.launchSucceeded(appId: "hello", versionId: v1)

            // Rewrite the installed file in place (a hard link to the cached blob, so the
            // blob changes too), keeping its size and modification time.
            let file = installed.directory.appendingPathComponent("js/app.js")
            let stamp = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
            let handle = try FileHandle(forWritingTo: file)
            try handle.write(contentsOf: Data(String(repeating: "X", count: 10).utf8))
            try handle.close()
            try FileManager.default.setAttributes([.modificationDate: stamp ?? Date()], ofItemAtPath: file.path)
            #expect(try ClientEndToEndTests.text(installed, "js/app.js").count == ClientEndToEndTests.script.count)

            // Offline (nothing listens on port 1): a clear error, not a broken page.
            let offline = try await ClientEndToEndTests.client(registry, storage: storage, port: 1)
            await #expect(throws: MASDKError.miniAppCorrupted) { try await offline.create(appId: "hello") }

            // Online: the damaged file alone is downloaded again.
            let repair = await client.installing(appId: "hello")
            var events: [InstallProgress] = []
            for await event in repair.progress { events.append(event) }
            let repaired = try await repair.value
            #expect(repaired.info.version.versionId == v1)
            let last = try #require(events.last)
            #expect(last.filesTotal == 1 && last.bytesCompleted == ClientEndToEndTests.script.utf8.count)
            #expect(try ClientEndToEndTests.text(repaired, "js/app.js") == ClientEndToEndTests.script)
            #expect(try ClientEndToEndTests.text(repaired, "other.txt") == other)
            #expect(try await offline.create(appId: "hello").isOffline)
        }
    }
}
