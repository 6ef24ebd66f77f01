import Foundation
import MCP

/// Starts a session's processes: `miniapp webdriver` on a free port, then, through a
/// WebDriver session whose browser is `miniapp open --control 0`, the mini app itself,
/// as the Python and JavaScript test clients do (docs/TESTING.md). Whatever fails or is
/// cancelled on the way ends what was already started.
struct SessionLauncher: Sendable {
    /// The `miniapp open` arguments (after `open`), checked by ``OpenPlan``.
    let openArguments: [String]
    /// Variables for `miniapp open` (a subscription key, which a command line would show).
    let environment: [String: String]
    let progress: ProgressReporter
    /// The steps before the page loads, for progress (`total`).
    static let steps = 4.0

    func launch(id: String, app: String, holds: Bool) async throws -> WorkbenchSession {
        await progress.report(1, of: Self.steps, "starting WebKitWebDriver (miniapp webdriver)")
        let (process, driver) = try await startDriver()
        do {
            await progress.report(2, of: Self.steps, "starting the host: Xvfb, WebKit and the mini app")
            let miniapp = TiedProcess.miniappExecutable
            let open = ["open"] + openArguments
            // `miniapp open` ends with its driver, whatever ends the driver (`TestingOptions.endWithTheDriver`).
            let capabilities: Value = [
                "browserName": "MiniAppKit",
                "webkitgtk:browserOptions": ["binary": .string(miniapp), "args": .array(open.map(Value.string))],
            ]
            var client = driver
            do {
                // The door refuses the session as soon as `miniapp open` has ended (``SessionBrowser``).
                client.sessionId = try await driver.newSession(capabilities: capabilities, timeout: 120)
            } catch {
                throw ToolFailure("the mini app did not open: \(error)" + Self.quote(process.errors.tail()))
            }
            let control = try await controlPort(process)
            let session = WorkbenchSession(
                id: id, app: app, driver: client, control: ControlClient(http: LoopbackHTTP(port: control)), driverProcess: process)
            if !holds {
                await progress.report(3, of: Self.steps, "loading the page")
                do {
                    try await session.waitForLoad(since: 0, timeout: .seconds(60))
                } catch let failure as ToolFailure {
                    throw ToolFailure(failure.message + Self.quote(process.errors.tail()))
                }
            }
            await progress.report(Self.steps, of: Self.steps, holds ? "held: launch it with miniapp_launch" : "loaded")
            return session
        } catch {
            await process.end(grace: .seconds(2))
            throw error
        }
    }

    /// Starts `miniapp webdriver` on a free port (WebKitWebDriver behind the door that
    /// keeps web pages out, docs/TESTING.md) and waits until it says where it listens.
    private func startDriver() async throws -> (TiedProcess, DriverClient) {
        // Its environment is the browser's: `miniapp open` reads a subscription key there.
        let process = try await TiedProcess.start([TiedProcess.miniappExecutable, "webdriver", "--port", "0"], environment: environment)
        do {
            let port = try await process.errors.first(until: .now + .seconds(20)) { line -> Int? in
                guard let match = line.firstMatch(of: /miniapp webdriver: http:\/\/127\.0\.0\.1:(\d+)/) else { return nil }
                return Int(match.1)
            }
            guard let port else {
                throw ToolFailure("miniapp webdriver did not start (install webkit2gtk-driver: scripts/install-browser-test-dependencies)" + Self.quote(process.errors.tail()))
            }
            return (process, DriverClient(http: LoopbackHTTP(port: port)))
        } catch {
            await process.end(grace: .seconds(1))
            throw error
        }
    }

    /// The control API's port, from the line `miniapp open` writes before its window opens.
    private func controlPort(_ process: TiedProcess) async throws -> Int {
        let port = try await process.errors.first(until: .now + .seconds(20)) { line -> Int? in
            guard let match = line.firstMatch(of: /miniapp open: control http:\/\/127\.0\.0\.1:(\d+)/) else { return nil }
            return Int(match.1)
        }
        guard let port else { throw ToolFailure("miniapp open did not report its control API" + Self.quote(process.errors.tail())) }
        return port
    }

    static func quote(_ said: String) -> String {
        said.isEmpty ? "" : "\nIt said:\n" + said
    }
}
