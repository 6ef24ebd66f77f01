import Foundation
import Logging
import MiniAppRegistry
import Testing

/// Clients that connect and never finish a request cannot keep the server's
/// connections: each is closed after the idle timeout, and past the cap new ones are
/// closed at once, while the server goes on answering.
@Suite struct ConnectionLimitTests {
    /// A connection that has sent `partial` (a send the server refuses by closing is not an error here).
    static func halfOpen(port: Int) throws -> RawHTTPConnection {
        let connection = try RawHTTPConnection(port: port)
        try? connection.send(partial)
        return connection
    }

    func start(idleTimeout: Duration, maxConnections: Int, in data: URL) async throws -> RunningRegistry {
        var logger = Logger(label: "registry-test")
        logger.logLevel = .critical
        return try await RegistryServer.start(
            RegistryConfiguration(port: 0, data: DataDirectory(data), idleTimeout: idleTimeout, maxConnections: maxConnections), logger: logger)
    }

    static let partial = "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "

    @Test func pastTheCapANewConnectionIsClosedAtOnce() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("registry-limits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let server = try await start(idleTimeout: .seconds(120), maxConnections: 8, in: data)
        let held = try (0..<8).map { _ in try Self.halfOpen(port: server.port) }
        try await Task.sleep(for: .milliseconds(500))
        #expect(try Self.halfOpen(port: server.port).isClosed(within: 10))
        #expect(!held[0].isClosed(within: 1))
        try await server.stop()
    }

    @Test func aConnectionWithoutACompleteRequestIsClosedAfterTheIdleTimeout() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("registry-limits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let server = try await start(idleTimeout: .seconds(1), maxConnections: 8, in: data)
        let held = try (0..<8).map { _ in try Self.halfOpen(port: server.port) }
        #expect(held.allSatisfy { $0.isClosed(within: 15) })
        try await Task.sleep(for: .milliseconds(200))
        let health = try await HTTPProbe(base: try #require(URL(string: "http://127.0.0.1:\(server.port)/"))).get("health")
        #expect(health.status == 200)
        try await server.stop()
    }
}
