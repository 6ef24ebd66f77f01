import Foundation
import MiniAppRegistry
import SQLKit
import Testing

/// Every kind of write at once, as a busy registry sees them: uploads to distinct apps, to
/// one app with and without tags, publishes, rollbacks, preview codes and console
/// sign-ins, while hosts read the list. Small and bounded (about a hundred requests).
///
/// `scripts/test` runs it a second time with one blocking thread
/// (`NIO_SINGLETON_BLOCKING_POOL_THREAD_COUNT=1`), as in a one-core container, where a
/// single write waiting for SQLite's lock outside the writer's gate stalled everything.
@Suite struct WriteLoadTests {
    /// What one request of the mix did.
    struct Outcome: Sendable, CustomStringConvertible {
        var what: String
        var status: Int
        var seconds: Double
        /// Whether it changed something, and so must have left one audit entry.
        var changed: Bool { (200..<300).contains(status) && what != "read" }
        var description: String { "\(what) \(status) in \(String(format: "%.2f", seconds)) s" }
    }

    @Test("a mix of parallel writes: no 5xx, one audit entry per change, reads under a second", arguments: TestBackend.available)
    func mixedWrites(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            // Something to publish, roll back and make preview codes of.
            let first = try await registry.uploadVersion(.minimal(["v.txt": "1"]), app: "base", query: "publish=true")
            let second = try await registry.uploadVersion(.minimal(["v.txt": "2"]), app: "base", query: "publish=true")
            let operatorToken = try await registry.store.write { try await $0.createOperatorToken(label: "load") }
            let auditBefore = try await registry.store.auditEntries(limit: 10_000).count

            let outcomes = try await withThrowingTaskGroup(of: Outcome.self) { group in
                func timed(_ what: String, _ request: @escaping @Sendable () async throws -> Int) {
                    group.addTask {
                        let start = ContinuousClock.now
                        let status = try await request()
                        let elapsed = ContinuousClock.now - start
                        return Outcome(what: what, status: status, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                    }
                }
                for index in 0..<8 {
                    timed("upload to app-\(index)") {
                        try await registry.upload(try BundleZip.minimal(["a.txt": "app \(index)"]).data(), app: "app-\(index)").status
                    }
                }
                for index in 0..<6 {
                    timed("untagged upload to shared") {
                        try await registry.upload(try BundleZip.minimal(["a.txt": "untagged \(index)"]).data(), app: "shared").status
                    }
                }
                for _ in 0..<6 {
                    timed("upload of tag 9.9 to shared") {
                        try await registry.upload(try BundleZip.minimal(["a.txt": "tagged"]).data(), app: "shared", query: "versionTag=9.9").status
                    }
                }
                for _ in 0..<3 {
                    timed("publish") { try await registry.publishing("publish", app: "base", json: #"{"versionId":"\#(first)"}"#).status }
                    timed("rollback") { try await registry.publishing("rollback", app: "base", json: #"{"versionId":"\#(second)"}"#).status }
                    timed("preview code") { try await registry.publishing("preview-codes", app: "base", json: #"{"versionId":"\#(second)"}"#).status }
                }
                for _ in 0..<4 {
                    timed("console sign-in") {
                        let browser = ConsoleBrowser(base: registry.http.base)
                        return try await browser.signIn(operatorToken).status
                    }
                }
                for _ in 0..<30 {
                    timed("read") { try await registry.http.get("host/demo/miniapps", headers: registry.apiKey).status }
                }
                return try await group.reduce(into: [Outcome]()) { $0.append($1) }
            }

            let failed = outcomes.filter { $0.status >= 500 }
            #expect(failed.isEmpty, "server errors: \(failed)")
            // The 6 uploads of one tag: one stored, five told it is taken; every other write succeeds.
            let tagged = outcomes.filter { $0.what == "upload of tag 9.9 to shared" }.map(\.status).sorted()
            #expect(tagged == [201, 409, 409, 409, 409, 409], "\(tagged)")
            let others = outcomes.filter { $0.what != "upload of tag 9.9 to shared" && $0.what != "read" && $0.what != "console sign-in" }
            #expect(others.allSatisfy { (200..<300).contains($0.status) }, "\(others.filter { !(200..<300).contains($0.status) })")
            #expect(outcomes.filter { $0.what == "console sign-in" }.allSatisfy { $0.status == 303 }, "\(outcomes.filter { $0.what == "console sign-in" })")
            let slowReads = outcomes.filter { $0.what == "read" && ($0.status != 200 || $0.seconds >= 1) }
            #expect(slowReads.isEmpty, "reads that failed or took a second or more: \(slowReads)")

            // Every change left exactly one audit entry (sign-ins are changes too).
            let changes = outcomes.filter(\.changed).count + outcomes.filter { $0.what == "console sign-in" && $0.status == 303 }.count
            let auditAfter = try await registry.store.auditEntries(limit: 10_000).count
            #expect(auditAfter - auditBefore == changes, "\(auditAfter - auditBefore) audit entries for \(changes) changes")
            // The untagged uploads to one app got six distinct numbers.
            let shared = try await registry.http.get("publish/projects/demo/apps/shared/versions", headers: registry.bearer)
            let tags = (shared.array).compactMap { $0["versionTag"] as? String }
            #expect(Set(tags).count == tags.count && tags.count == 7, "\(tags)")
        }
    }
}

/// The writer's gate is the only door for writes on SQLite: a write on the reader's
/// connections fails at once instead of queueing for the lock on a blocking thread.
@Suite struct WriterDoorTests {
    @Test("a write on the reader's connections is refused (SQLite)")
    func readerRefusesWrites() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            await #expect(throws: (any Error).self) {
                try await registry.store.database.reader.raw("DELETE FROM audit_log").run()
            }
            let entry = try await registry.store.write {
                try await $0.appendAudit(actor: .commandLine, action: "test", project: nil, detail: "through the writer")
            }
            #expect(try await registry.store.auditEntries().contains(entry))
        }
    }
}
