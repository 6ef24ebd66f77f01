import Foundation

/// Counts failed console sign-ins per client and refuses more than ``maxFailures`` wrong
/// tokens within ``window``: guessing is slowed to a handful of tries a minute.
///
/// A client is an IPv4 address, or an IPv6 address's /64 (``client(of:)``): one
/// subscriber is routinely given a whole /64, so counting single IPv6 addresses would give
/// an attacker 2^64 fresh counts. The limiter only ever refuses *wrong* tokens: the
/// sign-in route checks the token first and lets a right one through whatever the
/// limiter's state, so neither a flood of failures from other addresses (a full table)
/// nor failures from the owner's own network can lock out anybody holding a right token.
/// Tokens carry 256 random bits, so no rate of guessing finds one; what the limiter
/// prevents is a flood of wrong attempts being answered (and logged) as cheaply as one.
///
/// In memory, per server: behind several servers a client gets that many tries on
/// each. A lock, not an actor: the check is a dictionary access.
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

    /// The key failures are counted under: an IPv4 address as it is (IPv4-mapped IPv6
    /// too), an IPv6 address's /64 as `2001:db8:1:2::/64`, anything else as it is.
    static func client(of address: String) -> String {
        guard let bytes = AddressRange.bytes(of: address) else { return address }
        guard bytes.count == 16 else { return bytes.map(String.init).joined(separator: ".") }
        let groups = stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
        return groups.joined(separator: ":") + "::/64"
    }

    /// Seconds `address`'s client must wait before a wrong token is answered as wrong again
    /// (the sign-in answers 429 meanwhile), or nil when it need not.
    ///
    /// A client the table has no room for waits too while every remembered client is
    /// locked out: a guess spread over more clients than the table holds is throttled
    /// as a whole.
    func retryAfter(_ address: String) -> Int? {
        let address = Self.client(of: address)
        return lock.withLock {
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

    /// Counts one failed sign-in from `address`'s client.
    ///
    /// The table holds at most ``capacity`` clients. When it is full, clients whose
    /// failures are all older than the window go first, then the one not locked out that
    /// failed least recently; a client that is locked out is never forgotten before its
    /// window ends, so failing from many other addresses cannot clear it.
    func recordFailure(_ address: String) {
        let address = Self.client(of: address)
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
