import Foundation
import Testing

/// Runs the real `miniapp` binary, as a developer's CI would, and reads its transcript.
struct OpenRun {
    /// The repository root (this file is Platform/Tests/MiniAppCLITests/Support/OpenRun.swift).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Platform/Tests/MiniAppCLITests/Fixtures")

    /// The `miniapp` executable next to the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("miniapp")
    }

    let status: Int32
    let stderr: String
    let transcript: [[String: Any]]
    let directory: URL

    /// Runs `miniapp <arguments>` with a transcript and a private data directory.
    static func open(_ arguments: [String], profile: String? = nil, timeout: Int = 60) throws -> OpenRun {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var all = ["open"] + arguments + [
            "--headless", "--transcript", directory.appendingPathComponent("transcript.jsonl").path,
            "--data", directory.appendingPathComponent("data").path, "--timeout", "\(timeout)",
        ]
        if let profile {
            let url = directory.appendingPathComponent("profile.json")
            try Data(profile.utf8).write(to: url)
            all += ["--profile", url.path]
        }
        return try run(all, in: directory)
    }

    /// Runs `miniapp` with exactly `arguments`, with `environment` added to this process's.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> OpenRun {
        let directory = directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = (try? String(contentsOf: directory.appendingPathComponent("transcript.jsonl"), encoding: .utf8)) ?? ""
        let transcript = lines.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
        let run = OpenRun(status: process.terminationStatus, stderr: String(decoding: errorData, as: UTF8.self), transcript: transcript, directory: directory)
        let glibReports = run.glibReports
        #expect(glibReports.isEmpty, "miniapp's GLib reported a misuse (a use after free goes on silently until it crashes a host): \(glibReports)")
        return run
    }

    /// The criticals and warnings GLib, GObject or GTK printed in `miniapp`'s own process
    /// (the web process's lines name it, `(WebKitWebProcess:…)`, and are WebKit's).
    var glibReports: [Substring] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("(miniapp:") && ($0.contains("-CRITICAL **") || $0.contains("-WARNING **")) }
    }

    /// Transcript lines of one kind.
    func lines(_ kind: String) -> [[String: Any]] {
        transcript.filter { $0["kind"] as? String == kind }
    }

    /// The results a probe scenario reported through `sendJsonToHostapp` (its last report).
    func probeResults() throws -> [String: Any] {
        let reports = lines("host").filter { $0["name"] as? String == "sendJsonToHostapp" }
        guard let detail = reports.last?["detail"] as? String,
              let results = try JSONSerialization.jsonObject(with: Data(detail.utf8)) as? [String: Any] else {
            Issue.record("no probe report in the transcript; stderr: \(stderr)")
            return [:]
        }
        return results
    }

    /// Every call got exactly one answer (or, for closeMiniApp, a deliberate none).
    func everyCallAnswered() -> Bool {
        let calls = lines("call").count
        return calls > 0 && lines("reply").count >= calls
    }
}
