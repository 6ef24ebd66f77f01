import Foundation
import Synchronization
import Testing
@testable import MiniAppRegistry

/// Requests that miss the read cache together make one load, not one each: under load
/// (wrk, 256 connections on PostgreSQL), every expiry and every publish sent all the
/// requests in flight to the database at once, and some answers took over two seconds.
///
/// The caches here live a minute, not the server's second: these tests are about loads
/// in flight, and on a loaded machine a second can pass between two of their lines (an
/// expiry then made a third load, and the test failed).
@Suite struct ReadCacheFlightTests {
    /// Counts loads, each taking a while, as a database query does under load.
    final class Loads: Sendable {
        let count = Mutex(0)

        func load(_ value: String) async throws -> String {
            count.withLock { $0 += 1 }
            try await Task.sleep(for: .milliseconds(100))
            return value
        }
    }

    @Test func concurrentMissesShareOneLoad() async throws {
        let cache = ReadCache(lifetime: .seconds(60))
        let loads = Loads()
        let values = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<200 { group.addTask { try await cache.value("k") { try await loads.load("v") } } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(values.count == 200)
        #expect(values.allSatisfy { $0 == "v" })
        #expect(loads.count.withLock { $0 } == 1)
    }

    @Test func aFailedLoadIsTriedAgainByTheOthers() async throws {
        let cache = ReadCache(lifetime: .seconds(60))
        let attempts = Loads()
        struct Failure: Error {}
        let results = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    try? await cache.value("k") {
                        let attempt = attempts.count.withLock { value -> Int in value += 1; return value }
                        try await Task.sleep(for: .milliseconds(50))
                        if attempt == 1 { throw Failure() }
                        return "v"
                    }
                }
            }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        // The first load's own request fails; every other one gets the second load's value.
        #expect(results.filter { $0 == nil }.count == 1)
        #expect(results.filter { $0 == "v" }.count == 19)
        #expect(attempts.count.withLock { $0 } == 2)
    }

    @Test func aClearDuringALoadMakesLaterRequestsLoadAnew() async throws {
        let cache = ReadCache(lifetime: .seconds(60))
        let first = Task { try await cache.value("k") { try await Task.sleep(for: .milliseconds(300)); return "old" } }
        try await Task.sleep(for: .milliseconds(50))
        cache.clear()
        #expect(try await cache.value("k") { "new" } == "new")
        #expect(try await first.value == "old")
        // The load that began before the clear stored nothing.
        #expect(try await cache.value("k") { "newer" } == "new")
    }
}
