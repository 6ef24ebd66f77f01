import Foundation
import Testing

/// The control API of `miniapp open --control` against what a web page can send
/// (issue 29): it serves local test clients only (docs/TESTING.md, "What the doors accept").
@Suite struct ControlDoorTests {
    /// A held run with its control API on a free port.
    static func heldRun() throws -> (RunningCommand, Int) {
        let run = try RunningCommand([
            "open", OpenRun.fixtures.appendingPathComponent("closes").path, "--headless", "--control", "0", "--hold", "--timeout", "120",
        ])
        return (run, try run.announcedPort(after: "miniapp open: control "))
    }

    static func local(_ port: Int, json: Bool = true) -> [(String, String)] {
        [("Host", "127.0.0.1:\(port)")] + (json ? [("Content-Type", "application/json")] : [])
    }

    static func status(_ port: Int) throws -> [String: Any] {
        let answer = try RawHTTP.send(port: port, "GET", "/status", headers: local(port, json: false))
        return try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
    }

    /// Issue 29, defect 5: a page whose domain rebinds to 127.0.0.1 was same-origin with
    /// the control API and scripted answers and read the transcript. Its `Host` names its
    /// domain: refused, while every local spelling of the door is served.
    @Test func aRebindingPageIsRefusedByItsHost() throws {
        let (run, port) = try Self.heldRun()
        defer { run.stop() }
        for host in ["rebind.example:\(port)", "127.0.0.1:1", "127.0.0.1", "localhost.example:\(port)"] {
            let read = try RawHTTP.send(port: port, "GET", "/transcript", headers: [("Host", host)])
            #expect(read.status == 403, "GET with Host \(host): \(read.status) \(read.body)")
            #expect(read.body.contains(#""error""#) && read.body.contains("Host"), "\(read.body)")
            let script = try RawHTTP.send(
                port: port, "PUT", "/answers/getPoints", headers: [("Host", host), ("Content-Type", "application/json")], body: #"{"value": 1}"#)
            #expect(script.status == 403, "PUT with Host \(host): \(script.status) \(script.body)")
        }
        let missing = try RawHTTP.send(port: port, "GET", "/status", headers: [])
        #expect(missing.status == 403, "no Host: \(missing.status) \(missing.body)")
        #expect(try Self.status(port)["scriptedActions"] as? [String] == [])
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
            let read = try RawHTTP.send(port: port, "GET", "/transcript?since=0", headers: [("Host", host)])
            #expect(read.status == 200, "GET with Host \(host): \(read.status) \(read.body)")
        }
    }

