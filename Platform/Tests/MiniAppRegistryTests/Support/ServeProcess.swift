import Foundation

/// The real `miniapp serve` binary (built next to the test bundle) as a child process.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    let log: URL
    private(set) var base: URL

    init(place: TestRegistry.Place, extra: [String]) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("miniapp")
        log = place.data.appendingPathComponent("serve.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = executable
        var arguments = ["serve", "--port", "0", "--data", place.data.path, "--log-level", "info"] + extra
        if let url = place.databaseURL { arguments += ["--database-url", url] }
        process.arguments = arguments
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        base = URL(fileURLWithPath: "/")
        try process.run()
        let address = try waitForLogSync("registry listening")
        guard let range = address.range(of: #"miniapp\.address=127\.0\.0\.1:(\d+)"#, options: .regularExpression),
              let port = address[range].split(separator: ":").last,
              let url = URL(string: "http://127.0.0.1:\(port)/") else {
            kill()
            throw TestFailure("no listening address in: \(address)")
        }
        base = url
    }

    /// Waits (up to 60 s) for a log line containing `text` and returns it.
    func waitForLog(_ text: String) async throws {
        for _ in 0..<600 {
            if line(containing: text) != nil { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw TestFailure("'\(text)' never appeared in \(log.path)")
    }

    private func waitForLogSync(_ text: String) throws -> String {
        for _ in 0..<600 {
            if let line = line(containing: text) { return line }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        kill()
        throw TestFailure("'\(text)' never appeared: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
    }

    private func line(containing text: String) -> String? {
        (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n").first { $0.contains(text) }.map(String.init)
    }

    /// SIGKILL: no shutdown code runs.
    func kill() {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
