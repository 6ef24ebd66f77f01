import Foundation
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// An installed version becomes a display with the query string, the client's data
/// directory, and the analytics notifications on open and close.
@MainActor
@Suite struct InstalledDisplayTests {
    final class Recorder: @unchecked Sendable {
        var actions: [String] = []
    }

    @Test func displayPostsOpenAndCloseAndChecksPermissions() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("installed-display-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = root.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        try Data("<p>hi</p>".utf8).write(to: files.appendingPathComponent("index.html"))
        let info = MiniAppInfo(id: "demo", displayName: "Demo", version: .init(versionTag: "1", versionId: "v1"))
        let installed = InstalledMiniApp(info: info, projectId: "p1", directory: files, manifest: MiniAppManifest(), isOffline: false)

        let recorder = Recorder()
        let observer = NotificationCenter.default.addObserver(forName: MiniAppAnalytics.notificationName, object: nil, queue: nil) { note in
            guard let payload = note.object as? [String: Any], let cp = payload["cp"] as? [String: String], cp["mini_app_id"] == "demo" else { return }
            recorder.actions.append("\(payload["actype"] ?? "")/\(cp["mini_app_project_id"] ?? "")/\(cp["mini_app_version_id"] ?? "")")
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        let engine = FakeEngine()
        let display = try installed.makeDisplay(host: RecordingHost(), engine: engine, dataDirectory: root.appendingPathComponent("data"), queryParams: "a=1&b=2")
        #expect(display.launchURL.query == "a=1&b=2")
        #expect(display.identity.projectId == "p1")
        display.launch()
        #expect(engine.loaded == [display.launchURL])
        display.close()
        #expect(recorder.actions == ["mini_app_open/p1/v1", "mini_app_close/p1/v1"])

        // A required permission not allowed: no display.
        var needy = installed
        needy.manifest = MiniAppManifest(requiredPermissions: [.init(name: .userName)])
        #expect(throws: MASDKError.metaDataFailure) {
            try needy.makeDisplay(host: RecordingHost(), engine: FakeEngine(), dataDirectory: root.appendingPathComponent("data"))
        }
    }
}
