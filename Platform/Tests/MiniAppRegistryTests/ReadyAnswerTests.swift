import Foundation
import Logging
@testable import MiniAppRegistry
import Testing

/// Read answers sent from the connection's pipeline (`ReadyAnswers`): the same bytes as
/// the route's, only to the project's hosts, never stale beyond the read cache's second,
/// in order behind requests the router is still answering, and with the connection
/// rules (idle timeout, metrics) of every other request.
@Suite("Ready answers")
struct ReadyAnswerTests {
    static let publicURL = "https://registry.example"
    /// For tests that need an answer kept: a route keeps one only if the facts it read are
    /// still cached when it answers, which a busy machine (the whole suite at once) can
    /// delay past a second.
    static let long: Duration = .seconds(60)

    /// A GET as a host sends it, on a connection of its own.
    static func request(_ path: String, apiKey: String, accept: String? = nil) -> String {
        "GET /\(path) HTTP/1.1\r\nHost: registry.example\r\napiKey: \(apiKey)\r\n" + (accept.map { "Accept: \($0)\r\n" } ?? "") + "\r\n"
    }

    /// Sends `text` and reads the answer, off the cooperative pool.
    static func exchange(_ connection: RawHTTPConnection, _ text: String) async throws -> [UInt8] {
        try await connection.offPool { connection in Result { try connection.send(text); return try connection.readAnswer() } }.get()
    }

    /// Asks until the answer is kept (`count` answers are).
    static func ask(_ connection: RawHTTPConnection, _ text: String, until count: Int, in server: RunningRegistry) async throws -> [UInt8] {
        var answer = try await exchange(connection, text)
        for _ in 0..<5 where server.readyAnswers?.count != count { answer = try await exchange(connection, text) }
        #expect(server.readyAnswers?.count == count, "the answer was never kept")
        return answer
    }

    /// An answer without its `Date` line (the one header that may differ from second to second).
    static func withoutDate(_ answer: [UInt8]) -> String {
        String(decoding: answer, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("Date: ") }.joined(separator: "\r\n")
    }

    @Test("a kept answer is the route's, byte for byte but for Date: list, info, both manifest formats, metadata")
    func sameBytes() async throws {
        try await TestRegistry.with(.sqlite, publicURL: Self.publicURL, readCacheLifetime: Self.long) { registry in
            let version = try await registry.uploadVersion(query: "publish=true")
            let key = "ras-\(registry.project.subscriptionKey)"
            let cases: [(String, String?)] = [
                ("host/demo/miniapps", nil), ("host/demo/miniapps?miniAppId=hello", nil),
                ("host/demo/miniapps/preview", nil),
                ("host/demo/miniapp/hello/version/\(version)/manifest", nil),
                ("host/demo/miniapp/hello/version/\(version)/manifest", "application/vnd.miniappkit.manifest+json"),
                ("host/demo/miniapp/hello/version/\(version)/metadata", nil),
                ("map-published/hello/\(version)/index.html", nil),
            ]
            for (index, (path, accept)) in cases.enumerated() {
                let connection = try RawHTTPConnection(port: registry.server.port)
                let text = Self.request(path, apiKey: key, accept: accept)
                // The route's answer, kept; then the same request answered from the pipeline.
                let first = try await Self.ask(connection, text, until: index + 1, in: registry.server)
                let second = try await Self.exchange(connection, text)
                #expect(String(decoding: first, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK\r\n"), "\(path)")
                #expect(Self.withoutDate(first) == Self.withoutDate(second), "\(path) \(accept ?? "")")
            }
        }
    }

