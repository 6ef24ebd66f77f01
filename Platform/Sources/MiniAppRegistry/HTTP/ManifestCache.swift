import Foundation

/// Signed manifest answers by version, signing key and format (``ManifestFormat``).
///
/// Versions are immutable, so Rakuten's zip answer never goes stale; only a key rotation
/// changes it, and the key is part of the cache key. MiniAppKit's answer carries its
/// signing time and expiry, so it is kept only for ``AnswerValidity/reuse``
/// (``Entry/reusableUntil``) and then signed anew. Only answers whose file URLs the server
/// chose are kept (``FileURLs/isFromRequest`` is false): an answer built from a
/// request's `Host` is made anew each time, so no client can fill the cache by
/// varying it. The cache is bounded in bytes and starts over when full.
actor ManifestCache {
    struct Entry: Sendable {
        var body: Data
        var signature: String
        /// Until when the answer may be sent again; `nil`: as long as it is cached.
        var reusableUntil: ContinuousClock.Instant?

        var bytes: Int { body.count + signature.utf8.count }
    }

    private var entries: [String: Entry] = [:]
    /// What the entries hold, in bytes.
    private(set) var bytes = 0
    /// The most the entries may hold; an answer larger than a quarter of it is not kept.
    let maxBytes: Int

    init(maxBytes: Int = 64 << 20) {
        self.maxBytes = maxBytes
    }

    /// How many answers are kept.
    var count: Int { entries.count }

    /// The answer kept under `key`, unless it may no longer be sent (it is then forgotten).
    func entry(_ key: String) -> Entry? {
        guard let entry = entries[key] else { return nil }
        if let until = entry.reusableUntil, until <= .now {
            entries[key] = nil
            bytes -= entry.bytes
            return nil
        }
        return entry
    }

    func store(_ entry: Entry, for key: String) {
        guard entry.bytes <= maxBytes / 4 else { return }
        if let old = entries[key] { bytes -= old.bytes }
        if bytes + entry.bytes > maxBytes {
            entries.removeAll(keepingCapacity: true)
            bytes = 0
        }
        entries[key] = entry
        bytes += entry.bytes
    }
}
