import MiniAppRegistry
import SQLKit
import Testing

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
