import Foundation

/// The `miniapp open` a new WebDriver session starts, as `miniapp webdriver`'s door
/// watches it until the session exists.
///
/// WebKitWebDriver waits for ever for a browser that ended at once (a usage error, a
/// bundle that is no zip): `POST /session` never answered, and every client hung until
/// its own timeout. It reaps its child at once, so its process tree shows nothing to a
/// watcher that looks a moment late. So the run says who it is: started under a door
/// (``WebDriverDoor/portVariable`` set) with a control socket, `miniapp open` first
/// writes its process id beside that socket, before it parses its arguments; the door
/// then knows the session's browser has ended as soon as that process is gone, however
/// briefly it lived.
struct SessionBrowser: Sendable {
    /// The run's control socket, as the door named it (``NewSessionCheck``).
    let controlSocket: String

    /// Where the run writes its process id.
    var pidFile: String { controlSocket + ".pid" }

    /// Called by `miniapp` first of all: writes this process's id when `arguments` are
    /// those of a `miniapp open` a door started.
    static func announce(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment[WebDriverDoor.portVariable] != nil, arguments.dropFirst().first == "open" else { return }
        let option = NewSessionCheck.socketOption
        var socket: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == option, index + 1 < arguments.count { socket = arguments[index + 1]; break }
            if argument.hasPrefix(option + "=") { socket = String(argument.dropFirst(option.count + 1)); break }
        }
        guard let socket else { return }
        try? Data("\(getpid())".utf8).write(to: URL(fileURLWithPath: SessionBrowser(controlSocket: socket).pidFile), options: .atomic)
    }

    /// Returns once the run has announced itself and ended; throws `CancellationError`
    /// when the task is cancelled first (the driver answered).
    func waitUntilEnded() async throws {
        while true {
            if let pid = announcedProcess(), !Self.isAlive(pid) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Removes what the run left beside the door's other files.
    func forget() {
        unlink(controlSocket)
        unlink(pidFile)
    }

    private func announcedProcess() -> pid_t? {
        (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { pid_t($0) }
    }

    /// Whether `pid` runs: it exists and is no zombie waiting for its parent.
    private static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).first != "Z"
    }
}
