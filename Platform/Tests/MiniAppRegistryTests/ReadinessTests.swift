import Foundation
import Testing

/// Liveness (`GET health`) and readiness (`GET ready`) are separate: a server that cannot
/// reach its database stays alive but is not ready.
@Suite("Readiness")
struct ReadinessTests {
    @Test("ready while the database answers", arguments: TestBackend.available)
    func ready(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let ready = try await registry.http.get("ready")
            #expect(ready.status == 200 && ready.object["status"] as? String == "ready")
            #expect(try await registry.http.get("health").status == 200)
        }
    }

    @Test("readiness fails (503, the documented error body) while PostgreSQL refuses the server, and recovers", .enabled(if: TestBackend.postgresURL != nil))
    func databaseUnreachable() async throws {
        try await TestRegistry.with(.postgres) { registry in
            let url = try #require(registry.place.databaseURL)
            let name = try #require(URLComponents(string: url)?.path.dropFirst()).description
            // Lock the server out: no new connections, and its open ones cut.
            try await TestBackend.executeOnCluster("ALTER DATABASE \(name) ALLOW_CONNECTIONS false")
            try await TestBackend.executeOnCluster("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(name)'")
            var notReady: HTTPProbe.Answer?
            for _ in 0..<50 {
                let answer = try await registry.http.get("ready")
                if answer.status == 503 { notReady = answer; break }
                try await Task.sleep(for: .milliseconds(100))
            }
            let answer = try #require(notReady, "readiness never failed with the database unreachable")
            #expect(answer.object["code"] as? Int == 503)
            #expect(answer.object["reason"] as? String == "databaseUnreachable")
            #expect((answer.object["message"] as? String)?.contains("database cannot be reached") == true)
            #expect(!(answer.object["message"] as? String ?? "").contains(url), "never the connection string")
            // Alive all the while: an orchestrator must not restart it for the database's outage.
            #expect(try await registry.http.get("health").status == 200)

            try await TestBackend.executeOnCluster("ALTER DATABASE \(name) ALLOW_CONNECTIONS true")
            var recovered = false
            for _ in 0..<100 {
                if try await registry.http.get("ready").status == 200 { recovered = true; break }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(recovered, "readiness did not come back with the database")
        }
    }
}
