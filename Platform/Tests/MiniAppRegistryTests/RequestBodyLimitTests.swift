import Foundation
import Logging
import MiniAppRegistry
import Testing

/// Clients that announce a large body and send it slowly, or keep sending after the server
/// answered, cannot hold the server's connections or have it read what they send
/// (issue 18, defect 2: 4,100 slow-body connections to /health denied every request).
@Suite struct RequestBodyLimitTests {
    static let huge = 100_000_000

    /// A server with a short body deadline and a publisher token of project `demo`.
    struct Server {
        let running: RunningRegistry
        let token: String
        let data: URL

        static func start(maxConnections: Int = 64, bodyTimeout: Duration = .seconds(1), minBodyRate: Int = 1 << 20) async throws -> Server {
            let data = FileManager.default.temporaryDirectory.appendingPathComponent("registry-bodies-\(UUID().uuidString)")
            var logger = Logger(label: "registry-test")
            logger.logLevel = .critical
            var configuration = RegistryConfiguration(port: 0, data: DataDirectory(data), maxUploadBytes: 1 << 20, maxConnections: maxConnections)
            configuration.bodyTimeout = bodyTimeout
            configuration.minBodyRate = minBodyRate
            let running = try await RegistryServer.start(configuration, logger: logger)
            let store = RegistryStore(database: running.database)
            _ = try await store.write { try await $0.createProject(id: "demo", name: "Demo host") }
            return Server(running: running, token: try await store.write { try await $0.createPublisherToken(project: "demo", label: "tests") }, data: data)
        }

        var port: Int { running.port }

        func stop() async throws {
            try await running.stop()
            try? FileManager.default.removeItem(at: data)
        }
    }

    static func head(_ method: String, _ path: String, length: Int, token: String? = nil) -> String {
        "\(method) /\(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(length)\r\n"
            + (token.map { "Authorization: Bearer \($0)\r\n" } ?? "") + "\r\n"
    }

    static let upload = "publish/projects/demo/apps/hello/versions"

    /// Sends a byte every 200 ms until the server closes the connection; how long that took.
    static func trickle(_ connection: RawHTTPConnection, for limit: Duration) async -> Duration? {
        let clock = ContinuousClock()
        let start = clock.now
        while clock.now - start < limit {
            if await connection.offPool({ $0.write([0x41], timeout: 1) }).error != nil { return clock.now - start }
            try? await Task.sleep(for: .milliseconds(200))
        }
        return nil
    }

    @Test("a slow body to /health gets the answer with Connection: close, then the connection closes", arguments: ["GET", "POST"])
    func slowBodyToHealthIsClosed(method: String) async throws {
        let server = try await Server.start(bodyTimeout: .seconds(60))
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send(Self.head(method, "health", length: Self.huge) + "x")
        // Closed after the answer, long before the 60 s body deadline.
        let (bytes, closed) = await connection.offPool { $0.readUntilClosed(within: 5) }
        let answer = String(decoding: bytes, as: UTF8.self)
        #expect(closed, "still open 5 s after the answer")
        // GET is answered, POST refused (405): either way before the body arrived.
        #expect(answer.hasPrefix(method == "GET" ? "HTTP/1.1 200" : "HTTP/1.1 405"), "\(answer)")
        #expect(answer.lowercased().contains("connection: close"), "\(answer)")
        try await server.stop()
    }

    @Test("a slow body to the upload route is cut at the body deadline, with the idle timeout long")
    func slowUploadIsCut() async throws {
        let server = try await Server.start(bodyTimeout: .seconds(1), minBodyRate: 1 << 20)
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send(Self.head("POST", Self.upload, length: Self.huge, token: server.token))
        let closedAfter = await Self.trickle(connection, for: .seconds(15))
        let after = try #require(closedAfter, "the server still read a byte every 200 ms after 15 s")
        #expect(after < .seconds(6))
        try await server.stop()
    }

