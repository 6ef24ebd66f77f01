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

    /// Given by `miniapp webdriver` to each session's run (``NewSessionCheck``), in its
    /// private folder: the door answers the session's screenshots from the page as the
    /// host draws it (``DrawnScreenshots``).
    @Option(help: ArgumentHelp("Serve the control API on a Unix socket at this path as well.", valueName: "path", visibility: .hidden))
    var controlSocket: String?

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
    /// The run's control and the port its API listens on (`nil`: on its socket only).
    struct StartedControl {
        var session: SessionControl
        var port: UInt16?
    }

    /// With `--control` or `--control-socket`, the run's ``SessionControl`` and its HTTP
    /// API, listening before the window opens (so a test can script answers before the
    /// first page's script).
    func startControl() throws -> StartedControl? {
        guard testing.control != nil || testing.controlSocket != nil else { return nil }
        let control = MainActor.assumeIsolated { SessionControl(holdsLaunch: testing.hold) }
        var started = StartedControl(session: control, port: nil)
        if let port = testing.control {
            do {
                let bound = try BlockingRun.run { try await ControlServer.start(port: port, control: control) }
                FileHandle.standardError.write(Data("miniapp open: control http://127.0.0.1:\(bound)\n".utf8))
                started.port = bound
            } catch {
                throw ValidationError("--control \(port): \(error)")
            }
        }
        if let path = testing.controlSocket {
            do {
                try BlockingRun.run { try await ControlServer.start(socket: path, control: control) }
            } catch {
                throw ValidationError("--control-socket \(path): \(error)")
            }
        }
        return started
    }
}
