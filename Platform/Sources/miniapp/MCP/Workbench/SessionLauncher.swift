import Foundation
import MCP
#if canImport(Glibc)
import Glibc
#endif

/// Starts a session's processes: `WebKitWebDriver` on a free port, then, through a
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
        await progress.report(1, of: Self.steps, "starting WebKitWebDriver")
        let (process, driver) = try await startDriver()
        do {
            await progress.report(2, of: Self.steps, "starting the host: Xvfb, WebKit and the mini app")
            let miniapp = TiedProcess.miniappExecutable
            let open = [miniapp, "open"] + openArguments
            let capabilities: Value = [
                "browserName": "MiniAppKit",
                "webkitgtk:browserOptions": [
                    "binary": .string(miniapp),
                    // `miniapp open` ends with its driver, whatever ends the driver.
                    "args": .array(TiedProcess.tiedCommand(open, to: process.pid, signal: "TERM", group: false).map(Value.string)),
                ],
            ]
            var client = driver
            do {
                client.sessionId = try await Self.firstOf(
                    { try await driver.newSession(capabilities: capabilities, timeout: 120) },
                    // WebKitWebDriver waits out its timeout when the browser exits at once (a
                    // usage error): the session fails as soon as `miniapp open` has gone.
                    { try await process.waitForChildToExit(); return nil })
            } catch {
                throw ToolFailure("the mini app did not open: \(error)" + Self.quote(process.errors.tail()))
            }
            guard client.sessionId != nil else {
                throw ToolFailure("miniapp open ended before the page opened" + Self.quote(process.errors.tail()))
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

    /// Starts `WebKitWebDriver` on a free port and waits until it answers. A port taken
    /// between choosing and binding it makes the driver exit at once: it is tried again.
    private func startDriver() async throws -> (TiedProcess, DriverClient) {
        for _ in 0..<3 {
            let port = try Self.freePort()
            // Its environment is the browser's: `miniapp open` reads a subscription key there.
            let process = try await TiedProcess.start(["WebKitWebDriver", "--port=\(port)"], environment: environment)
            let driver = DriverClient(http: LoopbackHTTP(port: port))
            let deadline = ContinuousClock.now + .seconds(15)
            do {
                while process.isRunning, ContinuousClock.now < deadline {
                    if await driver.isReady() { return (process, driver) }
                    try await Task.sleep(for: .milliseconds(50))
                }
            } catch {
                await process.end(grace: .seconds(1))
                throw error
            }
            let said = process.errors.tail()
            await process.end(grace: .seconds(1))
            if said.contains("127.0.0.1") || said.lowercased().contains("address") { continue }
            throw ToolFailure("WebKitWebDriver did not start (install webkit2gtk-driver: scripts/install-browser-test-dependencies)" + Self.quote(said))
        }
        throw ToolFailure("WebKitWebDriver found no free port")
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

    /// The first of two tasks to finish; the other is cancelled.
    private static func firstOf(
        _ first: @escaping @Sendable () async throws -> String?, _ second: @escaping @Sendable () async throws -> String?
    ) async throws -> String? {
        try await withThrowingTaskGroup(of: String?.self) { group in
            group.addTask(operation: first)
            group.addTask(operation: second)
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    static func quote(_ said: String) -> String {
        said.isEmpty ? "" : "\nIt said:\n" + said
    }

    /// A port no one listens on now (the kernel's choice for port 0).
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ToolFailure("cannot open a socket: \(String(cString: strerror(errno)))") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw ToolFailure("cannot bind a socket: \(String(cString: strerror(errno)))") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