    @Test("a fast upload larger than the grace allows at the minimum rate is not cut")
    func fastUploadIsNotCut() async throws {
        // 1 s of grace + 1 KiB/s: the first 300 KiB, sent at once, buy 300 s, so a pause of
        // 1.5 s (past the grace) before the other half does not cut the upload.
        let server = try await Server.start(bodyTimeout: .seconds(1), minBodyRate: 1 << 10)
        let half = [UInt8](repeating: 0x41, count: 300 << 10)
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send(Self.head("POST", Self.upload, length: 2 * half.count, token: server.token))
        #expect(await connection.offPool { $0.write(half) }.error == nil)
        try await Task.sleep(for: .milliseconds(1500))
        #expect(await connection.offPool { $0.write(half) }.error == nil)
        // Not a zip, so refused, but only once the body was read whole.
        let answer = String(decoding: await connection.offPool { (try? $0.read(upTo: 4096)) ?? [] }, as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 422") && answer.contains("notAZip"), "\(answer)")
        try await server.stop()
    }

    @Test("after a 413 or a 401 the server stops reading: a client that keeps writing is reset", arguments: [true, false])
    func refusedBodyIsNotRead(authorized: Bool) async throws {
        let server = try await Server.start(bodyTimeout: .seconds(120))
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send(Self.head("POST", Self.upload, length: Self.huge, token: authorized ? server.token : nil))
        // Past the 1 MiB upload limit: the 413 (or the 401 at once) is written meanwhile.
        _ = await connection.offPool { $0.write([UInt8](repeating: 0x41, count: 3 << 19)) }
        try await Task.sleep(for: .milliseconds(300))
        let answer = String(decoding: await connection.offPool { (try? $0.read(upTo: 4096)) ?? [] }, as: UTF8.self)
        #expect(answer.hasPrefix(authorized ? "HTTP/1.1 413" : "HTTP/1.1 401"), "\(answer)")
        #expect(answer.lowercased().contains("connection: close"), "\(answer)")
        // Keep writing the announced 100 MB: the server takes no more than its socket buffers.
        let clock = ContinuousClock()
        let start = clock.now
        let chunk = [UInt8](repeating: 0x41, count: 1 << 20)
        var sent = 0
        var stopped: Int32?
        while sent < Self.huge, stopped == nil, clock.now - start < .seconds(20) {
            let result = await connection.offPool { $0.write(chunk, timeout: 3) }
            sent += result.sent
            stopped = result.error
        }
        #expect(stopped == EPIPE || stopped == ECONNRESET, "sent \(sent) bytes, then errno \(stopped.map(String.init) ?? "none")")
        #expect(sent < 32 << 20, "the server took \(sent) bytes after refusing the body")
        #expect(clock.now - start < .seconds(10))
        try await server.stop()
    }

    @Test("with the connections full of slow bodies, a request still gets answered after the body deadline")
    func legitimateRequestsAreAnswered() async throws {
        let server = try await Server.start(maxConnections: 4, bodyTimeout: .seconds(1), minBodyRate: 1 << 20)
        let port = server.port, token = server.token
        // Four attackers: two on /health, two on the upload route, each sending a byte every 200 ms.
        let attack = Task {
            let attackers = try (0..<4).map { index in
                let connection = try RawHTTPConnection(port: port)
                try connection.send(index < 2 ? Self.head("POST", "health", length: Self.huge) : Self.head("POST", Self.upload, length: Self.huge, token: token))
                return connection
            }
            let clock = ContinuousClock()
            let start = clock.now
            while !Task.isCancelled, clock.now - start < .seconds(20) {
                for attacker in attackers { _ = await attacker.offPool { $0.write([0x41], timeout: 1) } }
                try? await Task.sleep(for: .milliseconds(200))
            }
        }
        defer { attack.cancel() }
        try await Task.sleep(for: .seconds(3))
        let probe = HTTPProbe(base: try #require(URL(string: "http://127.0.0.1:\(port)/")))
        var answered = 0
        for _ in 0..<5 where (try? await probe.get("health"))?.status == 200 { answered += 1 }
        #expect(answered == 5)
        attack.cancel()
        _ = await attack.result
        try await server.stop()
    }
}
