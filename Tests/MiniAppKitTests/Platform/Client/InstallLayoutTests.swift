import Foundation
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// The pointer only ever names complete versions; the previous one is kept, older ones
/// and leftovers of killed installs are removed.
@Suite struct InstallLayoutTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("install-layout-\(UUID().uuidString)")

    func install(_ layout: InstallLayout, _ version: String) throws {
        let staging = try layout.newStagingDirectory("app")
        let info = MiniAppInfo(id: "app", version: .init(versionTag: version, versionId: version))
        let record = InstallRecord(info: info, projectId: "p", manifest: MiniAppManifest(), files: [])
        try JSONEncoder().encode(record).write(to: staging.appendingPathComponent("version.json"))
        try layout.commit(staging: staging, appId: "app", versionId: version)
        try layout.makeCurrent("app", version)
    }

    @Test func keepsCurrentAndPrevious() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = InstallLayout(root: root)
        try install(layout, "v1")
        #expect(layout.pointer("app") == .init(current: "v1", previous: nil))
        try install(layout, "v2")
        // A killed install leaves a staging directory behind.
        _ = try layout.newStagingDirectory("app")
        try install(layout, "v3")
        #expect(layout.pointer("app") == .init(current: "v3", previous: "v2"))
        let names = try FileManager.default.contentsOfDirectory(atPath: layout.appDirectory("app").path).sorted()
        #expect(names == ["current.json", "v2", "v3"])
        #expect(layout.installedAppIds() == ["app"])
    }

    /// The highest signed publication and the newest signing time seen only go up,
    /// whatever the pointer does (docs/PLATFORM.md, "Publications", "Update security").
    @Test func theHighestPublicationAndNewestSigningTimeSeenOnlyGoUp() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = InstallLayout(root: root)
        try install(layout, "v1")
        try layout.makeCurrent("app", "v1", publication: 1, signedAt: 1000)
        #expect(layout.pointer("app")?.publication == 1 && layout.pointer("app")?.signedAt == 1000)
        try install(layout, "v2")
        try layout.makeCurrent("app", "v2", publication: 2, signedAt: 3000)
        #expect(layout.pointer("app") == .init(current: "v2", previous: "v1", publication: 2, signedAt: 3000))
        // An older version installed by id (publication 1) from an answer cached a little
        // earlier does not lower either.
        try layout.makeCurrent("app", "v1", publication: 1, signedAt: 2000)
        #expect(layout.pointer("app") == .init(current: "v1", previous: "v2", publication: 2, signedAt: 3000))
        // Launch bookkeeping keeps them.
        try layout.confirm("app", "v1")
        #expect(layout.pointer("app")?.publication == 2 && layout.pointer("app")?.signedAt == 3000)
        try install(layout, "v3")
        _ = try layout.rollBack("app", from: "v3")
        #expect(layout.pointer("app")?.publication == 2 && layout.pointer("app")?.signedAt == 3000)
        // The same version, republished (a rollback to it): the pointer records the new one.
        try layout.makeCurrent("app", "v1", publication: 5, signedAt: 4000)
        #expect(layout.pointer("app")?.current == "v1" && layout.pointer("app")?.publication == 5)
        // A later check that changes nothing but the signing time still records it.
        try layout.makeCurrent("app", "v1", publication: 5, signedAt: 5000)
        #expect(layout.pointer("app")?.signedAt == 5000)
    }

    @Test func aStagingDirectoryIsNeverCurrent() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = InstallLayout(root: root)
        try install(layout, "v1")
        let staging = try layout.newStagingDirectory("app")
        try Data("<p>half</p>".utf8).write(to: staging.appendingPathComponent("index.html"))
        // Killed here, before the rename: v1 is still what launches.
        #expect(layout.pointer("app")?.current == "v1")
        #expect(layout.record("app", "v1") != nil)
    }

    @Test func checksIdsAndPaths() {
        #expect(throws: MASDKError.invalidAppId) { try MiniAppClient.check(appId: "../etc") }
        #expect(throws: MASDKError.invalidAppId) { try MiniAppClient.check(appId: "") }
        #expect(throws: MASDKError.invalidVersionId) { try MiniAppClient.check(appId: "ok", versionId: "a/b") }
        #expect(MiniAppClient.isSafe(path: "js/app.js"))
        #expect(!MiniAppClient.isSafe(path: "../x"))
        #expect(!MiniAppClient.isSafe(path: "/abs"))
        #expect(!MiniAppClient.isSafe(path: "a//b"))
    }
}
