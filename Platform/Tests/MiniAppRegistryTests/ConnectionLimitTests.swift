import Foundation
import Logging
import MiniAppRegistry
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Clients that connect and never finish a request cannot keep the server's
/// connections: each is closed after the idle timeout, and past the cap new ones are
/// closed at once, while the server goes on answering.
@Suite struct ConnectionLimitTests {
    /// A TCP connection that sends `text` and can tell when the server closed it.
    final class RawConnection {
        let descriptor: Int32

        init(port: Int, sending text: String) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw TestFailure("socket failed") }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { throw TestFailure("connect failed") }
            _ = text.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        }

        /// Whether the server closes the connection within `seconds` (a read returns 0 or fails).
        func isClosed(within seconds: Int) -> Bool {
            var timeout = timeval(tv_sec: seconds, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var byte: UInt8 = 0
            let read = recv(descriptor, &byte, 1, 0)
            return read == 0 || (read < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
        }

        deinit { close(descriptor) }
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
        let held = try (0..<8).map { _ in try RawConnection(port: server.port, sending: Self.partial) }
        try await Task.sleep(for: .milliseconds(500))
        #expect(try RawConnection(port: server.port, sending: Self.partial).isClosed(within: 10))
        #expect(!held[0].isClosed(within: 1))
        try await server.stop()
    }

    @Test func aConnectionWithoutACompleteRequestIsClosedAfterTheIdleTimeout() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("registry-limits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let server = try await start(idleTimeout: .seconds(1), maxConnections: 8, in: data)
        let held = try (0..<8).map { _ in try RawConnection(port: server.port, sending: Self.partial) }
        #expect(held.allSatisfy { $0.isClosed(within: 15) })
        try await Task.sleep(for: .milliseconds(200))
        let health = try await HTTPProbe(base: try #require(URL(string: "http://127.0.0.1:\(server.port)/"))).get("health")
        #expect(health.status == 200)
        try await server.stop()
    }
}
