import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child of `miniapp mcp` that cannot outlive it: started through
/// ``MiniAppCommand/ExecTied`` from the ``SpawnThread``, as the leader of a process group
/// of its own, which everything it starts joins (`miniapp open`, its Xvfb, WebKit's
/// helpers). ``end(grace:)`` ends the whole group; a SIGKILL of `miniapp mcp` ends the
/// child through the kernel's parent-death signal.
final class TiedProcess: @unchecked Sendable {
    /// The child's process id, which is also its process group's.
    let pid: Int32
    /// What it writes on standard error.
    let errors: OutputLines
    private let process: Process

    private init(process: Process, errors: OutputLines) {
        self.process = process
        self.pid = process.processIdentifier
        self.errors = errors
    }

    /// This executable (`miniapp`), by its absolute path.
    static var miniappExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The arguments that run `command` tied to the process `parent`: it gets `signal`
    /// (`TERM` or `KILL`) when `parent` ends; with `group`, it leads a new process group.
    static func tiedCommand(_ command: [String], to parent: Int32, signal: String, group: Bool) -> [String] {
        ["exec-tied", "--parent", "\(parent)", "--signal", signal] + (group ? ["--group"] : []) + ["--"] + command
    }

    /// Starts `command` (an executable on `PATH` or a path, and its arguments), its standard
    /// output discarded (never this server's: on stdio it carries the protocol) and its
    /// standard error kept in ``errors``.
    static func start(_ command: [String], environment: [String: String] = [:]) async throws -> TiedProcess {
        let executable = miniappExecutable
        return try await SpawnThread.shared.run {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = tiedCommand(command, to: getpid(), signal: "KILL", group: true)
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            let pipe = Pipe()
            process.standardError = pipe
            let errors = OutputLines(reading: pipe)
            try process.run()
            return TiedProcess(process: process, errors: errors)
        }
    }

    var isRunning: Bool { process.isRunning }

    /// Waits up to `timeout` for the child to exit; whether it did.
    func waitForExit(timeout: Duration) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return true
    }

    /// Ends the child and every process of its group: SIGTERM to the group first, so
    /// `miniapp open` writes its transcript's end, then SIGKILL to what is left `grace` later.
    /// Runs to the end even when the task that asks is cancelled (a cancelled open ends what
    /// it started).
    func end(grace: Duration = .seconds(5)) async {
        await Task {
            if process.isRunning { kill(-pid, SIGTERM) }
            _ = await waitForExit(timeout: grace)
            // The group may outlive its leader (a child that ignored SIGTERM).
            kill(-pid, SIGKILL)
            _ = await waitForExit(timeout: .seconds(2))
        }.value
    }
}
