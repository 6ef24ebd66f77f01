import Foundation
import Testing

/// Issue 29, defect 1, in the `miniapp` tool: a registry (or anyone in its place) that
/// redirects the publishing API to another host never gets the publisher token there.
/// A on 127.0.0.1 answers every request with a redirect to B on 127.0.0.2; B records.
struct PublishRedirectTests {
    @Test(arguments: [302, 307, 308])
    func thePublisherTokenNeverFollowsARedirectToAnotherHost(status: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("publish-redirect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = OpenRun.fixtures.appendingPathComponent("redirect/server.py").path
        let logB = directory.appendingPathComponent("b.jsonl"), logA = directory.appendingPathComponent("a.jsonl")
        let b = try LoopbackServerProcess.start([script, "127.0.0.2", "0", logB.path])
        defer { b.stop() }
        let a = try LoopbackServerProcess.start([script, "127.0.0.1", "0", logA.path, "http://127.0.0.2:\(b.port)", String(status)])
        defer { a.stop() }
        let common = ["--server", "http://127.0.0.1:\(a.port)", "--project", "demo", "--token", "publisher-secret", "--app", "hello"]
        for command in [["version", "list"], ["version", "unpublish"]] {
            _ = try CommandRun.miniapp(command + common)
        }
        let atA = Self.log(logA), atB = Self.log(logB)
        #expect(atA.count == 2 && atA.allSatisfy { ($0["headers"] as? [String: String])?["authorization"] == "Bearer publisher-secret" })
        #expect(atB.count == 2, "B received \(atB)")
        for request in atB {
            #expect((request["headers"] as? [String: String])?["authorization"] == nil, "B saw the token: \(request)")
        }
    }

    static func log(_ url: URL) -> [[String: Any]] {
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
    }
}
