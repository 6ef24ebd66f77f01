import Foundation
import MiniAppKit
import MiniAppPlatformClient
import MiniAppRegistry
import Testing

/// A man in the middle answers every file of a signed version (a few KB each) with a
/// body of gigabytes: the client stops reading at each file's signed size (issue 18,
/// defect 4). What the hostile server managed to send is counted on its side, so the
/// tests see what the client read, not only what it kept.
@Suite("Platform client against hostile file answers", .serialized)
struct ClientHostileDownloadTests {
    /// Four files of 4,000 bytes: downloaded in parallel, as an install does.
    static let files = Dictionary(uniqueKeysWithValues: (0..<4).map { ("f\($0).txt", String(repeating: "\($0)", count: 4_000)) })
    /// What a hostile answer may send past a file's size before the client's close stops
    /// it: the client's receive buffer, the server's send buffer, and what is in flight.
    static let slack = 4 << 20

    /// A registry with a version of ``files``, a man in the middle in front of it that
    /// answers every file with `hostile`, and a client of the man in the middle.
    static func withMITM(
        _ hostile: MITMServer.Hostile,
        _ body: (MITMServer, MiniAppClient) async throws -> Void
    ) async throws {
        try await ClientEndToEndTests.withRegistry { registry, storage in
            _ = try await registry.uploadVersion(.minimal(files), query: "publish=true")
            let mitm = try MITMServer(registryPort: registry.server.port, hostile: { target in
                target.hasPrefix("/host/") ? nil : hostile
            })
            defer { mitm.stop() }
            let key = try #require(try await registry.store.activeKey())
            let client = try MiniAppClient(config: MiniAppSdkConfig(
                baseUrl: try #require(mitm.url), projectId: "demo", subscriptionKey: registry.project.subscriptionKey,
                pinnedKeys: [try #require(PinnedKey(id: key.id, ecKey: key.publicKeyX963))], storageDirectory: storage,
                retryPolicy: RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(10)), requestTimeout: 5
            ))
            try await body(mitm, client)
        }
    }

    /// Gigabytes announced in `Content-Length`; gigabytes streamed with no length; and
    /// streamed chunked beside a small `Content-Length`.
    static let oversized: [MITMServer.Hostile] = [
        .announcing(contentLength: 1_500_000_000), .chunked(contentLength: nil), .chunked(contentLength: 100),
    ]

    @Test("a body of gigabytes is refused, and read no further than the file's signed size", arguments: oversized)
    func oversizedBodiesAreNotRead(hostile: MITMServer.Hostile) async throws {
        try await Self.withMITM(hostile) { mitm, client in
            await #expect(throws: MASDKError.miniAppCorrupted) { try await client.install(appId: "hello") }
            #expect(client.installed(appId: "hello") == nil)
            let sent = await mitm.hostileBytesSentOnceEnded()
            #expect(!sent.isEmpty)
            for bytes in sent {
                #expect(bytes <= 4_000 + Self.slack, "the client read \(bytes >> 20) MiB of a 4,000-byte file: \(sent)")
            }
        }
    }
}

extension MITMServer.Hostile: CustomTestStringConvertible {
    var testDescription: String {
        switch self {
        case .announcing(let length): "Content-Length: \(length), streamed"
        case .chunked(let length): "chunked" + (length.map { ", beside Content-Length: \($0)" } ?? ", no length")
        case .drip(let length, let interval): "\(length) bytes, one every \(interval)"
        }
    }
}
