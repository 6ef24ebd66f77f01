import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `miniapp webdriver` against a web page's attack on WebKitWebDriver (issue 29,
/// defect 3): a cross-origin `text/plain` POST /session, with the page's own `Host` and
/// `Origin`, naming `webkitgtk:browserOptions.binary` = `touch FILE`.
@Suite struct WebDriverDoorTests {
    /// The attack, sent to `port`: a new session that runs `touch marker`.
    static func attack(port: Int, marker: URL, headers: [(String, String)]) throws -> RawHTTP.Answer {
        let body = #"{"capabilities":{"alwaysMatch":{"webkitgtk:browserOptions":{"binary":"/usr/bin/touch","args":["\#(marker.path)"]}}}}"#
        return try RawHTTP.send(port: port, "POST", "/session", headers: headers, body: body)
    }

    /// What a page's cross-origin `text/plain` POST carries, from a rebound domain.
    static func pageHeaders(_ port: Int) -> [(String, String)] {
        [("Host", "evil.example:\(port)"), ("Origin", "http://evil.example"), ("Content-Type", "text/plain;charset=UTF-8")]
    }

    static func marker() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-webdriver-attack-\(UUID().uuidString)")
    }

    /// Waits up to `seconds` for `file` to appear.
    static func appears(_ file: URL, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: file.path) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return FileManager.default.fileExists(atPath: file.path)
    }

    /// Why the door exists: WebKitWebDriver itself checks no `Host`, no `Origin` and no
    /// `Content-Type` (its `HTTPServerSoup.cpp` passes only method, path and body on), so
    /// the documented `WebKitWebDriver --port=…` runs the page's program. If this ever
    /// fails, WebKit has started checking: docs/TESTING.md should say so.
    @Test func webKitWebDriverAloneRunsTheProgramAPageNames() throws {
        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        driver.arguments = ["WebKitWebDriver", "--port=0"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        defer {
            kill(driver.processIdentifier, SIGKILL)
            driver.waitUntilExit()
        }
        var port: Int?
        let deadline = Date().addingTimeInterval(30)
        while port == nil, Date() < deadline {
            port = ListeningPorts.tcp(of: driver.processIdentifier).first
            Thread.sleep(forTimeInterval: 0.05)
        }
        let listening = try #require(port, "WebKitWebDriver did not listen")
        let marker = Self.marker()
        defer { try? FileManager.default.removeItem(at: marker) }
        // The driver waits for a browser that never connects: answer or not, the program ran.
        let sent = Thread { _ = try? Self.attack(port: listening, marker: marker, headers: Self.pageHeaders(listening)) }
        sent.start()
        #expect(Self.appears(marker, within: 20), "WebKitWebDriver did not run the page's program")
    }

    /// Issue 29, defect 3: through `miniapp webdriver` the same request is refused, the
    /// program never runs, and the driver has no TCP port a page could reach instead.
    @Test func theDoorRefusesThePageAndTheDriverHasNoPort() throws {
        let door = try RunningCommand(["webdriver", "--port", "0"])
        defer { door.stop() }
        let port = try door.announcedPort(after: "miniapp webdriver: ")
        let marker = Self.marker()
        defer { try? FileManager.default.removeItem(at: marker) }

        let refused = try Self.attack(port: port, marker: marker, headers: Self.pageHeaders(port))
        #expect(refused.status == 403, "\(refused.status) \(refused.body)")
        #expect(refused.body.contains(#""error":"unknown error""#) && refused.body.contains("Host"), "\(refused.body)")
        // The same request with the door's own Host: refused for its Origin, then its Content-Type.
        let withOrigin = try Self.attack(
            port: port, marker: marker,
            headers: [("Host", "127.0.0.1:\(port)"), ("Origin", "http://evil.example"), ("Content-Type", "application/json")])
        #expect(withOrigin.status == 403 && withOrigin.body.contains("Origin"), "\(withOrigin.body)")
        let plain = try Self.attack(port: port, marker: marker, headers: [("Host", "localhost:\(port)"), ("Content-Type", "text/plain")])
        #expect(plain.status == 415 && plain.body.contains("application/json"), "\(plain.body)")
        // A local client's well-formed request still may not start another program.
        let local = [("Host", "127.0.0.1:\(port)"), ("Content-Type", "application/json")]
        for (method, path) in [("POST", "/session"), ("PUT", "/session"), ("POST", "/sessio%6E"), ("POST", "/session?x=1")] {
            let pinned = try RawHTTP.send(
                port: port, method, path, headers: local,
                body: #"{"capabilities":{"firstMatch":[{"webkitgtk:browserOptions":{"binary":"/usr/bin/touch","args":["\#(marker.path)"]}}]}}"#)
            #expect(pinned.status == 500 && pinned.body.contains("session not created"), "\(method) \(path): \(pinned.body)")
        }
        #expect(!Self.appears(marker, within: 2), "the page's program ran")
        // The run's control socket is the door's to give (its screenshots come from there).
        let ownSocket = try RawHTTP.send(
            port: port, "POST", "/session", headers: local,
            body: #"{"capabilities":{"alwaysMatch":{"webkitgtk:browserOptions":{"args":["open","app","--control-socket=/tmp/mine.sock"]}}}}"#)
        #expect(ownSocket.status == 500 && ownSocket.body.contains("--control-socket=/tmp/mine.sock"), "\(ownSocket.body)")

        // The driver behind the door listens on no TCP port: only on its private socket.
        let drivers = ListeningPorts.children(of: door.process.processIdentifier).filter { $0.name == "WebKitWebDriver" }
        let driver = try #require(drivers.first, "no WebKitWebDriver child of miniapp webdriver")
        #expect(ListeningPorts.tcp(of: driver.pid).isEmpty, "WebKitWebDriver listens on \(ListeningPorts.tcp(of: driver.pid))")
        // And the door serves local clients: the driver's own status.
        let status = try RawHTTP.send(port: port, "GET", "/status", headers: [("Host", "127.0.0.1:\(port)")])
        #expect(status.status == 200 && status.body.contains(#""ready":true"#), "\(status.body)")
        #expect(door.stop() == 143, "stderr: \(door.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(driver.pid)"), "the driver outlived miniapp webdriver")
    }

    /// WebKitWebDriver waits without end for a browser that ended at once: the door
    /// refuses such a session as soon as its `miniapp open` has gone (a bundle that is no
    /// zip exits in a tenth of a second, faster than a look at the process tree sees it),
    /// and the driver then still opens the next session.
    @Test func aSessionWhoseRunEndsAtOnceIsRefusedAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-door-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("app"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a zip".utf8).write(to: folder.appendingPathComponent("bad.zip"))
        try Data("<p>hi</p>".utf8).write(to: folder.appendingPathComponent("app/index.html"))
        let door = try RunningCommand(["webdriver", "--port", "0"])
        defer { door.stop() }
        let port = try door.announcedPort(after: "miniapp webdriver: ")
        let local = [("Host", "127.0.0.1:\(port)"), ("Content-Type", "application/json")]
        func newSession(_ args: [String]) throws -> RawHTTP.Answer {
            let options = try JSONSerialization.data(withJSONObject: ["webkitgtk:browserOptions": ["args": args]])
            return try RawHTTP.send(
                port: port, "POST", "/session", headers: local,
                body: #"{"capabilities":{"alwaysMatch":"# + String(decoding: options, as: UTF8.self) + "}}")
        }

        let started = Date()
        let refused = try newSession(["open", folder.appendingPathComponent("bad.zip").path, "--headless"])
        #expect(Date().timeIntervalSince(started) < 20, "answered after \(Date().timeIntervalSince(started)) s")
        #expect(refused.status == 500 && refused.body.contains("session not created") && refused.body.contains("miniapp open ended"), "\(refused.body)")
        #expect(door.stderr.contains("not a well-formed zip archive"), "stderr: \(door.stderr)")

        let opened = try newSession(["open", folder.appendingPathComponent("app").path, "--headless"])
        #expect(opened.status == 200 && opened.body.contains("sessionId"), "\(opened.body)")
        if let id = opened.body.firstMatch(of: /"sessionId":"([^"]+)"/)?.1 {
            let ended = try RawHTTP.send(port: port, "DELETE", "/session/\(id)", headers: [("Host", "127.0.0.1:\(port)")])
            #expect(ended.status == 200, "\(ended.body)")
        }
    }
}
