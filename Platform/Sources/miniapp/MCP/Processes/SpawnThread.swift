import Foundation

/// One thread that lives as long as the process and starts every child of `miniapp mcp`.
///
/// The kernel's parent-death signal (``MiniAppCommand/ExecTied``) is sent when the
/// *thread* that forked the child ends, not the process. Swift concurrency's threads
/// come and go (libdispatch ends a worker that has idled a few seconds), and a child
/// forked from one would be signalled then, with its session still open. So children
/// are forked from this thread, which never ends before the process does.
final class SpawnThread: @unchecked Sendable {
    static let shared = SpawnThread()

    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [@Sendable () -> Void] = []

    private init() {
        let thread = Thread { [unowned self] in self.serve() }
        thread.name = "miniapp.mcp.spawn"
        thread.start()
    }

    /// Runs `body` on the spawn thread and returns what it returned.
    func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            condition.withLock {
                jobs.append { continuation.resume(with: Result { try body() }) }
                condition.signal()
            }
        }
    }

    private func serve() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
