import Foundation
import Logging
import MiniAppKit
import MiniAppPlatformClient
import MiniAppRegistry
import Testing

/// What a user reads when a server cannot be reached, or cannot be started: the URL (or
/// port) and the cause, in words, from the publish client and the SDK's client alike.
@Suite("Connection failures")
struct ConnectionFailureTests {
    /// A loopback URL where nothing listens (a registry started and stopped).
    static func closedServer() async throws -> URL {
        let registry = try await TestRegistry.start(.sqlite)
        let base = registry.http.base
        try await registry.stop()
        return base
    }

    @Test("the mapping names the URL without query or credentials, and the cause")
    func mapping() throws {
        let url = try #require(URL(string: "https://user:secret@example.com:8443/host/demo/miniapps?miniAppId=x#top"))
        let refused = ConnectionFailure(code: URLError.Code.cannotConnectToHost.rawValue, url: url)
        #expect(refused.description == "cannot reach https://example.com:8443/host/demo/miniapps: connection refused (is the server running, and on this port?)")
        #expect(refused.isUnreachable)
        let reasons: [(URLError.Code, String)] = [
            (.cannotFindHost, "host not found"), (.dnsLookupFailed, "host not found"), (.timedOut, "timed out"),
            (.notConnectedToInternet, "no network connection"), (.secureConnectionFailed, "the TLS handshake failed"),
            (.serverCertificateUntrusted, "TLS: the server's certificate is not trusted"),
            (.serverCertificateHasBadDate, "TLS: the server's certificate has expired"),
            (.badServerResponse, "the answer is not HTTP"),
        ]
        for (code, reason) in reasons {
            #expect(ConnectionFailure(code: code.rawValue, url: url).reason.hasPrefix(reason), "\(code.rawValue)")
        }
        #expect(!ConnectionFailure(code: URLError.Code.secureConnectionFailed.rawValue, url: url).isUnreachable)
        #expect(ConnectionFailure(CocoaError(.fileNoSuchFile), url: url) == nil)
        let nsError = NSError(domain: NSURLErrorDomain, code: URLError.Code.cannotFindHost.rawValue)
        #expect(ConnectionFailure(nsError, url: url)?.reason == "host not found (check the host name)")
    }

    @Test("the publish client names the URL and says connection refused")
    func publishClient() async throws {
        let base = try await Self.closedServer()
        let client = PublishClient(server: base, project: "demo", token: "t")
        await #expect {
            _ = try await client.versions(app: "hello")
        } throws: { error in
            guard let failure = error as? ConnectionFailure else { return false }
            return "\(failure)" == "cannot reach \(base.absoluteString)publish/projects/demo/apps/hello/versions: connection refused (is the server running, and on this port?)"
        }
    }

    @Test("the SDK client names the URL and the cause in the seed's NSURLErrorDomain error")
    func sdkClient() async throws {
        let base = try await Self.closedServer()
        let storage = FileManager.default.temporaryDirectory.appendingPathComponent("client-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: storage) }
        let client = try MiniAppClient(config: MiniAppSdkConfig(
            baseUrl: base, projectId: "demo", subscriptionKey: "k", allowUnsignedManifests: true, storageDirectory: storage,
            retryPolicy: RetryPolicy(maxAttempts: 1), requestTimeout: 5))
        await #expect {
            _ = try await client.install(appId: "hello")
        } throws: { error in
            guard case MASDKError.unknownError(let domain, let code, let description)? = error as? MASDKError else { return false }
            // The page-facing text stays the seed's; the description is ours.
            return domain == NSURLErrorDomain && code == URLError.Code.cannotConnectToHost.rawValue
                && description.hasPrefix("cannot reach \(base.absoluteString)host/demo/miniapps: connection refused")
                && error.localizedDescription.hasSuffix(description)
        }
    }

    @Test("a subscription key given with its ras- prefix is sent once prefixed and accepted")
    func prefixedSubscriptionKey() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            _ = try await registry.uploadVersion(query: "publish=true")
            let storage = FileManager.default.temporaryDirectory.appendingPathComponent("client-test-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: storage) }
            let client = try MiniAppClient(config: MiniAppSdkConfig(
                baseUrl: registry.http.base, projectId: "demo", subscriptionKey: "ras-\(registry.project.subscriptionKey)",
                allowUnsignedManifests: true, storageDirectory: storage))
            #expect(try await client.list().map(\.id) == ["hello"])
        }
    }

    @Test("serve on a port in use fails before touching the data folder, naming the port")
    func busyPort() async throws {
        let registry = try await TestRegistry.start(.sqlite)
        let busy = registry.server.port
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("registry-test-\(UUID().uuidString)")
        var logger = Logger(label: "registry-test")
        logger.logLevel = .critical
        await #expect {
            _ = try await RegistryServer.start(RegistryConfiguration(host: "127.0.0.1", port: busy, data: DataDirectory(data)), logger: logger)
        } throws: { error in
            "\(error)".hasPrefix("port \(busy) on 127.0.0.1 is already in use")
        }
        #expect(!FileManager.default.fileExists(atPath: data.path))
        try await registry.stop()
    }

    @Test("version commands find a version by its id or its tag")
    func versionReference() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            let first = try await registry.uploadVersion(query: "versionTag=1.0.0")
            let second = try await registry.uploadVersion(.minimal(["b.txt": "b"]), query: "versionTag=2.0.0")
            let client = PublishClient(server: registry.http.base, project: "demo", token: registry.token)
            #expect(try await client.versionId(app: "hello", reference: "1.0.0") == first)
            #expect(try await client.versionId(app: "hello", reference: second) == second)
            await #expect {
                _ = try await client.versionId(app: "hello", reference: "3.0.0")
            } throws: { error in
                // Uploads of one millisecond may list in either order.
                let text = "\(error)"
                return text.hasPrefix("hello has no version with the id or tag '3.0.0'; its newest tags: ")
                    && text.contains("1.0.0") && text.contains("2.0.0")
            }
        }
    }
}
