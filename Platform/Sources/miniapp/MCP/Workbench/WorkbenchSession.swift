import Foundation
import MCP
import Synchronization

/// One mini app the agent opened: a `WebKitWebDriver` (a process group of its own,
/// tied to `miniapp mcp`) that started `miniapp open --control 0` with the app, and the
/// clients of its two doors: the page through WebDriver, the host through the control API.
final class WorkbenchSession: Sendable {
    /// The id tools name it by (`s1`, `s2`…).
    let id: String
    /// What was opened, as the agent gave it.
    let app: String
    let driver: DriverClient
    let control: ControlClient
    let driverProcess: TiedProcess
    let openedAt = Date()
    private let closed = Mutex(false)

    init(id: String, app: String, driver: DriverClient, control: ControlClient, driverProcess: TiedProcess) {
        self.id = id
        self.app = app
        self.driver = driver
        self.control = control
        self.driverProcess = driverProcess
    }

    var isClosed: Bool { closed.withLock { $0 } }

    /// The transcript's resource (`miniapp://sessions/ID/transcript`).
    var transcriptURI: String { "miniapp://sessions/\(id)/transcript" }

    /// Ends the run and every process it started: the run first (`POST /close`, so the
    /// transcript gets its end line), then the WebDriver session (which ends `miniapp
    /// open`), then the driver's whole process group. Safe to call twice.
    func close() async {
        let first = closed.withLock { wasClosed in
            defer { wasClosed = true }
            return !wasClosed
        }
        guard first else { return }
        // Not cancelled with the request that asked: the processes must end all the same.
        await Task { [self] in
            if driverProcess.isRunning {
                try? await control.close()
                await driver.deleteSession(timeout: 10)
            }
            await driverProcess.end(grace: .seconds(3))
        }.value
    }

    /// The transcript's lines from `since` on (each a JSON object), and the next cursor.
    func transcript(since: Int) async throws -> (lines: [Value], next: Int) {
        try await control.transcript(since: since)
    }

    /// The transcript's length now: the cursor a tool hands back before it acts, so that
    /// waiting for what the action caused looks only at lines written after it.
    func cursor() async -> Int {
        (try? await control.status()["transcriptLines"]?.intValue) ?? 0
    }

    /// Waits until a main-frame load after transcript line `since` has finished; throws
    /// when it failed, when the run ended (`miniapp open` ends a run whose first page does
    /// not load), or after `timeout`.
    func waitForLoad(since: Int, timeout: Duration) async throws {
        let deadline = ContinuousClock.now + timeout
        var cursor = since
        while ContinuousClock.now < deadline {
            guard let (lines, next) = try? await transcript(since: cursor) else {
                throw ToolFailure("the mini app's run ended before its page loaded")
            }
            cursor = next
            for line in lines.compactMap(\.objectValue) {
                switch (line["kind"]?.text, line["event"]?.text) {
                case ("load", "finished"): return
                case ("load", "failed"):
                    throw ToolFailure("the page failed to load: \(line["message"]?.text ?? "") (\(line["url"]?.text ?? ""))")
                case ("session", "end"):
                    throw ToolFailure("the run ended (\(line["outcome"]?.text ?? "")) before the page loaded")
                default: break
                }
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw ToolFailure("the page did not finish loading within \(timeout); the session is open: look at it with miniapp_take_screenshot, or close it")
    }
}
