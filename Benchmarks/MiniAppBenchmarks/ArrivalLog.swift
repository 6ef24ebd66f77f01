/// The native arrival times of the messages a case sends.
///
/// Each arrival is stamped with `ContinuousClock` the moment it reaches Swift, inside
/// the engine's callback (WebKitGTK's `performance.now()` is too coarse for
/// percentiles of sub-millisecond round trips). A case says how many arrivals it
/// expects, starts the page, and waits until they are all in.
@MainActor
final class ArrivalLog {
    private(set) var instants: [ContinuousClock.Instant] = []
    private var expected = 0
    private var waiter: CheckedContinuation<Void, Never>?

    var count: Int { instants.count }
    var isComplete: Bool { instants.count >= expected }

    /// Forgets earlier arrivals and expects `count` new ones.
    func expect(_ count: Int) {
        instants.removeAll(keepingCapacity: true)
        instants.reserveCapacity(count)
        expected = count
    }

    /// Stamps one arrival; arrivals beyond the expected count are not recorded.
    func record() {
        guard instants.count < expected else { return }
        instants.append(.now)
        if instants.count == expected, let waiter {
            self.waiter = nil
            waiter.resume()
        }
    }

    /// Returns once every expected arrival is in.
    ///
    /// - Throws: ``BenchmarkError`` naming `what` when they are not in after `timeout`.
    func waitUntilComplete(_ what: String, timeout: Duration) async throws(BenchmarkError) {
        if !isComplete {
            let timer = Task { @MainActor [weak self] in
                do { try await Task.sleep(for: timeout) } catch { return }
                guard let self, let waiter = self.waiter else { return }
                self.waiter = nil
                waiter.resume()
            }
            await withCheckedContinuation { waiter = $0 }
            timer.cancel()
        }
        guard isComplete else {
            throw BenchmarkError("\(what): \(count) of \(expected) messages arrived within \(timeout)")
        }
    }
}
