/// Lets one SQLite write transaction of this process run at a time, queueing the others
/// without holding a thread.
///
/// SQLite allows one writer. Without the gate, a second `BEGIN IMMEDIATE` waits in
/// SQLite's busy handler on one of the few threads that run database work, and with
/// enough parallel publishes every such thread waits while the transaction that holds
/// the lock cannot get one to `COMMIT`: publishes fail after the busy timeout and reads
/// stall. Waiting here is an `await`, in order of arrival.
actor WriterGate {
    private var isHeld = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` once every writer that arrived earlier has finished.
    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        if isHeld {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            isHeld = true
        }
        defer { handOver() }
        return try await body()
    }

    private func handOver() {
        if waiting.isEmpty {
            isHeld = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
