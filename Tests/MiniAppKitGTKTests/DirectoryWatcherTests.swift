#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK
import Testing

/// `miniapp dev`'s watcher on a real folder: it watches the tree and only the tree
/// (issue 29, defects 9 and 10).
extension WebKitGTKEngineTests {
    /// A folder with `app/` to watch and `outside/` beside it, removed afterwards.
    struct WatchedFolder: ~Copyable {
        let base: URL
        let app: URL
        let outside: URL

        init() throws {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("watcher-\(UUID().uuidString)", isDirectory: true)
            app = base.appendingPathComponent("app", isDirectory: true)
            outside = base.appendingPathComponent("outside", isDirectory: true)
            try FileManager.default.createDirectory(at: app.appendingPathComponent("sub/deeper"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: outside.appendingPathComponent("nested"), withIntermediateDirectories: true)
        }

        func link(_ name: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent(name).path, withDestinationPath: destination)
        }

        deinit {
            try? FileManager.default.removeItem(at: base)
        }
    }

    /// Runs `body` on the GLib loop with a watcher of `root` whose reports go to `changes`.
    static func withWatcher(_ root: URL, _ body: @MainActor (DirectoryWatcher, ChangeLog) async throws -> Void) async throws {
        try await GLibMainLoop.attach()
        try await runWatcher(root, body)
    }

    @MainActor
    private static func runWatcher(_ root: URL, _ body: @MainActor (DirectoryWatcher, ChangeLog) async throws -> Void) async throws {
        let log = ChangeLog()
        let watcher = try DirectoryWatcher(root: root) { log.batches.append($0) }
        defer { watcher.stop() }
        try await body(watcher, log)
    }

    /// The batches a watcher reported.
    @MainActor
    final class ChangeLog {
        var batches: [[String]] = []

        /// Waits (20 s at most) for the next batch after the `count` seen so far.
        func batch(after count: Int) async throws -> [String] {
            let deadline = ContinuousClock.now + .seconds(20)
            while batches.count <= count, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
            return try #require(batches.count > count ? batches[count] : nil, "no change reported")
        }
    }

    /// Three links to the folder itself once made the walk visit ~3^40 paths (each
    /// `a/b/c/…` until the kernel's 40-link limit), so `miniapp dev` never loaded.
    @Test func linkLoopsAreNotWalked() async throws {
        let folder = try WatchedFolder()
        for name in ["a", "b", "c"] { try folder.link(name, to: ".") }
        try folder.link("up", to: "..")
        try folder.link("deep", to: "sub/deeper")
        try await Self.withWatcher(folder.app) { watcher, log in
            #expect(watcher.watchedFolders == ["", "sub", "sub/deeper"])
            try Data("x".utf8).write(to: folder.app.appendingPathComponent("sub/deeper/file.txt"))
            #expect(try await log.batch(after: 0) == ["sub/deeper/file.txt"])
        }
    }

    /// One link to the folder itself: every change in the root used to be reported under
    /// the deepest `a/a/a/…` path that reached it (one real folder, one watch, renamed
    /// at each level of the walk).
    @Test func aChangeIsReportedUnderItsOwnPathBesideALinkLoop() async throws {
        let folder = try WatchedFolder()
        try folder.link("a", to: ".")
        try await Self.withWatcher(folder.app) { watcher, log in
            #expect(watcher.watchedFolders == ["", "sub", "sub/deeper"])
            try Data("x".utf8).write(to: folder.app.appendingPathComponent("index.html"))
            #expect(try await log.batch(after: 0) == ["index.html"])
        }
    }

    /// A link to a folder outside the tree is not followed, at the start or when made
    /// later: a change out there is never reported.
    @Test func linksOutOfTheTreeAreNotFollowed() async throws {
        let folder = try WatchedFolder()
        try folder.link("ext", to: folder.outside.path)
        try folder.link("sub/relative", to: "../../outside")
        try await Self.withWatcher(folder.app) { watcher, log in
            #expect(watcher.watchedFolders == ["", "sub", "sub/deeper"])
            try Data("x".utf8).write(to: folder.outside.appendingPathComponent("nested/secret.txt"))
            try Data("x".utf8).write(to: folder.app.appendingPathComponent("inside.txt"))
            #expect(try await log.batch(after: 0) == ["inside.txt"])
            // A link made while watching, and a real folder made while watching.
            try folder.link("later", to: folder.outside.path)
            try FileManager.default.createDirectory(at: folder.app.appendingPathComponent("new"), withIntermediateDirectories: false)
            #expect(try await log.batch(after: 1) == ["later", "new"])
            #expect(watcher.watchedFolders == ["", "new", "sub", "sub/deeper"])
            try Data("x".utf8).write(to: folder.outside.appendingPathComponent("secret.txt"))
            try Data("x".utf8).write(to: folder.app.appendingPathComponent("new/inside.txt"))
            #expect(try await log.batch(after: 2) == ["new/inside.txt"])
        }
    }
}
#endif
