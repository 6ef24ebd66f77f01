import Crypto
import Foundation
import MiniAppKit
import MiniAppRegistry
import Testing

/// SIGTERM drains: `miniapp serve` stops accepting, lets the requests in flight finish,
/// then exits 0.
@Suite("Graceful shutdown")
struct GracefulShutdownTests {
    @Test("a download in flight when SIGTERM arrives completes, whole, before the server exits", arguments: TestBackend.available)
    func downloadInFlightCompletes(backend: TestBackend) async throws {
        let place = try await TestRegistry.Place.fresh(backend)
        let limits = BundleLimits(maxTotalBytes: 64 << 20, maxFileBytes: 32 << 20, maxFiles: 50, maxCompressionRatio: 100)
        var generator = SystemRandomNumberGenerator()
        // Random, so nothing on the way can compress it below the socket buffers' size.
        let words = (0..<(3 << 20)).map { _ in generator.next() }
        let big = words.withUnsafeBytes { Data($0) }
        let setup = try await TestRegistry.start(at: place, limits: limits)
        let version = try await setup.uploadVersion(BundleZip.minimal().adding("big.bin", bytes: big), query: "publish=true")
        try await setup.stop(removing: false)

        let server = try ServeProcess(place: place, extra: [])
        defer { server.kill() }
        let port = try #require(server.base.port)
        let connection = try RawHTTPConnection(port: port)
        try connection.send("GET /map-published/hello/\(version)/big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        var received = try connection.read(upTo: 64 << 10)
        #expect(!received.isEmpty)
        // The answer is far larger than what the socket buffers hold: it is in flight now.
        kill(server.process.processIdentifier, SIGTERM)
        try await Task.sleep(for: .milliseconds(700))
        // Shutting down: new connections are refused, while this download goes on.
        #expect(throws: (any Error).self) { _ = try RawHTTPConnection(port: port) }
        #expect(server.process.isRunning, "the server exited with a download in flight")
        received += try connection.readToEnd()
        try await server.waitForLog("registry stopped")

        let text = received.prefix(4096)
        let headerEnd = try #require(text.firstRange(of: Array("\r\n\r\n".utf8)))
        let head = String(decoding: received[..<headerEnd.lowerBound], as: UTF8.self)
        #expect(head.hasPrefix("HTTP/1.1 200"), "\(head)")
        let body = Data(received[headerEnd.upperBound...])
        let firstDifference = zip(body, big).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(body.count == big.count, "the download was cut short: \(body.count) of \(big.count) bytes, first difference at \(firstDifference.map(String.init) ?? "none"); log: \((try? String(contentsOf: server.log, encoding: .utf8)) ?? "")")
        #expect(SHA256.hash(data: body) == SHA256.hash(data: big))
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
        await place.remove()
    }
}
