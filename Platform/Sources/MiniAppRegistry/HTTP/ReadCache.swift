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
/// request costs more than that. Loads run outside the lock; two requests that miss
/// together both load, and the later store wins (the values are equal).
final class ReadCache: @unchecked Sendable {
    private struct Entry {
        var value: any Sendable
        var expires: ContinuousClock.Instant
    }

    let lifetime: Duration
    private let capacity: Int
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    init(lifetime: Duration = .seconds(1), capacity: Int = 8192) {
        self.lifetime = lifetime
        self.capacity = capacity
    }

    /// The value cached under `key`, or `load()`'s, which is then cached.
    func value<T: Sendable>(_ key: String, load: () async throws -> T) async throws -> T {
        let now = ContinuousClock.now
        let cached: Entry? = lock.withLock {
            guard let entry = entries[key], entry.expires > now else { return nil }
            return entry
        }
        // Through the entry, not an optional value, so a cached `nil` is a hit.
        if let cached, let value = cached.value as? T { return value }
        let value = try await load()
        lock.withLock {
            // Bounded: start over when full (entries live a second anyway).
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(value: value, expires: ContinuousClock.now + lifetime)
        }
        return value
    }

    /// Forgets one key (a negative answer that must not be kept).
    func forget(_ key: String) {
        lock.withLock { _ = entries.removeValue(forKey: key) }
    }

    /// Forgets everything: after a publish, unpublish, rollback or upload.
    func clear() {
        lock.withLock { entries.removeAll(keepingCapacity: true) }
    }
}
