import CSQLite
import Foundation

/// A minimal, owned connection to one SQLite file.
///
/// Only what the SDK's stores need: execute, prepared statements with text binds,
/// and the page arithmetic the secure storage uses for its size limit. Not
/// thread-safe: each owner (an actor) serialises its use.
final class SQLiteDatabase {
    private var handle: OpaquePointer?
    let path: String

    /// Opens `url`, creating it if `create` is true.
    init(url: URL, create: Bool) throws(StorageError) {
        path = url.path
        var flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX
        if create { flags |= SQLITE_OPEN_CREATE }
        var db: OpaquePointer?
        let status = sqlite3_open_v2(path, &db, flags, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(db)
            throw StorageError(.io, "cannot open \(path): \(message)")
        }
        handle = db
        sqlite3_busy_timeout(db, 2000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements without results.
    func execute(_ sql: String) throws(StorageError) {
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(error)
            throw StorageError(.io, "\(message) (\(path))")
        }
    }

    /// Runs `sql` with text parameters and returns the first column of each row.
    @discardableResult
    func query(_ sql: String, _ parameters: [String] = []) throws(StorageError) -> [String?] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw StorageError(.io, "\(lastError) in: \(sql)")
        }
        defer { sqlite3_finalize(statement) }
        for (index, value) in parameters.enumerated() {
            // SQLITE_TRANSIENT: SQLite copies the bytes before the Swift string goes away.
            // The length is given, so a NUL inside the text is kept, not taken for its end.
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            let bytes = Array(value.utf8CString)  // NUL-terminated, so never empty
            bytes.withUnsafeBufferPointer { chars in
                _ = sqlite3_bind_text(statement, Int32(index + 1), chars.baseAddress, Int32(value.utf8.count), transient)
            }
        }
        var rows: [String?] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                if sqlite3_column_type(statement, 0) == SQLITE_NULL {
                    rows.append(nil)
                } else if let text = sqlite3_column_text(statement, 0) {
                    let count = Int(sqlite3_column_bytes(statement, 0))
                    rows.append(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
                } else {
                    rows.append(nil)
                }
            case SQLITE_DONE:
                return rows
            default:
                throw StorageError(.io, "\(lastError) in: \(sql)")
            }
        }
    }

    /// The database size as SQLite sees it inside the current transaction.
    func pageBytes() throws(StorageError) -> Int {
        let count = Int(try query("PRAGMA page_count").first.flatMap { $0 } ?? "0") ?? 0
        let size = Int(try query("PRAGMA page_size").first.flatMap { $0 } ?? "0") ?? 0
        return count * size
    }

    private var lastError: String {
        handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed database"
    }
}
