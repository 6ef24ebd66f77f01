package import Foundation

/// The SDK's own store for a mini app's preferences (`preferences.set/get/remove/clear`
/// of js-miniapp 1.17+), used when the host does not provide ``MiniAppPreferencesProvider``.
///
/// It is the secure-storage store under another file name,
/// `<data>/<appId>/preferences.sqlite`: the same single writer path (one actor, one
/// transaction per write, SQLite's lock between processes), the same exact size check
/// inside the transaction, and the same care for keys and values (bound parameters,
/// a NUL kept as text). What differs is what "absent" means: preferences have no
/// "storage not loaded" state, so a read before the first write finds nothing, and
/// removing an absent key is no error.
package struct MiniAppPreferenceStore: Sendable {
    /// 1,000,000 bytes of file, half of secure storage's: preferences are settings, not data.
    package static let defaultMaxBytes = MiniAppDisplayConfiguration.defaultPreferencesMaxBytes
    /// The longest key, in UTF-8 bytes.
    package static let maxKeyBytes = 1024

    private let storage: SecureStorage

    package init(directory: URL, maxBytes: Int = MiniAppPreferenceStore.defaultMaxBytes) {
        storage = SecureStorage(directory: directory, fileName: "preferences.sqlite", maxBytes: maxBytes)
    }

    /// Where the preferences are kept.
    package var fileURL: URL { storage.fileURL }

    /// Stores `value` under `key`, replacing what was there.
    package func set(_ value: String, forKey key: String) async throws(MiniAppPreferenceError) {
        try Self.check(key)
        guard !value.isEmpty else { throw .emptyValue }
        do {
            try await storage.set([key: value])
        } catch {
            throw error.code == .full ? .full : .io(error.message)
        }
    }

    /// The value stored under `key`, or `nil`.
    package func value(forKey key: String) async throws(MiniAppPreferenceError) -> String? {
        try Self.check(key)
        guard await storage.exists else { return nil }
        do {
            return try await storage.get(key)
        } catch {
            throw .io(error.message)
        }
    }

    /// Removes `key`; an absent key is no error.
    package func remove(_ key: String) async throws(MiniAppPreferenceError) {
        try Self.check(key)
        guard await storage.exists else { return }
        do {
            try await storage.remove([key], ignoringAbsentKey: true)
        } catch {
            throw .io(error.message)
        }
    }

    /// Removes every preference.
    package func clear() async throws(MiniAppPreferenceError) {
        guard await storage.exists else { return }
        do {
            try await storage.clear()
        } catch {
            throw .io(error.message)
        }
    }

    private static func check(_ key: String) throws(MiniAppPreferenceError) {
        guard !key.isEmpty else { throw .emptyKey }
        guard key.utf8.count <= maxKeyBytes else { throw .keyTooLong(maxBytes: maxKeyBytes) }
    }
}
