import Foundation

/// Counts failed console sign-ins per client address and refuses more than
/// ``maxFailures`` within ``window``: a token cannot be guessed by trying many.
///
/// In memory, per server: behind several servers an address gets that many tries on
/// each, which still bounds guessing to a handful per minute. A lock, not an actor: the
/// check is a dictionary access.
final class SignInLimiter: @unchecked Sendable {
    let maxFailures: Int
    let window: Duration
    private let lock = NSLock()
    private var failures: [String: [ContinuousClock.Instant]] = [:]

    init(maxFailures: Int = 5, window: Duration = .seconds(60)) {
        self.maxFailures = maxFailures
        self.window = window
    }

    /// Seconds to wait before `address` may try again, or nil when it may now.
    func retryAfter(_ address: String) -> Int? {
        lock.withLock {
            let now = ContinuousClock.now
            let recent = (failures[address] ?? []).filter { now - $0 < window }
            failures[address] = recent.isEmpty ? nil : recent
            guard recent.count >= maxFailures, let oldest = recent.first else { return nil }
            let wait = window - (now - oldest)
            return max(1, Int(wait.components.seconds) + 1)
        }
    }

    func recordFailure(_ address: String) {
        lock.withLock {
            // Bounded: an attacker with many addresses cannot grow this without limit.
            if failures.count > 10_000 { failures.removeAll() }
            failures[address, default: []].append(ContinuousClock.now)
        }
    }
}
