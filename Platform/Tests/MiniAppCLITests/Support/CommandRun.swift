import Foundation

/// `miniapp` run once with arguments: its exit status and both outputs.
///
/// For commands that print and exit (help, parsing errors, the registry commands);
/// ``OpenRun`` is for `open`'s transcripts. Outputs go through files rather than pipes, so
/// a command that fills one stream while the test reads the other cannot stall.
struct CommandRun {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Runs `miniapp arguments` from the repository root, without the publishing,
    /// subscription and saved-login settings of the environment (a test passes what it
    /// means, in `environment`: `XDG_CONFIG_HOME` is a fresh empty folder unless given).
    static func miniapp(_ arguments: [String], environment given: [String: String] = [:]) throws -> CommandRun {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("stdout"), err = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = OpenRun.executable
        process.arguments = arguments
        process.currentDirectoryURL = OpenRun.root
        var environment = ProcessInfo.processInfo.environment
        for name in ["MINIAPP_PUBLISH_TOKEN", "MINIAPP_SUBSCRIPTION_KEY", "MINIAPP_SERVER", "MINIAPP_PROJECT", "MINIAPP_PIN_KEYS"] {
            environment[name] = nil
        }
        environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
        environment["COLUMNS"] = "200"
        environment.merge(given) { $1 }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return CommandRun(
            status: process.terminationStatus,
            stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8)
        )
    }
}
