import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// No process outlives `miniapp open --headless`, however it ends: its Xvfb and
/// WebKit's helper processes go with it on SIGINT, SIGTERM and SIGKILL.
@Suite(.serialized) struct ProcessCleanupTests {
    /// Every descendant of `pid`, from /proc.
    static func descendants(of pid: Int32) -> [Int32] {
        var result: [Int32] = []
        var queue = [pid]
        while let parent = queue.popLast() {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(parent)/task")) ?? []
            for task in tasks {
                let text = (try? String(contentsOfFile: "/proc/\(parent)/task/\(task)/children", encoding: .utf8)) ?? ""
                let children = text.split(separator: " ").compactMap { Int32($0) }
                result += children
                queue += children
            }
        }
        return result
    }

    /// The process's command name.
    static func name(_ pid: Int32) -> String {
        ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "?").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        // A zombie (exited, not yet reaped by init) counts as gone.
        let status = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return !status.contains(") Z ")
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGKILL])
    func nothingOutlivesOpen(signal: Int32) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cleanup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = directory.appendingPathComponent("transcript.jsonl")
        let process = Process()
        process.executableURL = OpenRun.executable
        process.arguments = ["open", "Examples/Showcase", "--headless", "--timeout", "60",
                             "--transcript", transcript.path, "--data", directory.appendingPathComponent("data").path]
        process.currentDirectoryURL = OpenRun.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until WebKit's web process is up: Xvfb and the network process are by then.
        // Generous: on a loaded machine a signal sent before `open` has set up its handlers
        // is lost (the test runner's children inherit an ignored SIGINT).
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            if Self.descendants(of: process.processIdentifier).contains(where: { Self.name($0).hasPrefix("WebKitWebProc") }) { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        try await Task.sleep(for: .milliseconds(500))
        let children = Self.descendants(of: process.processIdentifier)
        #expect(children.contains { Self.name($0) == "Xvfb" } && children.contains { Self.name($0).hasPrefix("WebKitWebProc") },
                "open should run Xvfb and WebKit's processes: \(children.map(Self.name))")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let gone = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < gone, children.contains(where: Self.isAlive) {
            try await Task.sleep(for: .milliseconds(100))
        }
        let left = children.filter(Self.isAlive).map { "\($0) \(Self.name($0))" }
        #expect(left.isEmpty, "still running after signal \(signal): \(left)")
        guard signal != SIGKILL else { return }
        // SIGINT and SIGTERM end the session as any other end does: its end line written.
        #expect(process.terminationStatus == 128 + signal)
        let lines = (try? String(contentsOf: transcript, encoding: .utf8)) ?? ""
        #expect(lines.contains(#""kind":"session","event":"end","outcome":"interrupted(signal: \#(signal))""#), "\(lines.suffix(400))")
    }
}
