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
    /// The most addresses remembered at once, so the table's memory stays bounded.
    let capacity: Int
    private let lock = NSLock()
    private var failures: [String: [ContinuousClock.Instant]] = [:]

    init(maxFailures: Int = 5, window: Duration = .seconds(60), capacity: Int = 10_000) {
        self.maxFailures = maxFailures
        self.window = window
        self.capacity = capacity
    }

    /// Seconds to wait before `address` may try again, or nil when it may now.
    ///
    /// An address the table has no room for waits too while every remembered address is
    /// locked out: a guess spread over more addresses than the table holds is throttled
    /// as a whole.
    func retryAfter(_ address: String) -> Int? {
        lock.withLock {
            let now = ContinuousClock.now
            guard let all = failures[address] else {
                let full = failures.count >= capacity && forgetExpired(now) >= capacity
                return full && failures.values.allSatisfy({ isLockedOut($0, now) }) ? Self.seconds(window) : nil
            }
            let recent = all.filter { now - $0 < window }
            failures[address] = recent.isEmpty ? nil : recent
            guard recent.count >= maxFailures, let oldest = recent.first else { return nil }
            return Self.seconds(window - (now - oldest))
        }
    }

    /// Counts one failed sign-in from `address`.
    ///
    /// The table holds at most ``capacity`` addresses. When it is full, addresses whose
    /// failures are all older than the window go first, then the one not locked out that
    /// failed least recently; an address that is locked out is never forgotten before its
    /// window ends, so failing from many other addresses cannot clear it.
    func recordFailure(_ address: String) {
        lock.withLock {
            let now = ContinuousClock.now
            if failures[address] == nil, failures.count >= capacity, forgetExpired(now) >= capacity {
                let open = failures.filter { !isLockedOut($0.value, now) }
                guard let stalest = open.min(by: { ($0.value.last ?? now) < ($1.value.last ?? now) })?.key else { return }
                failures[stalest] = nil
            }
            // Only the last `maxFailures` matter to retryAfter.
            failures[address, default: []].append(now)
            if let times = failures[address], times.count > maxFailures { failures[address] = Array(times.suffix(maxFailures)) }
        }
    }

    /// Drops addresses whose failures are all outside the window; returns how many are left.
    private func forgetExpired(_ now: ContinuousClock.Instant) -> Int {
        failures = failures.filter { _, times in times.last.map { now - $0 < window } ?? false }
        return failures.count
    }

    /// Whether these failures (the last `maxFailures` of an address) lock it out now.
    private func isLockedOut(_ times: [ContinuousClock.Instant], _ now: ContinuousClock.Instant) -> Bool {
        times.count >= maxFailures && times.suffix(maxFailures).first.map { now - $0 < window } == true
    }

    private static func seconds(_ wait: Duration) -> Int {
        max(1, Int(wait.components.seconds) + 1)
    }
}
