import Foundation

/// A temporary directory holding the two benchmark pages, removed when the run ends.
///
/// Both are served from disk through ``MiniAppKit/MiniAppFileServer`` on a custom
/// scheme, the way a real mini app is: `raw/index.html` on the raw engine's `bench`
/// scheme, `stack/index.html` as the packaged mini app of the stack's display. The
/// stack's per-mini-app data (secure storage, permissions) lives in `data/`.
struct PageDirectory {
    let root: URL
    var raw: URL { root.appendingPathComponent("raw", isDirectory: true) }
    var stack: URL { root.appendingPathComponent("stack", isDirectory: true) }
    var data: URL { root.appendingPathComponent("data", isDirectory: true) }

    /// Writes both pages into a new temporary directory.
    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("miniapp-benchmarks-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        for (directory, html) in [(raw, RawPage.html), (stack, StackPage.html)] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(html.utf8).write(to: directory.appendingPathComponent("index.html"))
        }
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
