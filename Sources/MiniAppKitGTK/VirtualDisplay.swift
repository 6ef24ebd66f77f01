#if canImport(CWebKitGTK)
import Foundation
public import MiniAppKit
import Synchronization

/// A private X server (Xvfb) for running the engine without a screen: CI, tests, servers.
///
/// Xvfb picks a free display number itself (`-displayfd`: it skips numbers whose socket
/// or lock file exists) and writes it once it accepts connections, so ``start(width:height:timeout:)``
/// neither guesses numbers nor polls. The server stops on ``stop()``, when the value is
/// released, and at process exit (SIGKILL: a child started from a libdispatch or Swift
/// concurrency thread inherits that thread's blocked signals, SIGTERM included, so a
/// polite stop would be ignored; Xvfb keeps no state worth a graceful exit).
///
/// GTK opens its display once, in `gtk_init`: start the display and set `DISPLAY`
/// (``exportAsDisplay()``) before that. ``GLibMainLoop`` does both when asked for
/// ``DisplayMode/automatic`` or ``DisplayMode/virtual``.
public final class VirtualDisplay: Sendable {
    /// The X display name, such as `:99`.
    public let name: String
    private let number: Int
    private let process: Mutex<Process?>

    private init(name: String, number: Int, process: Process) {
        self.name = name
        self.number = number
        self.process = Mutex(process)
    }

    /// Starts Xvfb on a free display and waits until it accepts connections.
    ///
    /// - Parameters:
    ///   - width: screen width in pixels.
    ///   - height: screen height in pixels.
    ///   - timeout: how long to wait for the server, in seconds.
    /// - Throws: `WebEngineError.Code.engineFailure` when Xvfb is missing or does not start.
    public static func start(width: Int = 1280, height: Int = 1024, timeout: Double = 10) throws(WebEngineError) -> VirtualDisplay {
        guard let executable = findExecutable("Xvfb") else {
            throw WebEngineError(.engineFailure, "Xvfb not found: install xvfb (scripts/install-dependencies)")
        }
        let output = Pipe()
        let process = Process()
        process.executableURL = executable
        // -terminate: the server exits when its last client disconnects, so it goes with
        // this process however that ends (SIGKILL included, where no cleanup code runs).
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-terminate"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw WebEngineError(.engineFailure, "could not start Xvfb: \(error)")
        }
        ExitCleanup.register(process.processIdentifier)
        guard let number = readDisplayNumber(output.fileHandleForReading.fileDescriptor, timeout: timeout) else {
            terminate(process, display: nil)
            throw WebEngineError(.engineFailure, "Xvfb did not report a display within \(timeout) s")
        }
        ExitCleanup.register(process.processIdentifier, display: number)
        return VirtualDisplay(name: ":\(number)", number: number, process: process)
    }

    /// Sets `DISPLAY` to this server for the whole process (GTK reads it in `gtk_init`).
    public func exportAsDisplay() {
        setenv("DISPLAY", name, 1)
    }

    /// Leaves the server's end to `-terminate` once this process is its client: it then
    /// exits, cleanly, when the process's last connection closes, however the process
    /// ends. Killing it from `atexit` instead would race with the threads still reading
    /// the display while the process exits (an X I/O error there exits with status 1).
    func endsWithItsClients() {
        guard let process = process.withLock({ $0 }) else { return }
        ExitCleanup.unregister(process.processIdentifier)
    }

    /// Stops the server and removes its lock file and socket. Safe to call twice.
    public func stop() {
        guard let process = self.process.withLock({ slot in defer { slot = nil }; return slot }) else { return }
        Self.terminate(process, display: number)
    }

    deinit {
        stop()
    }

    private static func terminate(_ process: Process, display: Int?) {
        ExitCleanup.stop(process.processIdentifier, display: display)
        if process.isRunning { process.waitUntilExit() }
        ExitCleanup.unregister(process.processIdentifier)
    }

    /// Reads the `N\n` Xvfb writes to `-displayfd` once it listens.
    private static func readDisplayNumber(_ fd: Int32, timeout: Double) -> Int? {
        var text = ""
        let deadline = Date().addingTimeInterval(timeout)
        var byte: UInt8 = 0
        while Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&poller, 1, remaining) > 0, read(fd, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return Int(text) }
            text.append(Character(UnicodeScalar(byte)))
        }
        return nil
    }

    private static func findExecutable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        for directory in directories {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
#endif
