#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK

/// Opens a mini app directory in a fresh WebKitGTK engine (a new web view, as a host
/// does for each launch) and returns once the page's first script has run: the page
/// posts to the `firstScript` handler from the first `<script>` of its `<head>`.
///
/// The same engine, scheme and ``MiniAppFileServer`` serve both the plain directory and
/// the installed version, so the two kinds of launch differ only by what runs before
/// the engine is created.
@MainActor
final class LaunchProbe: WebEngineDelegate {
    static let handler = "firstScript"
    private var arrived = false

    /// Creates the engine, loads `index.html` from `directory`, waits for its first script.
    static func open(_ directory: URL, timeout: Duration = .seconds(30)) async throws {
        let probe = LaunchProbe()
        let engine = try WebKitGTKEngine(configuration: .init(title: "MiniAppKit benchmark: launch", isEphemeral: true))
        defer { engine.close() }
        engine.delegate = probe
        engine.addMessageHandler(named: handler, replies: false)
        engine.registerScheme("bench", handler: MiniAppFileServer(root: directory))
        guard let url = URL(string: "bench://app/index.html") else { throw BenchmarkError("bad page URL") }
        engine.load(url)
        let deadline = ContinuousClock.now + timeout
        while !probe.arrived {
            guard ContinuousClock.now < deadline else { throw BenchmarkError("\(directory.path): no first script after \(timeout)") }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    func webEngine(_ engine: any WebEngine, didReceive message: EngineMessage) {
        arrived = true
    }
}
#endif
