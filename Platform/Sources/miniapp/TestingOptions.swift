import ArgumentParser
import CProcessTie
import Foundation
import MiniAppHost
#if canImport(Glibc)
import Glibc
#endif

/// The options of `miniapp open` a test uses: a WebDriver session on the page, and the
/// host under the test's control while the app runs (docs/TESTING.md).
struct TestingOptions: ParsableArguments {
    @Flag(help: ArgumentHelp("Let a W3C WebDriver session drive the page (implied by WEBKIT_INSPECTOR_SERVER, which WebKitWebDriver sets when it starts miniapp (through `miniapp webdriver`), and which lets `miniapp webdriver --target` attach to a running window)."))
    var automation = false

    @Option(help: ArgumentHelp("Serve the host control API on 127.0.0.1:PORT (0: a free port) to programs on this machine (no web page, not the mini app); the address is printed on standard error as `miniapp open: control http://…`.", valueName: "port"))
    var control: Int?

    @Flag(help: ArgumentHelp("Load the mini app only when the control API is told to (POST /launch), so a test sets host answers before the page's first script. Needs --control."))
    var hold = false

    func validate() throws {
        if let control, !(0...65535).contains(control) {
            throw ValidationError("--control \(control) is not a port; use 1-65535, or 0 for a free one.")
        }
        if hold, control == nil {
            throw ValidationError("--hold needs --control: the control API is what launches the held mini app.")
        }
    }

    /// Whether the page accepts a WebDriver session.
    var acceptsAutomation: Bool {
        automation || ProcessInfo.processInfo.environment["WEBKIT_INSPECTOR_SERVER"] != nil
    }

    /// Whether a test drives the run and ends it: then `--timeout` has no default.
    var drivesRun: Bool { acceptsAutomation || control != nil }

    /// Started by the WebKitWebDriver of a `miniapp webdriver`, this run ends (SIGTERM,
    /// which still writes the transcript's end) when that driver does, even when it is
    /// killed: no window, Xvfb or web process outlives the test that asked for it.
    func endWithTheDriver() throws {
        guard WebDriverDoor.portFromEnvironment != nil else { return }
        if miniapp_tie_to_parent(SIGTERM, getppid()) == 1 {
            FileHandle.standardError.write(Data("miniapp open: the WebKitWebDriver that started this run has ended\n".utf8))
            throw ExitCode.failure
        }
    }
}

extension MiniAppCommand.Open {
    /// The run's control and the port its API listens on.
    struct StartedControl {
        var session: SessionControl
        var port: UInt16
    }

    /// With `--control`, the run's ``SessionControl`` and its HTTP API, listening before
    /// the window opens (so a test can script answers before the first page's script).
    func startControl() throws -> StartedControl? {
        guard let port = testing.control else { return nil }
        let control = MainActor.assumeIsolated { SessionControl(holdsLaunch: testing.hold) }
        do {
            let bound = try BlockingRun.run { try await ControlServer.start(port: port, control: control) }
            FileHandle.standardError.write(Data("miniapp open: control http://127.0.0.1:\(bound)\n".utf8))
            return StartedControl(session: control, port: bound)
        } catch {
            throw ValidationError("--control \(port): \(error)")
        }
    }
}
