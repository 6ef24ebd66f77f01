import Foundation

/// Runs `body` and gives it up at `deadline`: when the clock gets there first, the body
/// is cancelled and `expired()` is thrown instead of its result.
///
/// The body must end on cancellation (the transport's fetches do, and so does an
/// install); this returns once it has.
func withDeadline<T: Sendable>(
    _ deadline: ContinuousClock.Instant, expired: @escaping @Sendable () -> any Error, _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(until: deadline, clock: .continuous)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw CancellationError() }
        guard let value = first else { throw expired() }
        return value
    }
}

extension Duration {
    /// Seconds in words, as an error message says them: `31 s`, `0.5 s`.
    var secondsText: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}
