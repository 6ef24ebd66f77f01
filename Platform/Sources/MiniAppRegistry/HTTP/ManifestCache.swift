import Foundation

/// Signed manifest answers by version, base URL and key.
///
/// Versions are immutable, so an answer never goes stale; only a key rotation or another
/// `Host` changes it, and both are part of the cache key. The cache is bounded and simply
/// starts over when full.
actor ManifestCache {
    struct Entry: Sendable {
        var body: Data
        var signature: String
    }

    private var entries: [String: Entry] = [:]
    private let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    func entry(_ key: String) -> Entry? {
        entries[key]
    }

    func store(_ entry: Entry, for key: String) {
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = entry
    }
}
