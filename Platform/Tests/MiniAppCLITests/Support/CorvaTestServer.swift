import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The Corva stand-in (`Fixtures/corva/server.py`): the API and the web frontend on one
/// loopback port, logging every request so a test can see what each side received.
final class CorvaTestServer {
    let port: Int
    let log: URL
    private let process: Process

    init() throws {
        port = Int.random(in: 20_000...40_000)
        log = FileManager.default.temporaryDirectory.appendingPathComponent("corva-server-\(UUID().uuidString).jsonl")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", OpenRun.fixtures.appendingPathComponent("corva/server.py").path, "\(port)", log.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until it accepts connections (a `for … where` would keep connecting after it does).
        var attempts = 0
        while !LocalHTTPServer.accepts(port: port), attempts < 300 {
            Thread.sleep(forTimeInterval: 0.05)
            attempts += 1
        }
    }

    /// `http://127.0.0.1:<port>`: the web domain the tests configure.
    var origin: String { "http://127.0.0.1:\(port)" }

    /// Every request so far: `method`, `path`, `query`, `host`, `authorization`.
    var requests: [[String: String]] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: String] }
    }

    /// The query items of the page's `/report` calls.
    var reports: [[String: String]] {
        requests.filter { $0["path"] == "/report" }.map { request in
            var fields: [String: String] = [:]
            for item in URLComponents(string: "?" + (request["query"] ?? ""))?.queryItems ?? [] { fields[item.name] = item.value ?? "" }
            return fields
        }
    }

    /// SIGKILL: a child started from a libdispatch thread inherits a blocked SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: log)
    }
}
