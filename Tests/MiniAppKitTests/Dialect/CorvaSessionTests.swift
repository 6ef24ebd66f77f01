import Foundation
import Testing
@testable import CorvaClient
@testable import MiniAppKit

/// The session against a scripted API: login, the secure store, Bearer headers,
/// expiry noticed before calling, 401 → log in again → retry once.
@MainActor
struct CorvaSessionTests {
    static let now = Date(timeIntervalSince1970: 2_000_000_000)
    let configuration = CorvaConfiguration(apiBase: URL(string: "https://api.example.com/v1")!, webDomain: try! CorvaWebDomain("app.example.com"))

    /// An API that issues `tokens` in order at login and accepts only the latest one.
    final class FakeAPI: @unchecked Sendable {
        let lock = NSLock()
        var tokens: [String]
        var valid: String?
        var refuseAll = false
        init(tokens: [String]) { self.tokens = tokens }

        func answer(_ request: CorvaHTTPRequest) -> CorvaHTTPResponse {
            lock.withLock {
                if request.url.absoluteString.hasSuffix("/user_token") {
                    let body = String(decoding: request.body ?? Data(), as: UTF8.self)
                    guard body.contains(#""password":"secret""#), !tokens.isEmpty else {
                        return CorvaHTTPResponse(status: 401, body: Data(#"{"error":"Invalid email or password"}"#.utf8))
                    }
                    valid = tokens.removeFirst()
                    return CorvaHTTPResponse(status: 201, body: Data(#"{"jwt":"\#(valid ?? "")"}"#.utf8))
                }
                guard !refuseAll, let valid, request.headers["Authorization"] == "Bearer \(valid)" else {
                    return CorvaHTTPResponse(status: 401, body: Data(#"{"message":"Signature has expired"}"#.utf8))
                }
                if request.url.absoluteString.hasSuffix("/assets") {
                    return CorvaHTTPResponse(status: 200, body: Data(#"[{"id": 5, "name": "Well 5"}]"#.utf8))
                }
                if request.url.absoluteString.hasSuffix("/app_sets/") {
                    return CorvaHTTPResponse(status: 200, body: Data(#"[{"id": 1, "type": "dashboard"}, {"id": 2, "type": "asset_page_tab", "category": "drilling"}]"#.utf8))
                }
                return CorvaHTTPResponse(status: 404, body: Data(#"{"error":"not found"}"#.utf8))
            }
        }
    }

    func makeSession(_ api: FakeAPI, directory: URL, delegate: (any CorvaLoginDelegate)? = nil) -> (CorvaSession, ScriptedCorvaTransport) {
        let transport = ScriptedCorvaTransport { api.answer($0) }
        let now = Self.now
        return (CorvaSession(configuration: configuration, storageDirectory: directory, transport: transport, loginDelegate: delegate, now: { now }), transport)
    }

    @Test func loginKeepsTheTokenInItsOwnStoreAndSendsBearer() async throws {
        let first = TestJWT.make(exp: Self.now.addingTimeInterval(3600), userId: 42)
        let api = FakeAPI(tokens: [first])
        let directory = temporaryDirectory("corva-session")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, transport) = makeSession(api, directory: directory)
        let account = try await session.login(email: "ana@example.com", password: "secret")
        #expect(account.userId == "42")
        let login = try #require(transport.requests.first)
        #expect(login.method == "POST")
        #expect(login.url.absoluteString == "https://api.example.com/v1/user_token")
        #expect(String(decoding: login.body ?? Data(), as: UTF8.self) == #"{"auth":{"email":"ana@example.com","password":"secret"}}"#)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("securestorage.sqlite").path))

        let navigation = try await session.navigation()
        #expect(navigation.dashboards.map(\.id) == ["1"])
        #expect(navigation.assetPageTabs.map(\.category) == ["drilling"])
        let assets = try await session.assets()
        #expect(assets.assets.map(\.id) == ["5"])
        let calls = transport.requests.dropFirst()
        #expect(calls.map(\.url.absoluteString) == ["https://api.example.com/v1/users/42/app_sets/", "https://api.example.com/v1/assets"])
        #expect(calls.allSatisfy { $0.headers["Authorization"] == "Bearer \(first)" })

        // A new session over the same directory (an app restart) finds the token.
        let (restarted, restartedTransport) = makeSession(api, directory: directory)
        #expect(try await restarted.webURL(for: .dashboard(id: "9")).absoluteString == "https://app.example.com/dashboards/9?native=true&jwt=\(first)")
        #expect(restartedTransport.requests.isEmpty)
        await restarted.logout()
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("securestorage.sqlite").path))
    }

    @Test func a401AsksTheHostToLogInAgainAndRetriesOnce() async throws {
        let second = TestJWT.make(exp: Self.now.addingTimeInterval(3600))
        let api = FakeAPI(tokens: [second])
        let stale = TestJWT.make(exp: Self.now.addingTimeInterval(3600))
        let delegate = ScriptedLoginDelegate([.success(.credentials(email: "ana@example.com", password: "secret"))])
        let directory = temporaryDirectory("corva-session")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, transport) = makeSession(api, directory: directory, delegate: delegate)
        try await session.use(token: stale, userId: "42")
        let renewed = RenewalLog()
        await session.setTokenRenewalObserver { renewed.append($0) }
        let assets = try await session.assets()
        // The host hears of the new token, to hand it to the page (its URL holds the old one).
        #expect(renewed.tokens == [second])
        #expect(assets.assets.count == 1)
        #expect(delegate.reasons == [.unauthorized])
        #expect(transport.requests.map(\.method) == ["GET", "POST", "GET"])
        #expect(transport.requests[0].headers["Authorization"] == "Bearer \(stale)")
        #expect(transport.requests[2].headers["Authorization"] == "Bearer \(second)")
        #expect(await session.currentToken?.rawValue == second)
    }

    @Test func aSecond401FailsClearly() async throws {
        let api = FakeAPI(tokens: [TestJWT.make(exp: Self.now.addingTimeInterval(3600))])
        api.refuseAll = true
        let delegate = ScriptedLoginDelegate([.success(.credentials(email: "a", password: "secret"))])
        let directory = temporaryDirectory("corva-session")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, _) = makeSession(api, directory: directory, delegate: delegate)
        try await session.use(token: TestJWT.make(exp: nil))
        do {
            _ = try await session.assets()
            Issue.record("no error")
        } catch {
            #expect(error.code == .unauthorized)
            #expect(error.status == 401)
        }
        #expect(delegate.reasons == [.unauthorized])
    }

    @Test func anExpiredTokenIsNoticedBeforeCalling() async throws {
        let fresh = TestJWT.make(exp: Self.now.addingTimeInterval(3600))
        let api = FakeAPI(tokens: [])
        let expiry = Self.now.addingTimeInterval(-5)
        let delegate = ScriptedLoginDelegate([.success(.token(fresh, userId: "7"))])
        let directory = temporaryDirectory("corva-session")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, transport) = makeSession(api, directory: directory, delegate: delegate)
        try await session.use(token: TestJWT.make(exp: Date(timeIntervalSince1970: expiry.timeIntervalSince1970.rounded(.down))))
        api.lock.withLock { api.valid = fresh }
        _ = try await session.assets()
        #expect(delegate.reasons == [.expired(Date(timeIntervalSince1970: expiry.timeIntervalSince1970.rounded(.down)))])
        #expect(transport.requests.count == 1)
        #expect(transport.requests[0].headers["Authorization"] == "Bearer \(fresh)")
        #expect(await session.currentUserId == "7")
    }

    @Test func withoutADelegateOrWhenItDeclinesCallsFailWithoutCalling() async throws {
        let api = FakeAPI(tokens: [])
        let directory = temporaryDirectory("corva-session")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, transport) = makeSession(api, directory: directory)
        do {
            _ = try await session.assets()
            Issue.record("no error")
        } catch {
            #expect(error.code == .notLoggedIn)
            #expect(error.message.contains("there is no token"))
        }
        let declining = ScriptedLoginDelegate([])
        await session.setLoginDelegate(declining)
        try await session.use(token: TestJWT.make(exp: Self.now.addingTimeInterval(-100)))
        do {
            _ = try await session.webURL(for: .dashboard(id: "1"))
            Issue.record("no error")
        } catch {
            #expect(error.code == .loginCancelled)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func refusedCredentialsAreALoginFailure() async throws {
        let api = FakeAPI(tokens: ["unused"])
        let directory = temporaryDirectory("corva-session")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, _) = makeSession(api, directory: directory)
        do {
            try await session.login(email: "ana@example.com", password: "wrong")
            Issue.record("no error")
        } catch {
            #expect(error.code == .loginFailed)
            #expect(error.status == 401)
            #expect(error.message.contains("Invalid email or password"))
        }
        #expect(await session.currentToken == nil)
    }

    @Test func concurrentCallsShareOneLoginPrompt() async throws {
        let fresh = TestJWT.make(exp: Self.now.addingTimeInterval(3600))
        let api = FakeAPI(tokens: [fresh])
        let delegate = ScriptedLoginDelegate([.success(.credentials(email: "a", password: "secret")), .success(.credentials(email: "a", password: "secret"))])
        delegate.delay = .milliseconds(100)
        let directory = temporaryDirectory("corva-session")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, _) = makeSession(api, directory: directory, delegate: delegate)
        try await session.use(token: TestJWT.make(exp: Self.now.addingTimeInterval(3600)), userId: "1")
        async let a = session.assets()
        async let b = session.navigation()
        async let c = session.assets()
        let results = try await (a, b, c)
        #expect(results.0.assets.count == 1 && results.2.assets.count == 1 && results.1.dashboards.count == 1)
        #expect(delegate.reasons == [.unauthorized])
    }
}

/// The tokens a session's renewal observer was given.
final class RenewalLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    var tokens: [String] { lock.withLock { list } }
    func append(_ token: String) { lock.withLock { list.append(token) } }
}
