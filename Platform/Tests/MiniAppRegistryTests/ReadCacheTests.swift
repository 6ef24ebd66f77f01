import Foundation
import MiniAppRegistry
import Testing

/// The read API's one-second cache: this server's own changes show at once, a new
/// project works at once, and changes made behind its back show within the second.
@Suite("Read cache")
struct ReadCacheTests {
    static func listed(_ registry: TestRegistry, _ path: String = "host/demo/miniapps") async throws -> [String] {
        let answer = try await registry.http.get(path, headers: registry.apiKey)
        return answer.array.compactMap { ($0["version"] as? [String: Any])?["versionId"] as? String }
    }

    @Test("publish, unpublish and rollback through the server show at once", arguments: TestBackend.available)
    func ownChangesShowAtOnce(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let v1 = try await registry.uploadVersion(query: "publish=true")
            #expect(try await Self.listed(registry) == [v1])
            let manifest = "host/demo/miniapp/hello/version/\(v1)/manifest"
            #expect(try await registry.http.get(manifest, headers: registry.apiKey).status == 200)

            let v2 = try await registry.uploadVersion(.minimal(["more.txt": "more"]))
            #expect(try await Self.listed(registry, "host/demo/miniapps/preview") == [v2])
            #expect(try await registry.publishing("publish", json: #"{"versionId":"\#(v2)"}"#).status == 200)
            #expect(try await Self.listed(registry) == [v2])
            #expect(try await registry.publishing("rollback", json: "{}").status == 200)
            #expect(try await Self.listed(registry) == [v1])
            #expect(try await registry.publishing("unpublish", json: "{}").status == 200)
            #expect(try await Self.listed(registry).isEmpty)
            #expect(try await registry.http.get(manifest, headers: registry.apiKey).status == 404)
        }
    }

    @Test("a project created in the database works at once; a change behind the server's back shows within a second", arguments: TestBackend.available)
    func changesBehindTheServer(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            #expect(try await registry.http.get("host/late/miniapps", headers: ["apiKey": "ras-x"]).status == 401)
            let late = try await registry.store.write { try await $0.createProject(id: "late", name: "Late") }
            #expect(try await registry.http.get("host/late/miniapps", headers: ["apiKey": "ras-\(late.subscriptionKey)"]).status == 200)

            let v1 = try await registry.uploadVersion(query: "publish=true")
            #expect(try await Self.listed(registry) == [v1])
            // As another server sharing the database would: straight in the store.
            try await registry.store.write { try await $0.unpublish(project: "demo", app: "hello") }
            try await Task.sleep(for: .milliseconds(1100))
            #expect(try await Self.listed(registry).isEmpty)
        }
    }
}
