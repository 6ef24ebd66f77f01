import Foundation

/// Answers of the read API kept in memory for a second: the hosts' hot path (list,
/// info, manifest, metadata) then costs no database query per request.
///
/// Why a short expiry rather than exact invalidation: several servers may share one
/// PostgreSQL database, and a publish through one of them (or `miniapp project` run
/// against the database) must reach the others without any messaging between them.
/// Changes made through this server clear the cache at once (``clear()``); others are
/// seen within ``lifetime``. Immutable facts (a version's metadata) expire the same way,
/// which costs one query per second at most.
///
/// A lock rather than an actor: a lookup is a dictionary access, and an actor hop per
/// request costs more than that. Loads run outside the lock, one per key at a time:
/// requests that miss while a load of their key is under way wait for its value
/// instead of querying too. Without that, every expiry and every ``clear()`` sent all
/// the requests in flight to the database at once (256 connections under load: 256
/// identical queries queued on a pool of 16, and answers past two seconds).
final class ReadCache: @unchecked Sendable {
    private struct Entry {
        var value: any Sendable
        var expires: ContinuousClock.Instant
    }

    /// One load under way, and the requests waiting for it.
    private final class Flight {
        /// `nil` until the load ends; then its value, or `.failed`.
        var outcome: Outcome?
        var waiters: [CheckedContinuation<Outcome, Never>] = []
    }

    /// What a waiter gets: the value, or word that the load failed, after which it
    /// looks again itself (the error belongs to the request that loaded).
    private enum Outcome: Sendable {
        case loaded(any Sendable)
        case failed
    }

    /// What a lookup does: answer from the cache, wait for a load, or load.
    private enum Step {
        case hit(any Sendable)
        case join(Flight)
        case lead(Flight, generation: Int)
    }

    let lifetime: Duration
    private let capacity: Int
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var flights: [String: Flight] = [:]
    /// Bumped by ``clear()``: a load that began before a clear does not store its value.
    private var generation = 0

    init(lifetime: Duration = .seconds(1), capacity: Int = 8192) {
        self.lifetime = lifetime
        self.capacity = capacity
    }

    /// The value cached under `key`, or `load()`'s, which is then cached. While one
    /// request loads a key, the others that want it wait for that load.
    func value<T: Sendable>(_ key: String, load: () async throws -> T) async throws -> T {
        while true {
            let now = ContinuousClock.now
            let step: Step = lock.withLock {
                // Through the entry, not an optional value, so a cached `nil` is a hit.
                if let entry = entries[key], entry.expires > now { return .hit(entry.value) }
                if let flight = flights[key] { return .join(flight) }
                let flight = Flight()
                flights[key] = flight
                return .lead(flight, generation: generation)
            }
            switch step {
            case .hit(let value):
                if let value = value as? T { return value }
                return try await load()
            case .join(let flight):
                let outcome: Outcome = await withCheckedContinuation { continuation in
                    let ended: Outcome? = lock.withLock {
                        if let outcome = flight.outcome { return outcome }
                        flight.waiters.append(continuation)
                        return nil
                    }
                    if let ended { continuation.resume(returning: ended) }
                }
                if case .loaded(let value) = outcome, let value = value as? T { return value }
            case .lead(let flight, let started):
                let result: Result<T, any Error>
                do { result = .success(try await load()) } catch { result = .failure(error) }
                let outcome: Outcome
                if case .success(let value) = result { outcome = .loaded(value) } else { outcome = .failed }
                let waiters: [CheckedContinuation<Outcome, Never>] = lock.withLock {
                    flight.outcome = outcome
                    if flights[key] === flight { flights[key] = nil }
                    if case .loaded(let value) = outcome, generation == started {
                        // Bounded: start over when full (entries live a second anyway).
                        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
                        entries[key] = Entry(value: value, expires: ContinuousClock.now + lifetime)
                    }
                    defer { flight.waiters = [] }
                    return flight.waiters
                }
                for waiter in waiters { waiter.resume(returning: outcome) }
                return try result.get()
            }
        }
    }

    /// When the value cached under `key` expires; nil when none is cached.
    func expiry(_ key: String) -> ContinuousClock.Instant? {
        lock.withLock { entries[key]?.expires }
    }

    /// Forgets one key (a negative answer that must not be kept).
    func forget(_ key: String) {
        lock.withLock { _ = entries.removeValue(forKey: key) }
    }

    /// Forgets everything: after a publish, unpublish, rollback or upload. Loads under
    /// way finish for the requests already waiting, but store nothing, and requests
    /// from now on load anew.
    func clear() {
        lock.withLock {
            entries.removeAll(keepingCapacity: true)
            flights.removeAll(keepingCapacity: true)
            generation += 1
        }
    }
}
