package import Foundation

/// A mini app's key/value store on a real SQLite file, with the 5.6.1 semantics (§5.1).
///
/// One file per mini app id, shared by its versions: `<root>/<appId>/securestorage.sqlite`,
/// table `entries(key TEXT PRIMARY KEY, value TEXT)`. It does not exist until the
/// first write, and until then reads answer ``StorageError/Code/unavailable``, which is
/// why a first launch gets `miniappsecurestorageloaderror`.
///
/// The size limit is the file size, as in 5.6.1, but checked exactly: a batch is
/// written in one transaction and rolled back whole if it would pass the limit, so a
/// write either lands completely or not at all (5.6.1 re-checks every N items and
/// can overshoot).
package actor SecureStorage {
    /// The default limit, 2,000,000 bytes.
    package static let defaultMaxBytes = MiniAppDisplayConfiguration.defaultSecureStorageMaxBytes

    package nonisolated let fileURL: URL
    package let maxBytes: Int
    private var database: SQLiteDatabase?

    /// - Parameter fileName: the file under `directory`; the mini app's preferences
    ///   (``MiniAppPreferenceStore``) use this same store under another name, so both
    ///   share one writer path, its transactions and its size check.
    package init(directory: URL, fileName: String = "securestorage.sqlite", maxBytes: Int = SecureStorage.defaultMaxBytes) {
        self.fileURL = directory.appendingPathComponent(fileName)
        self.maxBytes = maxBytes
    }

    /// Opens an existing store; throws ``StorageError/Code/unavailable`` when there is none yet.
    package func load() throws(StorageError) {
        _ = try existingDatabase()
    }

    /// Upserts `items`, all or nothing.
    package func set(_ items: [String: String]) throws(StorageError) {
        let db = try openOrCreate()
        guard fileSize < maxBytes else {
            throw StorageError(.full, "Storage size exceeded")
        }
        try db.execute("BEGIN IMMEDIATE")
        do throws(StorageError) {
            for (key, value) in items {
                try db.query("INSERT INTO entries(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", [key, value])
            }
            if try db.pageBytes() > maxBytes {
                try db.execute("ROLLBACK")
                throw StorageError(.full, "Storage size exceeded")
            }
            try db.execute("COMMIT")
        } catch {
            if error.code != .full { try? db.execute("ROLLBACK") }
            throw error
        }
    }

    /// The value for `key`, or `nil` when absent.
    package func get(_ key: String) throws(StorageError) -> String? {
        try existingDatabase().query("SELECT value FROM entries WHERE key = ?", [key]).first ?? nil
    }

    /// Every key, sorted; none before the first write.
    package func keys() throws(StorageError) -> [String] {
        guard exists else { return [] }
        return try existingDatabase().query("SELECT key FROM entries ORDER BY key", []).compactMap { $0 }
    }

    /// Removes `keys`. A list of exactly one key that is absent is an I/O error (5.6.1),
    /// unless `ignoringAbsentKey` (preferences: removing an absent key is no error).
    package func remove(_ keys: [String], ignoringAbsentKey: Bool = false) throws(StorageError) {
        let db = try existingDatabase()
        if keys.count == 1, !ignoringAbsentKey, try db.query("SELECT 1 FROM entries WHERE key = ?", keys).isEmpty {
            throw StorageError(.io, "IO Error")
        }
        try db.execute("BEGIN")
        do throws(StorageError) {
            for key in keys { try db.query("DELETE FROM entries WHERE key = ?", [key]) }
            try db.execute("COMMIT")
        } catch {
            try? db.execute("ROLLBACK")
            throw error
        }
    }

    /// Deletes every entry and compacts the file.
    package func clear() throws(StorageError) {
        let db = try existingDatabase()
        try db.execute("DELETE FROM entries; VACUUM;")
    }

    /// Bytes used (the file size, capped at the limit) and the limit.
    package func size() -> (used: Int, max: Int) {
        (min(fileSize, maxBytes), maxBytes)
    }

    /// Whether the store's file exists (it is made by the first write).
    package var exists: Bool {
        database != nil || FileManager.default.fileExists(atPath: fileURL.path)
    }

    /// Deletes the store entirely (the host's "clear data").
    package func destroy() {
        database = nil
        try? FileManager.default.removeItem(at: fileURL)
    }

    // MARK: -

    private var fileSize: Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path)
        return (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }

    private func existingDatabase() throws(StorageError) -> SQLiteDatabase {
        if let database { return database }
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            throw StorageError(.unavailable, "Storage not available")
        }
        let db = try SQLiteDatabase(url: fileURL, create: false)
        try db.execute("CREATE TABLE IF NOT EXISTS entries(key TEXT PRIMARY KEY, value TEXT)")
        database = db
        return db
    }

    private func openOrCreate() throws(StorageError) -> SQLiteDatabase {
        if let database { return database }
        do {
            try FileProtection.createDirectory(fileURL.deletingLastPathComponent())
        } catch {
            throw StorageError(.io, "cannot create \(fileURL.deletingLastPathComponent().path): \(error)")
        }
        let db = try SQLiteDatabase(url: fileURL, create: true)
        FileProtection.protect(fileURL)
        try db.execute("CREATE TABLE IF NOT EXISTS entries(key TEXT PRIMARY KEY, value TEXT)")
        database = db
        return db
    }
}
