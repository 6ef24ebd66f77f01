import Foundation
import Testing
@testable import CorvaClient
@testable import MiniAppKit

/// `navigateAppTo` in place when the page defines it; a full load otherwise.
@MainActor
struct CorvaPageNavigatorTests {
    let token = TestJWT.make(exp: nil)

    func makeSession() async throws -> (CorvaSession, URL) {
        let directory = temporaryDirectory("corva-nav")
        let session = CorvaSession(
            configuration: CorvaConfiguration(apiBase: URL(string: "https://api.example.com/")!, webDomain: try CorvaWebDomain("app.example.com")),
            storageDirectory: directory, transport: ScriptedCorvaTransport { _ in CorvaHTTPResponse(status: 500, body: Data()) })
        try await session.use(token: token)
        return (session, directory)
    }

    @Test func callsNavigateAppToInPlace() async throws {
        let (session, directory) = try await makeSession()
        defer { try? FileManager.default.removeItem(at: directory) }
        let engine = ScriptedEvaluationEngine(url: URL(string: "https://app.example.com/dashboards/1?native=true"))
        engine.evaluation = .success("true")
        let outcome = try await CorvaPageNavigator(engine: engine, session: session).navigate(to: .assetPage(assetId: "7", category: "drilling"))
        #expect(outcome == .inPlace)
        #expect(engine.loaded.isEmpty)
        #expect(engine.evaluated.first?.contains(#"("/assets/7/drilling")"#) == true)
    }

    @Test func loadsThePageWhenNavigateAppToIsMissingOrThrows() async throws {
        let (session, directory) = try await makeSession()
        defer { try? FileManager.default.removeItem(at: directory) }
        let engine = ScriptedEvaluationEngine(url: URL(string: "https://app.example.com/dashboards/1"))
        engine.evaluation = .success("false")
        let navigator = CorvaPageNavigator(engine: engine, session: session)
        #expect(try await navigator.navigate(to: .dashboard(id: "2")) == .loaded(reason: .navigateAppToMissing))
        #expect(engine.loaded.map(\.absoluteString) == ["https://app.example.com/dashboards/2?native=true&jwt=\(token)"])
        engine.evaluation = .failure(WebEngineError(.javaScriptException, "TypeError: boom"))
        #expect(try await navigator.navigate(to: .dashboard(id: "3")) == .loaded(reason: .navigateAppToFailed("TypeError: boom")))
        engine.evaluation = .failure(WebEngineError(.closed, "closed"))
        await #expect(throws: CorvaError.self) { try await navigator.navigate(to: .dashboard(id: "4")) }
    }

    @Test func neverHandsThePathToAnotherOrigin() async throws {
        let (session, directory) = try await makeSession()
        defer { try? FileManager.default.removeItem(at: directory) }
        let engine = ScriptedEvaluationEngine(url: URL(string: "https://evil.example.com/dashboards/1"))
        engine.evaluation = .success("true")
        #expect(try await CorvaPageNavigator(engine: engine, session: session).navigate(to: .dashboard(id: "2")) == .loaded(reason: .notOnWebDomain))
        #expect(engine.evaluated.isEmpty)
        #expect(engine.loaded.first?.host == "app.example.com")
    }

    @Test func reloadsThePageOnScreenWithARenewedTokenAndOnlyOnTheWebDomain() async throws {
        let (session, directory) = try await makeSession()
        defer { try? FileManager.default.removeItem(at: directory) }
        let renewed = TestJWT.make(exp: nil, userId: 43)
        let engine = ScriptedEvaluationEngine(url: URL(string: "https://app.example.com/dashboards/1?scenario=x&native=true&jwt=\(token)"))
        let navigator = CorvaPageNavigator(engine: engine, session: session)
        let loaded = try #require(navigator.reload(with: renewed))
        #expect(engine.loaded == [loaded])
        let items = URLComponents(url: loaded, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(loaded.path == "/dashboards/1")
        #expect(items.first { $0.name == "jwt" }?.value == renewed)
        #expect(items.first { $0.name == "scenario" }?.value == "x")
        #expect(items.filter { $0.name == "jwt" }.count == 1)

        let elsewhere = ScriptedEvaluationEngine(url: URL(string: "https://evil.example.com/dashboards/1"))
        #expect(CorvaPageNavigator(engine: elsewhere, session: session).reload(with: renewed) == nil)
        let blank = ScriptedEvaluationEngine(url: nil)
        #expect(CorvaPageNavigator(engine: blank, session: session).reload(with: renewed) == nil)
        #expect(elsewhere.loaded.isEmpty && blank.loaded.isEmpty)
    }
}
