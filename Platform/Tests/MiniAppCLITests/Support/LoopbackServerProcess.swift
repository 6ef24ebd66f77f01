import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A Python HTTP server started on port 0 for a test, with the port it announced.
///
/// The system picks a free port and the server prints `… port N …` once it listens,
/// so there is no guessed port to collide with another test and no connection
/// probing to time out while two cores build and run everything else at once.
struct LoopbackServerProcess {
    let process: Process
    let port: Int

    /// How long a server may take to announce its port on a busy CI machine.
    static let startDeadline: TimeInterval = 60

    /// Starts `python3 arguments…` and waits for its `port N` line on stdout.
    ///
    /// Throws ``NotListening`` with the server's output when it exits first or stays
    /// silent past ``startDeadline``: a test on a server that never came up would test
    /// nothing.
    static func start(_ arguments: [String]) throws -> LoopbackServerProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u"] + arguments
        let announcement = Pipe()
        process.standardOutput = announcement
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("server-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()

        let output = readAnnouncement(from: announcement.fileHandleForReading.fileDescriptor, of: process)
        if let port = announcedPort(in: output) {
            return LoopbackServerProcess(process: process, port: port)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        throw NotListening(description: """
            `python3 \(arguments.joined(separator: " "))` announced no port within \(Int(startDeadline)) s \
            (stdout: \(output.debugDescription), stderr: \(stderr.debugDescription))
            """)
    }

    /// Reads stdout until it names a port, it closes, or the deadline passes.
    private static func readAnnouncement(from descriptor: Int32, of process: Process) -> String {
        var output = ""
        let deadline = Date().addingTimeInterval(startDeadline)
        var buffer = [UInt8](repeating: 0, count: 512)
        while Date() < deadline, announcedPort(in: output) == nil {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 100) > 0 else { continue }
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }  // closed: the server exited
            output += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return output
    }

    /// The `N` of `port N` in the server's first line.
    private static func announcedPort(in output: String) -> Int? {
        guard let range = output.range(of: #"port (\d+)"#, options: .regularExpression) else { return nil }
        return Int(output[range].dropFirst("port ".count))
    }

    /// The server never said it listens.
    struct NotListening: Error, CustomStringConvertible {
        var description: String
    }

    /// SIGKILL: a child started from a libdispatch thread inherits a blocked SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
