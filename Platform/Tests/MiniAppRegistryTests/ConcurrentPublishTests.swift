import Foundation
import Testing

/// Parallel publishes: each gets its own answer, none a 500, and reads go on meanwhile.
@Suite struct ConcurrentPublishTests {
    @Test("16 parallel uploads of one tag: one is stored, fifteen are told it exists", arguments: TestBackend.available)
    func sameTag(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let zip = try BundleZip.minimal(["a.txt": "same"]).data()
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<16 {
                    group.addTask { try await registry.upload(zip, query: "versionTag=1.0").status }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses.sorted() == [201] + Array(repeating: 409, count: 15), "\(statuses.sorted())")
        }
    }

    @Test("parallel uploads of different versions all succeed while the list is read", arguments: TestBackend.available)
    func differentVersions(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let results = try await withThrowingTaskGroup(of: (String, Int).self) { group in
                for index in 0..<8 {
                    group.addTask {
                        let zip = try BundleZip.minimal(["a.txt": "version \(index)"]).data()
                        return ("upload", try await registry.upload(zip, query: "versionTag=1.\(index)").status)
                    }
                }
                for _ in 0..<8 {
                    group.addTask { ("read", try await registry.http.get("host/demo/miniapps", headers: registry.apiKey).status) }
                }
                return try await group.reduce(into: [(String, Int)]()) { $0.append($1) }
            }
            #expect(results.filter { $0.0 == "upload" }.map(\.1) == Array(repeating: 201, count: 8), "\(results)")
            #expect(results.filter { $0.0 == "read" }.allSatisfy { $0.1 == 200 }, "\(results)")
        }
    }
}
