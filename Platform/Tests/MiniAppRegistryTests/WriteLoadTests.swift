import Foundation
import MiniAppRegistry
import Testing

/// Every kind of write at once, as a busy registry sees them: uploads to distinct apps, to
/// one app with and without tags, publishes, rollbacks, preview codes and console
/// sign-ins, while hosts read the list. Small and bounded (about a hundred requests).
///
/// `scripts/test` runs it a second time with one blocking thread
/// (`NIO_SINGLETON_BLOCKING_POOL_THREAD_COUNT=1`), as in a one-core container, where a
/// single write waiting for SQLite's lock outside the writer's gate stalled everything.
@Suite struct WriteLoadTests {
    /// The kinds of request in the mix.
    enum Kind: String, Sendable {
        case upload = "upload to its own app", untagged = "untagged upload to shared", tagged = "upload of tag 9.9 to shared"
        case publish, rollback, previewCode = "preview code", signIn = "console sign-in", read
    }

    /// What one request of the mix did.
    struct Outcome: Sendable, CustomStringConvertible {
        var kind: Kind
        var status: Int
        var seconds: Double
        /// Whether it changed something, and so must have left one audit entry (a console
        /// sign-in answers 303 and is recorded too).
        var changed: Bool { kind == .signIn ? status == 303 : kind != .read && (200..<300).contains(status) }
        var description: String { "\(kind.rawValue) \(status) in \(String(format: "%.2f", seconds)) s" }
    }

    @Test("a mix of parallel writes: no 5xx, one audit entry per change, reads under a second", arguments: TestBackend.available)
    func mixedWrites(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            // Something to publish, roll back and make preview codes of.
            let first = try await registry.uploadVersion(.minimal(["v.txt": "1"]), app: "base", query: "publish=true")
            let second = try await registry.uploadVersion(.minimal(["v.txt": "2"]), app: "base", query: "publish=true")
            let operatorToken = try await registry.store.write { try await $0.createOperatorToken(label: "load") }
            let auditBefore = try await registry.store.auditEntries(limit: 10_000).count

            // What each request is, and how to make it; then all of them at once.
            typealias Request = @Sendable () async throws -> Int
            var requests: [(Kind, Request)] = []
            for index in 0..<8 {
                requests.append((.upload, {
                    try await registry.upload(try BundleZip.minimal(["a.txt": "app \(index)"]).data(), app: "app-\(index)").status
                }))
            }
            for index in 0..<6 {
                requests.append((.untagged, {
                    try await registry.upload(try BundleZip.minimal(["a.txt": "untagged \(index)"]).data(), app: "shared").status
                }))
            }
            for _ in 0..<6 {
                requests.append((.tagged, {
                    try await registry.upload(try BundleZip.minimal(["a.txt": "tagged"]).data(), app: "shared", query: "versionTag=9.9").status
                }))
            }
            for _ in 0..<3 {
                requests.append((.publish, { try await registry.publishing("publish", app: "base", json: #"{"versionId":"\#(first)"}"#).status }))
                requests.append((.rollback, { try await registry.publishing("rollback", app: "base", json: #"{"versionId":"\#(second)"}"#).status }))
                requests.append((.previewCode, { try await registry.publishing("preview-codes", app: "base", json: #"{"versionId":"\#(second)"}"#).status }))
            }
            for _ in 0..<4 {
                requests.append((.signIn, { try await ConsoleBrowser(base: registry.http.base).signIn(operatorToken).status }))
            }
            for _ in 0..<30 {
                requests.append((.read, { try await registry.http.get("host/demo/miniapps", headers: registry.apiKey).status }))
            }
            let outcomes = try await withThrowingTaskGroup(of: Outcome.self) { group in
                for (kind, request) in requests {
                    group.addTask {
                        let start = ContinuousClock.now
                        let status = try await request()
                        let elapsed = ContinuousClock.now - start
                        return Outcome(kind: kind, status: status, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                    }
                }
                return try await group.reduce(into: [Outcome]()) { $0.append($1) }
            }

            let failed = outcomes.filter { $0.status >= 500 }
            #expect(failed.isEmpty, "server errors: \(failed)")
            // The 6 uploads of one tag: one stored, five told it is taken; every other write succeeds.
            let tagged = outcomes.filter { $0.kind == .tagged }.map(\.status).sorted()
            #expect(tagged == [201, 409, 409, 409, 409, 409], "\(tagged)")
            let refused = outcomes.filter { ![.tagged, .read].contains($0.kind) && !$0.changed }
            #expect(refused.isEmpty, "writes that did not succeed: \(refused)")
            let reads = outcomes.filter { $0.kind == .read }
            let slowReads = reads.filter { $0.status != 200 || $0.seconds >= 1 }
            #expect(slowReads.isEmpty, "reads that failed or took a second or more: \(slowReads)")
            let times = reads.map(\.seconds).sorted()
            print("WriteLoadTests (\(backend)): \(outcomes.count) requests; reads: median \(String(format: "%.3f", times.isEmpty ? 0 : times[times.count / 2])) s, "
                + "slowest \(String(format: "%.3f", times.last ?? 0)) s")

            // Every change left exactly one audit entry.
            let changes = outcomes.filter(\.changed).count
            let auditAfter = try await registry.store.auditEntries(limit: 10_000).count
            #expect(auditAfter - auditBefore == changes, "\(auditAfter - auditBefore) audit entries for \(changes) changes")
            // The untagged uploads to one app got six distinct numbers.
            let shared = try await registry.http.get("publish/projects/demo/apps/shared/versions", headers: registry.bearer)
            let tags = (shared.array).compactMap { $0["versionTag"] as? String }
            #expect(Set(tags).count == tags.count && tags.count == 7, "\(tags)")
        }
    }
}

