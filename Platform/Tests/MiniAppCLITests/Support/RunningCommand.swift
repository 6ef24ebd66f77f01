import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `miniapp` left running while a test talks to it (its control API, `miniapp
/// webdriver`), with its standard error in a file the test reads as it grows.
final class RunningCommand {
    let process: Process
    private let errors: URL

    init(_ arguments: [String]) throws {
        errors = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-running-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process = Process()
        process.executableURL = OpenRun.executable
        process.arguments = arguments
        process.currentDirectoryURL = OpenRun.root
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: errors)
    }

    /// Everything written to standard error so far.
    var stderr: String {
        (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    }

    /// The port of the first `http://127.0.0.1:PORT` standard error names after `prefix`
    /// (`miniapp open: control `, `miniapp webdriver: `), once it is written.
    func announcedPort(after prefix: String, timeout: TimeInterval = 60) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let text = stderr
            if let start = text.range(of: prefix + "http://127.0.0.1:") {
                let digits = text[start.upperBound...].prefix { $0.isNumber }
                if let port = Int(digits), text[start.upperBound...].dropFirst(digits.count).first == "\n" { return port }
            }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw RawHTTP.Failure(description: "miniapp \(process.arguments ?? []) announced no \(prefix)port; stderr: \(stderr)")
    }

    /// The exit status once the process has ended by itself, waiting up to `timeout`
    /// seconds; `nil` if it still runs.
    func exitStatus(within timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Sends `signal` (unless it has exited) and waits for the exit status.
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM) -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
