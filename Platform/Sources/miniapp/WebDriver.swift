import ArgumentParser
import Foundation

extension MiniAppCommand {
    /// `miniapp webdriver`: WebKitWebDriver for local test clients only (docs/TESTING.md).
    struct WebDriver: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "webdriver",
            abstract: "Serve WebKitWebDriver on 127.0.0.1 to local test clients only.",
            discussion: """
                Use it wherever you would start WebKitWebDriver: Selenium, WebdriverIO and the \
                clients in testing/ connect to http://127.0.0.1:PORT. The driver itself listens \
                on a private Unix socket; this door refuses requests with a foreign Host, any \
                Origin, or a command without Content-Type: application/json (what a web page \
                sends), and sessions that would start anything but this miniapp's `open`. \
                Runs until SIGINT or SIGTERM, then ends the sessions and the driver.
                """)

        @Option(name: [.customShort("p"), .long], help: ArgumentHelp("The port on 127.0.0.1 (0: a free one, printed on standard error as `miniapp webdriver: http://127.0.0.1:PORT`).", valueName: "port"))
        var port = 4444

        @Option(help: ArgumentHelp("The WebKitWebDriver executable (default: WebKitWebDriver on PATH).", valueName: "path"))
        var driver: String?

        @Option(help: ArgumentHelp("Drive a window already open instead of starting one: its WEBKIT_INSPECTOR_SERVER address.", valueName: "ip:port"))
        var target: String?

        func validate() throws {
            guard (0...65535).contains(port) else {
                throw ValidationError("--port \(port) is not a port; use 1-65535, or 0 for a free one.")
            }
        }

        func run() throws {
            guard let executable = driver ?? Self.onPath("WebKitWebDriver") else {
                throw ValidationError("WebKitWebDriver is not on PATH; install webkit2gtk-driver, or name it with --driver.")
            }
            let driverProcess = try DriverProcess(executable: executable, target: target)
            let miniapp = NewSessionCheck.resolved("/proc/self/exe")
            let door = WebDriverDoor(
                driver: driverProcess.client, newSession: target == nil ? NewSessionCheck(miniapp: miniapp) : nil,
                socketFolder: target == nil ? driverProcess.folder : nil)
            StopSignal.install()
            let bound: Int
            do {
                bound = try BlockingRun.run { [port] in
                    try await WebDriverDoor.door.serve(door, port: port) { WebDriverRefusal($0).response }
                }
            } catch {
                driverProcess.stop()
                throw ValidationError("--port \(port): \(error)")
            }
            do {
                try driverProcess.start(port: bound) { StopSignal.post() }
                try BlockingRun.run { try await driverProcess.waitUntilReady() }
            } catch {
                driverProcess.stop()
                FileHandle.standardError.write(Data("miniapp webdriver: \(error)\n".utf8))
                throw ExitCode.failure
            }
            door.driverIsReady()
            FileHandle.standardError.write(Data("miniapp webdriver: http://127.0.0.1:\(bound)\n".utf8))

            let signal = StopSignal.wait()
            _ = try? BlockingRun.run { await door.endSessions() }
            driverProcess.stop()
            if let signal { throw ExitCode(128 + signal) }
            FileHandle.standardError.write(Data("miniapp webdriver: WebKitWebDriver exited\n".utf8))
            throw ExitCode.failure
        }

        /// The first executable `name` on `PATH`.
        static func onPath(_ name: String) -> String? {
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .map { "\($0)/\(name)" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }
        }
    }
}
