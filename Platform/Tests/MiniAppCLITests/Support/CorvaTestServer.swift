import Foundation

/// The Corva stand-in (`Fixtures/corva/server.py`): the API and the web frontend on one
/// loopback port, logging every request so a test can see what each side received.
final class CorvaTestServer {
    let log: URL
    private let server: LoopbackServerProcess

    var port: Int { server.port }

    init() throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("corva-server-\(UUID().uuidString).jsonl")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        server = try LoopbackServerProcess.start([OpenRun.fixtures.appendingPathComponent("corva/server.py").path, "0", log.path])
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

    func stop() {
        server.stop()
        try? FileManager.default.removeItem(at: log)
    }
}
