import Foundation
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// Retries on 5xx, `Retry-After` on 429, the seed's errors otherwise, and the headers.
@Suite struct PlatformTransportTests {
    func client(_ server: ScriptedHTTPServer, attempts: Int = 3) throws -> MiniAppClient {
        let base = try #require(server.url)
        return try MiniAppClient(config: MiniAppSdkConfig(
            baseUrl: base, projectId: "demo", subscriptionKey: "KEY", hostAppUserAgentInfo: "tests/1",
            allowUnsignedManifests: true,
            storageDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("transport-\(UUID().uuidString)"),
            retryPolicy: RetryPolicy(maxAttempts: attempts, baseDelay: .milliseconds(10), maxRetryAfter: .seconds(5)), requestTimeout: 5
        ))
    }

    static let listed = #"[{"id":"a","displayName":"A","icon":"","version":{"versionTag":"1","versionId":"v1"},"promotionalImageUrl":"","promotionalText":""}]"#

    @Test func retries5xxThenSucceedsWithThePlatformHeaders() async throws {
        let server = try ScriptedHTTPServer([.init(status: 503), .init(status: 502), .init(status: 200, body: Self.listed)])
        defer { server.stop() }
        #expect(try await client(server).list().map(\.id) == ["a"])
        let requests = server.requests
        #expect(requests.count == 3)
        let head = try #require(requests.last).lowercased()
        #expect(head.hasPrefix("get /host/demo/miniapps "))
        #expect(head.contains("apikey: ras-key"))
        #expect(head.contains("ras-sdk-name: miniapp"))
        #expect(head.contains("user-agent: miniappkit/\(MiniAppKitVersion.version) tests/1".lowercased()))
    }

    @Test func gives5xxUpAfterTheLastAttempt() async throws {
        let server = try ScriptedHTTPServer([.init(status: 500, body: #"{"code":500,"message":"boom"}"#)])
        defer { server.stop() }
        await #expect(throws: MASDKError.serverError(code: 500, message: "boom")) { try await client(server).list() }
        #expect(server.requests.count == 3)
    }

    @Test func waitsForRetryAfterOn429() async throws {
        let server = try ScriptedHTTPServer([.init(status: 429, headers: ["Retry-After": "1"]), .init(status: 200, body: Self.listed)])
        defer { server.stop() }
        let start = ContinuousClock.now
        #expect(try await client(server).list().count == 1)
        #expect(ContinuousClock.now - start >= .seconds(1))
    }

    @Test func aLongRetryAfterFailsAtOnce() async throws {
        let server = try ScriptedHTTPServer([.init(status: 429, headers: ["Retry-After": "3600"])])
        defer { server.stop() }
        await #expect(throws: MASDKError.miniAppTooManyRequestsError) { try await client(server).list() }
        #expect(server.requests.count == 1)
    }

    @Test func mapsNotFoundAndEmptyAnswers() async throws {
        let missing = try ScriptedHTTPServer([.init(status: 404, body: #"{"code":404,"message":"no"}"#)])
        defer { missing.stop() }
        await #expect(throws: MASDKError.miniAppNotFound) { try await client(missing).info(appId: "a") }
        let empty = try ScriptedHTTPServer([.init(status: 200, body: "[]")])
        defer { empty.stop() }
        await #expect(throws: MASDKError.noPublishedVersion) { try await client(empty).info(appId: "a") }
        let garbage = try ScriptedHTTPServer([.init(status: 200, body: "not json")])
        defer { garbage.stop() }
        await #expect(throws: MASDKError.invalidResponseData) { try await client(garbage).list() }
    }

    func transport(_ server: ScriptedHTTPServer, attempts: Int = 1) throws -> PlatformTransport {
        PlatformTransport(config: MiniAppSdkConfig(
            baseUrl: try #require(server.url), projectId: "demo", subscriptionKey: "KEY", allowUnsignedManifests: true,
            storageDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("transport-\(UUID().uuidString)"),
            retryPolicy: RetryPolicy(maxAttempts: attempts, baseDelay: .milliseconds(10)), requestTimeout: 5))
    }

    /// A file's size is signed: a body longer than that is cut off, never held.
    @Test func aBodyOverItsSignedSizeIsCutOff() async throws {
        let server = try ScriptedHTTPServer([.init(status: 200, body: String(repeating: "x", count: 4 << 20))])
        defer { server.stop() }
        let url = try #require(server.url?.appendingPathComponent("file"))
        await #expect(throws: MASDKError.miniAppCorrupted) { try await transport(server).fetch(url, authenticated: false, maxBytes: 99) }
        // A body within its size is read whole.
        let small = try ScriptedHTTPServer([.init(status: 200, body: String(repeating: "y", count: 99))])
        defer { small.stop() }
        let answer = try await transport(small).fetch(try #require(small.url?.appendingPathComponent("file")), authenticated: false, maxBytes: 99)
        #expect(answer.body.count == 99)
    }

    @Test func aContentLengthOverTheCapIsRefusedBeforeTheBody() async throws {
        let server = try ScriptedHTTPServer([.init(status: 200, body: "short", declaredLength: 1_500_000_000)])
        defer { server.stop() }
        let url = try #require(server.url?.appendingPathComponent("file"))
        await #expect(throws: MASDKError.miniAppCorrupted) { try await transport(server).fetch(url, authenticated: false, maxBytes: 99) }
    }

    /// A body cut short ends the fetch with an error, every time, instead of waiting.
    @Test(.timeLimit(.minutes(1))) func aTruncatedBodyFailsInsteadOfHanging() async throws {
        let server = try ScriptedHTTPServer([.init(status: 200, body: "ten bytes!", declaredLength: 1_000)])
        defer { server.stop() }
        let url = try #require(server.url?.appendingPathComponent("file"))
        for _ in 0..<20 {
            await #expect(throws: (any Error).self) { try await transport(server).fetch(url, authenticated: false, maxBytes: 1_000) }
        }
    }

    /// A body cut short is said as such, with its byte counts: the server was reached
    /// (it answered), so "cannot reach … network error -1" would send the user looking
    /// in the wrong place.
    @Test(.timeLimit(.minutes(1))) func aTruncatedBodySaysHowMuchArrived() async throws {
        let server = try ScriptedHTTPServer([.init(status: 200, body: "ten bytes!", declaredLength: 1_000)])
        defer { server.stop() }
        let url = try #require(server.url?.appendingPathComponent("map-published/a/v1/index.html"))
        do {
            _ = try await transport(server).fetch(url, authenticated: false, maxBytes: 1_000)
            Issue.record("a truncated body was accepted")
        } catch let error as MASDKError {
            let text = error.localizedDescription
            #expect(text.contains("the answer from \(url.absoluteString) ended early: 10 of 1000 bytes arrived"), "\(text)")
            #expect(!text.contains("cannot reach"), "\(text)")
            #expect(!text.contains("network error"), "\(text)")
        }
    }

    /// A body cut short is tried again, like a timeout: the next answer may be whole.
    @Test(.timeLimit(.minutes(1))) func aTruncatedBodyIsRetried() async throws {
        let whole = String(repeating: "w", count: 1_000)
        let server = try ScriptedHTTPServer([
            .init(status: 200, body: "ten bytes!", declaredLength: 1_000), .init(status: 200, body: whole),
        ])
        defer { server.stop() }
        let url = try #require(server.url?.appendingPathComponent("file"))
        let answer = try await transport(server, attempts: 2).fetch(url, authenticated: false, maxBytes: 1_000)
        #expect(answer.body == Data(whole.utf8))
        #expect(server.requests.count == 2)
    }
}