    /// Issue 29, defect 7: cross-site `text/plain` POSTs to /launch, /events and /close
    /// were accepted. A change needs `Content-Type: application/json`, with a body or
    /// without, and no request with an `Origin` is served; the run is untouched by them.
    @Test func crossSiteRequestsChangeNothing() throws {
        let (run, port) = try Self.heldRun()
        defer { run.stop() }
        let host = ("Host", "127.0.0.1:\(port)")
        let event = #"{"name": "pause"}"#
        let forms: [(String, String, [(String, String)], String, Int)] = [
            ("POST", "/launch", [host, ("Content-Type", "text/plain")], "", 415),
            ("POST", "/events", [host, ("Content-Type", "text/plain;charset=UTF-8")], event, 415),
            ("POST", "/close", [host, ("Content-Type", "application/x-www-form-urlencoded")], "a=b", 415),
            ("POST", "/close", [host, ("Content-Type", "multipart/form-data; boundary=x")], "--x--", 415),
            ("POST", "/close", [host], "", 415),
            ("DELETE", "/answers", [host], "", 415),
            ("PUT", "/answers/getPoints", [host, ("Content-Type", "text/plain")], #"{"value": 1}"#, 415),
            ("POST", "/close", [host, ("Content-Type", "application/json"), ("Origin", "http://evil.example")], "{}", 403),
            ("POST", "/launch", [host, ("Content-Type", "application/json"), ("Origin", "null")], "", 403),
            ("OPTIONS", "/events", [host, ("Origin", "http://evil.example"), ("Access-Control-Request-Method", "POST")], "", 403),
        ]
        for (method, path, headers, body, expected) in forms {
            let answer = try RawHTTP.send(port: port, method, path, headers: headers, body: body)
            #expect(answer.status == expected, "\(method) \(path) \(headers): \(answer.status) \(answer.body)")
            #expect(answer.body.contains(#""error""#), "\(method) \(path): \(answer.body)")
            #expect(!answer.body.lowercased().contains("access-control"))
        }
        #expect(try Self.status(port)["state"] as? String == "held")
        #expect(run.process.isRunning)
        // A local client's JSON requests still work: script, launch, close.
        let scripted = try RawHTTP.send(port: port, "PUT", "/answers/getPoints", headers: Self.local(port), body: #"{"value": 1}"#)
        #expect(scripted.status == 204, "\(scripted.body)")
        let kept = try RawHTTP.send(port: port, "DELETE", "/answers", headers: [host])
        #expect(kept.status == 415)
        #expect(try Self.status(port)["scriptedActions"] as? [String] == ["getPoints"])
        #expect(try RawHTTP.send(port: port, "POST", "/launch", headers: Self.local(port)).status == 204)
        #expect(try RawHTTP.send(port: port, "POST", "/close", headers: Self.local(port)).status == 204)
        #expect(run.exitStatus() == 0, "stderr: \(run.stderr)")
    }

    /// Issue 29, defect 8: a mini app reached its own host's control API (a `no-cors`
    /// fetch, `sendBeacon`) and pushed host events into its run. The engine cancels its
    /// requests to that port before they leave (a form POST and an image GET too), so
    /// the fetches fail as network errors and the run sees none of them.
    @Test func theMiniAppCannotReachItsOwnControlPort() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-reach-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let transcript = directory.appendingPathComponent("transcript.jsonl")
        let run = try RunningCommand([
            "open", OpenRun.fixtures.appendingPathComponent("control-reach").path, "--headless", "--control", "0", "--hold",
            "--timeout", "120", "--transcript", transcript.path,
        ])
        defer { run.stop() }
        let port = try run.announcedPort(after: "miniapp open: control ")
        let answer = try RawHTTP.send(port: port, "PUT", "/answers/getUniqueId", headers: Self.local(port), body: #"{"value": "\#(port)"}"#)
        #expect(answer.status == 204, "\(answer.body)")
        #expect(try RawHTTP.send(port: port, "POST", "/launch", headers: Self.local(port)).status == 204)

        var report: [String: Any]?
        let deadline = Date().addingTimeInterval(60)
        while report == nil, Date() < deadline, run.process.isRunning {
            let lines = ((try? String(contentsOf: transcript, encoding: .utf8)) ?? "").split(separator: "\n")
            let host = lines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
                .last { $0["kind"] as? String == "host" && $0["name"] as? String == "sendJsonToHostapp" }
            report = (host?["detail"] as? String).flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let results = try #require(report, "no report from the page; stderr: \(run.stderr)")
        // Reached, a no-cors fetch resolves (with an opaque answer); refused in the engine, it fails.
        #expect(results["fetchEvents"] as? String == "TypeError", "\(results)")
        #expect(results["fetchLaunch"] as? String == "TypeError", "\(results)")
        #expect(results["fetchStatus"] as? String == "TypeError", "\(results)")
        #expect(results["image"] as? String == "error", "\(results)")
        // Nothing the page sent reached the run: no pushed event, still running.
        let text = (try? String(contentsOf: transcript, encoding: .utf8)) ?? ""
        #expect(!text.contains(#"\"from\""#), "a pushed event reached the page: \(text)")
        #expect(try Self.status(port)["state"] as? String == "running")
        #expect(run.process.isRunning)
        #expect(try RawHTTP.send(port: port, "POST", "/close", headers: Self.local(port)).status == 204)
        #expect(run.exitStatus() == 0, "stderr: \(run.stderr)")
    }
}
