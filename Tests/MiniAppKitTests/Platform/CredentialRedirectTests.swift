import CorvaClient
import EngineConformance
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import MiniAppKit
@testable import MiniAppPlatformClient

/// A token, a cookie or an API key never follows a redirect to another origin, in any
/// client of the SDK (issue 29, defect 1): the rule itself (``HTTPRedirect``), then each
/// client that attaches a credential, through a real URLSession or libcurl against two
/// real servers: A on 127.0.0.1 redirecting to B on another host (127.0.0.2 on Linux).
@Suite struct CredentialRedirectTests {
    static func answer(_ status: Int, location: String, url: String = "https://a.example/start") throws -> HTTPURLResponse {
        let from = try #require(URL(string: url))
        return try #require(HTTPURLResponse(url: from, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Location": location]))
    }

    static func request(_ method: String, _ url: String = "https://a.example/start") throws -> URLRequest {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = method
        if method != "GET" { request.httpBody = Data("k=v".utf8) }  // URLSession on Linux refuses a GET with a body
        for (name, value) in [
            ("Authorization", "Bearer t"), ("Proxy-Authorization", "Basic p"), ("Cookie", "s=1"), ("apiKey", "ras-k"),
            ("Content-Type", "application/x-www-form-urlencoded"), ("Accept", "text/html"),
        ] {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }

    @Test func theMethodChangesAsFetchSays() throws {
        for (method, status, expected) in [
            ("POST", 301, "GET"), ("POST", 302, "GET"), ("POST", 303, "GET"), ("POST", 307, "POST"), ("POST", 308, "POST"),
            ("PUT", 302, "PUT"), ("PUT", 303, "GET"), ("DELETE", 301, "DELETE"), ("DELETE", 303, "GET"), ("HEAD", 303, "HEAD"),
        ] {
            let next = try #require(HTTPRedirect.request(after: try Self.request(method), answer: try Self.answer(status, location: "/next")))
            #expect(next.httpMethod == expected, "\(method) \(status)")
            #expect(next.url?.absoluteString == "https://a.example/next")
            if expected == "GET", method != "GET" {
                #expect(next.httpBody == nil && next.value(forHTTPHeaderField: "Content-Type") == nil, "\(method) \(status) keeps its body")
            } else {
                #expect(next.httpBody == Data("k=v".utf8), "\(method) \(status) loses its body")
            }
        }
    }

    @Test func credentialsStayWithTheirOrigin() throws {
        for location in ["https://b.example/x", "http://a.example/x", "https://a.example:8443/x", "//b.example/x"] {
            let next = try #require(HTTPRedirect.request(after: try Self.request("PUT"), answer: try Self.answer(307, location: location), credentials: ["APIKEY"]))
            for name in ["Authorization", "Proxy-Authorization", "Cookie", "apiKey"] {
                #expect(next.value(forHTTPHeaderField: name) == nil, "\(name) went to \(location)")
            }
            #expect(next.value(forHTTPHeaderField: "Accept") == "text/html")
        }
        for location in ["/x", "https://A.example:443/x", "x"] {
            let next = try #require(HTTPRedirect.request(after: try Self.request("PUT"), answer: try Self.answer(308, location: location)))
            #expect(next.value(forHTTPHeaderField: "Authorization") == "Bearer t", "within the origin, to \(location)")
            #expect(next.value(forHTTPHeaderField: "Cookie") == "s=1")
        }
        #expect(HTTPRedirect.request(after: try Self.request("GET"), answer: try Self.answer(307, location: "myapp://callback")) == nil)
        #expect(HTTPRedirect.request(after: try Self.request("GET"), answer: try Self.answer(304, location: "/x")) == nil)
    }

    /// A on 127.0.0.1 redirects every request with `status` to B on another host, which
    /// records what it receives.
    final class Servers: Sendable {
        let b: LoopbackHTTPServer
        let a: LoopbackHTTPServer

        init(status: Int = 307) throws {
            let b = try LoopbackHTTPServer.onAnotherHost { _ in LoopbackHTTPServer.Answer(headers: [("Content-Type", "application/json")], body: "[]") }
            self.b = b
            a = try LoopbackHTTPServer { .redirect(status, to: b.origin + $0.path) }
        }

        /// B's requests, once it has `count`.
        func atB(_ count: Int = 1) async throws -> [LoopbackHTTPServer.Request] {
            let deadline = ContinuousClock.now + .seconds(20)
            while b.requests.count < count, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            return b.requests
        }

        func stop() {
            a.stop()
            b.stop()
        }
    }

    @Test(arguments: [301, 302, 303, 307, 308])
    func urlSessionThroughTheDelegateKeepsCredentialsHome(status: Int) async throws {
        let servers = try Servers(status: status)
        defer { servers.stop() }
        let session = URLSession(configuration: .ephemeral, delegate: HTTPRedirect.Delegate(credentials: ["apiKey"]), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        for method in ["GET", "POST", "PUT", "DELETE"] {
            let request = try Self.request(method, "\(servers.a.origin)/\(method)")
            _ = try await session.data(for: request)
        }
        let received = try await servers.atB(4)
        #expect(received.count == 4)
        for request in received {
            #expect(request.headers["authorization"] == nil && request.headers["proxy-authorization"] == nil, "\(request.method) \(request.path)")
            #expect(request.headers["cookie"] == nil && request.headers["apikey"] == nil, "\(request.method) \(request.path)")
            #expect(request.headers["accept"] == "text/html")
        }
    }

    @Test func theCorvaClientsTokenStaysWithItsAPI() async throws {
        let servers = try Servers()
        defer { servers.stop() }
        let url = try #require(URL(string: "\(servers.a.origin)/api/assets"))
        let answer = try await URLSessionCorvaTransport(timeout: 20).send(CorvaHTTPRequest(method: "GET", url: url, headers: ["Authorization": "Bearer corva-jwt"]))
        #expect(answer.status == 200)
        let received = try await servers.atB()
        #expect(received.map(\.path) == ["/api/assets"])
        #expect(received.first?.headers["authorization"] == nil)
    }

    /// The platform client's `apiKey`: on Linux through libcurl, which returns redirects
    /// for ``PlatformTransport`` to follow; on Apple platforms through URLSession, whose
    /// delegate (``BoundedFetches``) applies the same rule, run here on Linux's URLSession.
    @Test func thePlatformClientsAPIKeyStaysWithTheRegistry() async throws {
        let servers = try Servers()
        defer { servers.stop() }
        let client = try MiniAppClient(config: MiniAppSdkConfig(
            baseUrl: try #require(URL(string: servers.a.origin + "/")), projectId: "demo", subscriptionKey: "KEY",
            allowUnsignedManifests: true,
            storageDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("redirect-\(UUID().uuidString)"),
            retryPolicy: RetryPolicy(maxAttempts: 1, baseDelay: .milliseconds(10), maxRetryAfter: .seconds(1)), requestTimeout: 20))
        _ = try? await client.list()
        let fetches = BoundedFetches()
        let session = URLSession(configuration: .ephemeral, delegate: fetches, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: try #require(URL(string: servers.a.origin + "/host/demo/miniapps")))
        request.setValue("ras-KEY", forHTTPHeaderField: "apiKey")
        _ = try await fetches.data(for: request, on: session, limit: 1 << 20)
        let received = try await servers.atB(2)
        #expect(received.count == 2)
        for request in received {
            #expect(request.headers["apikey"] == nil, "\(request.method) \(request.path)")
        }
    }
}