    @Test("a signed manifest answer is kept only while it may be reused, then signed anew: never sent with an old signing time")
    func signedAnswersAreSignedAnew() async throws {
        try await TestRegistry.with(.sqlite, publicURL: Self.publicURL, readCacheLifetime: Self.long, signedAnswerExpiry: .seconds(2)) { registry in
            let version = try await registry.uploadVersion(query: "publish=true")
            let text = Self.request(
                "host/demo/miniapp/hello/version/\(version)/manifest", apiKey: "ras-\(registry.project.subscriptionKey)",
                accept: "application/vnd.miniappkit.manifest+json")
            func times(_ answer: [UInt8]) throws -> (signedAt: Int, expiresAt: Int) {
                let body = try #require(String(decoding: answer, as: UTF8.self).components(separatedBy: "\r\n\r\n").last)
                let object = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
                return (try #require(object["signedAt"] as? Int), try #require(object["expiresAt"] as? Int))
            }
            let connection = try RawHTTPConnection(port: registry.server.port)
            let first = try times(try await Self.ask(connection, text, until: 1, in: registry.server))
            #expect(first.expiresAt - first.signedAt == 2000)
            // A tenth of the expiry later, the facts are still cached, but the answer is signed anew.
            try await Task.sleep(for: .milliseconds(400))
            let later = try times(try await Self.exchange(connection, text))
            #expect(later.signedAt > first.signedAt && later.expiresAt - later.signedAt == 2000)
        }
    }

    @Test("a wrong, missing or doubled apiKey gets the route's 401, even for a kept answer")
    func keyStillChecked() async throws {
        try await TestRegistry.with(.sqlite, publicURL: Self.publicURL, readCacheLifetime: Self.long) { registry in
            let key = "ras-\(registry.project.subscriptionKey)"
            let connection = try RawHTTPConnection(port: registry.server.port)
            _ = try await Self.ask(connection, Self.request("host/demo/miniapps", apiKey: key), until: 1, in: registry.server)
            for headers in [["apiKey": "ras-wrong"], [:], ["apiKey": "\(key)x"]] {
                let answer = try await registry.http.get("host/demo/miniapps", headers: headers)
                #expect(answer.status == 401, "\(headers)")
                #expect(String(decoding: answer.body, as: UTF8.self).contains("error_description"))
            }
            // Two apiKey headers are one value "a, b" to the route, which refuses it.
            let doubled = "GET /host/demo/miniapps HTTP/1.1\r\nHost: x\r\napiKey: \(key)\r\napiKey: ras-other\r\n\r\n"
            let answer = try await Self.exchange(connection, doubled)
            #expect(String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 401"))
            // The SDK's doubled prefix is accepted there as by the route.
            #expect(try await registry.http.get("host/demo/miniapps", headers: ["apiKey": "ras-\(key)"]).status == 200)
        }
    }

    @Test("a kept file still answers If-None-Match with 304 and Range with 206, as its route does")
    func fileConditions() async throws {
        try await TestRegistry.with(.sqlite, publicURL: Self.publicURL, readCacheLifetime: Self.long) { registry in
            let version = try await registry.uploadVersion(query: "publish=true")
            let path = "map-published/hello/\(version)/index.html"
            let connection = try RawHTTPConnection(port: registry.server.port)
            let whole = String(decoding: try await Self.ask(connection, "GET /\(path) HTTP/1.1\r\nHost: x\r\n\r\n", until: 1, in: registry.server), as: UTF8.self)
            let tag = whole.split(separator: "\r\n").first { $0.hasPrefix("ETag: ") }?.dropFirst(6) ?? ""
            let conditional = try await Self.exchange(connection, "GET /\(path) HTTP/1.1\r\nHost: x\r\nIf-None-Match: \(tag)\r\n\r\n")
            #expect(String(decoding: conditional, as: UTF8.self).hasPrefix("HTTP/1.1 304"))
            let range = try await Self.exchange(connection, "GET /\(path) HTTP/1.1\r\nHost: x\r\nRange: bytes=0-4\r\n\r\n")
            #expect(String(decoding: range, as: UTF8.self).hasPrefix("HTTP/1.1 206"))
            #expect(String(decoding: range, as: UTF8.self).hasSuffix("\r\n\r\n<!doc"))
        }
    }

    @Test("a change through the server shows at once; one behind its back once the read cache's lifetime is over")
    func neverStale() async throws {
        try await TestRegistry.with(.sqlite, publicURL: Self.publicURL, readCacheLifetime: .seconds(3)) { registry in
            let v1 = try await registry.uploadVersion(query: "publish=true")
            #expect(try await ReadCacheTests.listed(registry) == [v1])
            #expect(try await ReadCacheTests.listed(registry) == [v1])
            let v2 = try await registry.uploadVersion(.minimal(["more.txt": "more"]), query: "publish=true")
            for _ in 0..<10 where registry.server.readyAnswers?.count == 0 {
                #expect(try await ReadCacheTests.listed(registry) == [v2])
            }
            #expect((registry.server.readyAnswers?.count ?? 0) > 0, "never kept: the check below would prove nothing")
            // As another server sharing the database would: straight in the store. Every
            // answer kept was made from facts read before this, so none outlives their lifetime.
            try await registry.store.write { try await $0.unpublish(project: "demo", app: "hello") }
            try await Task.sleep(for: .milliseconds(3100))
            #expect(try await ReadCacheTests.listed(registry).isEmpty)
        }
    }

    @Test("answers leave in the order their requests came: a kept one waits behind one the router answers")
    func pipelinedInOrder() async throws {
        try await TestRegistry.with(.sqlite, publicURL: Self.publicURL, readCacheLifetime: Self.long) { registry in
            let key = "ras-\(registry.project.subscriptionKey)"
            let connection = try RawHTTPConnection(port: registry.server.port)
            _ = try await Self.ask(connection, Self.request("host/demo/miniapps", apiKey: key), until: 1, in: registry.server)
            // /ready asks the database: the router's answer takes a moment, the kept one none.
            let both = "GET /ready HTTP/1.1\r\nHost: x\r\n\r\n" + Self.request("host/demo/miniapps", apiKey: key)
            let (first, second) = try await connection.offPool { connection in
                Result { try connection.send(both); return (try connection.readAnswer(), try connection.readAnswer()) }
            }.get()
            #expect(!String(decoding: first, as: UTF8.self).contains("[]"))
            #expect(String(decoding: second, as: UTF8.self).hasSuffix("\r\n\r\n[]"))
        }
    }

    @Test("a connection busy with kept answers stays open past the idle timeout; an idle one is closed")
    func idleTimeout() async throws {
        try await TestRegistry.withServer(configure: {
            $0.idleTimeout = .seconds(1)
            $0.publicURL = Self.publicURL
        }) { server, _ in
            let project = try await RegistryStore(database: server.database).write { try await $0.createProject(id: "demo", name: "Demo") }
            let text = Self.request("host/demo/miniapps", apiKey: "ras-\(project.subscriptionKey)")
            let connection = try RawHTTPConnection(port: server.port)
            let busy = try await connection.offPool { connection in
                Result { () -> [String] in
                    var answers: [String] = []
                    for _ in 0..<10 {
                        try connection.send(text)
                        answers.append(String(decoding: try connection.readAnswer(), as: UTF8.self))
                        Thread.sleep(forTimeInterval: 0.25)
                    }
                    return answers
                }
            }.get()
            #expect(busy.allSatisfy { $0.hasPrefix("HTTP/1.1 200 OK") })
            #expect(server.readyAnswers?.count == 1)
            #expect(await connection.offPool { $0.isClosed(within: 3) })
        }
    }

    @Test("kept answers are counted in the request metrics like the route's")
    func counted() async throws {
        try await TestRegistry.with(.sqlite, publicURL: Self.publicURL) { registry in
            let key = "ras-\(registry.project.subscriptionKey)"
            for _ in 0..<5 { #expect(try await registry.http.get("host/demo/miniapps", headers: ["apiKey": key]).status == 200) }
            let metrics = String(decoding: try await registry.http.get("metrics").body, as: UTF8.self)
            #expect(metrics.contains(#"miniapp_http_requests_total{route="/host/{projectId}/miniapps",method="GET",status="200"} 5"#))
            #expect(metrics.contains(#"miniapp_http_response_bytes_total{route="/host/{projectId}/miniapps"} 10"#))
        }
    }

    @Test("at log level debug every request goes through the router, which logs it")
    func debugLogsEveryRequest() async throws {
        var logger = Logger(label: "registry-test")
        logger.logLevel = .debug
        try await TestRegistry.withServer(configure: { $0.publicURL = Self.publicURL }, logger: logger) { server, _ in
            #expect(server.readyAnswers == nil)
        }
    }
}
