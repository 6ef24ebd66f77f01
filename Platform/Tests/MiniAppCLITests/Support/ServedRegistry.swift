import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A registry made and run entirely through the CLI, as an operator would: `miniapp
/// project create` and `project token` on a fresh data folder, then `miniapp serve
/// --port 0` as a child process.
final class ServedRegistry {
    let data: URL
    let subscriptionKey: String
    let token: String
    private(set) var base = ""
    private let process = Process()
    private let log: URL

    /// - Parameters:
    ///   - arguments: more `serve` arguments.
    ///   - environment: `MINIAPP_*` variables for `serve` (the test's own are left out then).
    init(arguments: [String] = [], environment: [String: String] = [:]) throws {
        data = FileManager.default.temporaryDirectory.appendingPathComponent("cli-registry-\(UUID().uuidString)")
        let created = try CommandRun.miniapp(["project", "create", "demo", "--data", data.path])
        guard created.status == 0,
              let line = created.stdout.split(separator: "\n").first(where: { $0.hasPrefix("subscription key ") }),
              let key = line.dropFirst("subscription key ".count).split(separator: " ").first else {
            throw Failure(description: "project create failed: \(created.stderr)\(created.stdout)")
        }
        subscriptionKey = String(key)
        let issued = try CommandRun.miniapp(["project", "token", "demo", "--data", data.path])
        token = issued.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard issued.status == 0, token.hasPrefix("mapub_") else { throw Failure(description: "project token failed: \(issued.stderr)") }

        log = data.appendingPathComponent("serve.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = OpenRun.executable
        process.arguments = ["serve", "--port", "0", "--data", data.path, "--log-level", "info"] + arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("MINIAPP_") }.merging(environment) { $1 }
        }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        for _ in 0..<600 {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: #"miniapp\.address=127\.0\.0\.1:\d+"#, options: .regularExpression) {
                base = "http://" + text[range].dropFirst("miniapp.address=".count)
                return
            }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        stop()
        throw Failure(description: "miniapp serve did not start: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
    }

    /// `--server URL --project demo --token T`, what every publishing command takes.
    var publisher: [String] { ["--server", base, "--project", "demo", "--token", token] }

    /// Stops the server (SIGKILL: no state matters after the test) and deletes its data.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: data)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
