import Foundation
import Logging
import MiniAppRegistry
import Testing

/// At `--log-level debug` the database drivers log every query with its bind values;
/// those hold subscription keys, session ids and CSRF tokens, which must never reach a
/// log (issue 18, defect 15).
@Suite struct QueryLogTests {
    /// Every line logged, in memory.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func append(_ line: String) { lock.withLock { items.append(line) } }
        var all: [String] { lock.withLock { items } }
    }

    /// Keeps every line logged in ``Lines``.
    struct CapturingHandler: LogHandler {
        let lines: Lines
        var logLevel: Logger.Level = .debug
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            lines.append("\(event.level) \(event.message) \(all)")
        }
    }

    @Test("a server logging at debug logs no subscription key, session id or CSRF token", arguments: TestBackend.available)
    func noSecretsInADebugLog(backend: TestBackend) async throws {
        let place = try await TestRegistry.Place.fresh(backend)
        defer { Task { await place.remove() } }
        let lines = Lines()
        var logger = Logger(label: "registry-test") { _ in CapturingHandler(lines: lines) }
        logger.logLevel = .debug
        let server = try await RegistryServer.start(try place.configuration(limits: TestRegistry.limits), logger: logger)
        do {
            let store = RegistryStore(database: server.database)
            let project = try await store.write { try await $0.createProject(id: "demo", name: "Demo host") }
            let operatorToken = try await store.write { try await $0.createOperatorToken(label: "ops") }
            let base = try #require(URL(string: "http://127.0.0.1:\(server.port)/"))
            let list = try await HTTPProbe(base: base).get("host/demo/miniapps", headers: ["apiKey": "ras-\(project.subscriptionKey)"])
            #expect(list.status == 200)
            let browser = ConsoleBrowser(base: base)
            let form = try await browser.get("console/sign-in")
            let signInCSRF = try #require(form.csrf)
            #expect(try await browser.signIn(operatorToken).status == 303)
            let page = try await browser.get("console/projects")
            let sessionCSRF = try #require(page.csrf)
            let session = try #require(browser.cookies["miniapp_console"])
            try await server.stop()

            let log = lines.all
            #expect(log.contains { $0.hasPrefix("debug") }, "nothing was logged at debug: the test would prove nothing")
            for (name, secret) in [("subscription key", project.subscriptionKey), ("operator token", operatorToken),
                                   ("sign-in CSRF token", signInCSRF), ("session CSRF token", sessionCSRF), ("session id", session)] {
                let leaks = log.filter { $0.contains(secret) }
                #expect(leaks.isEmpty, "the \(name) is in the log: \(leaks.prefix(2))")
            }
        } catch {
            try? await server.stop()
            throw error
        }
    }
}
