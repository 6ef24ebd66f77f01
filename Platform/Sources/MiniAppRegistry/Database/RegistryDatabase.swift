@preconcurrency import AsyncKit
import Foundation
public import Logging
import NIOPosix
import PostgresKit
public import SQLKit
import SQLiteKit

/// The metadata database, SQLite or PostgreSQL, behind SQLKit.
///
/// Everything above this type speaks SQLKit only. Reads go to ``reader``; every write
/// goes through ``write(_:)``, one transaction at a time per process on SQLite. The door
/// is enforced, not only documented: SQLite's reader connections are opened with
/// `PRAGMA query_only`, so a write that bypasses ``write(_:)`` fails at once instead of
/// waiting for the write lock in SQLite's busy handler on one of the few threads that
/// run database work (with enough of them waiting, the writer holding the lock could not
/// get a thread to commit: the registry answered 500 for changes it had made).
///
/// The two backends differ in how a write transaction starts (`BEGIN IMMEDIATE` takes
/// SQLite's write lock at once, so two writers never deadlock upgrading a read lock) and
/// in how migrations are serialised across servers (a PostgreSQL advisory lock).
public final class RegistryDatabase: Sendable {
    /// Which engine is behind ``RegistryDatabase/sql``.
    public enum Backend: String, Sendable {
        case sqlite, postgres
    }

    /// The engine this database runs on, chosen by its ``DatabaseLocation``.
    public let backend: Backend
    /// Reads outside a transaction; each may run on a different pooled connection. On
    /// SQLite these connections refuse to write (`PRAGMA query_only`): writes go through
    /// ``write(_:)``.
    public let reader: any SQLDatabase
    /// The connections ``write(_:)`` runs its transactions on (the reader's pool on PostgreSQL).
    private let writer: any SQLDatabase
    private let shutdownPool: @Sendable () async throws -> Void
    /// One SQLite write transaction at a time in this process (`WriterGate`).
    private let writers = WriterGate()

    private init(
        backend: Backend, reader: any SQLDatabase, writer: any SQLDatabase, shutdown: @escaping @Sendable () async throws -> Void
    ) {
        self.backend = backend
        self.reader = reader
        self.writer = writer
        self.shutdownPool = shutdown
    }

    /// Creates the SQLite file readable by its owner only (it holds subscription keys), or
    /// narrows an existing one to that; SQLite gives its `-wal` and `-shm` files the
    /// same mode.
    private static func makePrivate(_ file: URL) throws {
        let files = FileManager.default
        if !files.fileExists(atPath: file.path) {
            guard files.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw RegistryError.internalError("cannot create \(file.path)")
            }
        }
        try files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }

    /// The logger the database drivers get: `logger`, but never below `info`. SQLiteKit and
    /// PostgresKit log every query at `debug` with its bind values, and those hold
    /// subscription keys, session ids and CSRF tokens, which `--log-level debug` must not
    /// write to a log.
    static func driverLogger(_ logger: Logger) -> Logger {
        var quieter = logger
        quieter.logLevel = max(logger.logLevel, .info)
        return quieter
    }

    /// Connects (creating the SQLite file if needed) and brings the schema up to date.
    public static func open(_ location: DatabaseLocation, logger: Logger) async throws -> RegistryDatabase {
        let group = MultiThreadedEventLoopGroup.singleton
        let logger = driverLogger(logger)
        let database: RegistryDatabase
        switch location {
        case .sqlite(let file):
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try makePrivate(file)
            let storage = SQLiteConfiguration(storage: .file(path: file.path))
            let readers = EventLoopGroupConnectionPool(
                source: TunedSQLiteSource(base: SQLiteConnectionSource(configuration: storage), readOnly: true),
                maxConnectionsPerEventLoop: 4, logger: logger, on: group)
            // The writer has a thread of its own: a commit's fsync never holds up a read
            // (readers run on NIO's blocking pool). One connection per event loop is
            // plenty: the gate lets one transaction in at a time.
            let writerThread = NIOThreadPool(numberOfThreads: 1)
            writerThread.start()
            let writers = EventLoopGroupConnectionPool(
                source: TunedSQLiteSource(base: SQLiteConnectionSource(configuration: storage, threadPool: writerThread), readOnly: false),
                maxConnectionsPerEventLoop: 1, logger: logger, on: group)
            database = RegistryDatabase(
                backend: .sqlite, reader: PooledSQLiteDatabase(pool: readers, logger: logger),
                writer: PooledSQLiteDatabase(pool: writers, logger: logger)
            ) {
                try await readers.shutdownAsync()
                try await writers.shutdownAsync()
                try await writerThread.shutdownGracefully()
            }
        case .postgres(let url):
            let configuration: SQLPostgresConfiguration
            do {
                configuration = try SQLPostgresConfiguration(url: url)
            } catch {
                throw RegistryError.badRequest("--database-url is not a usable PostgreSQL URL: \(error)")
            }
            let source = PostgresConnectionSource(sqlConfiguration: configuration)
            let pool = EventLoopGroupConnectionPool(source: source, maxConnectionsPerEventLoop: 8, logger: logger, on: group)
            let sql = pool.database(logger: logger).sql()
            database = RegistryDatabase(backend: .postgres, reader: sql, writer: sql) {
                try await pool.shutdownAsync()
            }
        }
        do {
            try await Migrations.run(on: database, logger: logger)
        } catch {
            try? await database.close()
            // PostgresNIO's errors print a placeholder unless reflected; the URL is shown without its password.
            throw RegistryError.internalError("cannot open the database \(location): \(String(reflecting: error))")
        }
        return database
    }

    /// Runs `body` in one write transaction on one connection: committed if it returns,
    /// rolled back if it throws (or if the process dies before `COMMIT`). The only way
    /// this type offers to change the database.
    ///
    /// - Throws: what `body` throws; a uniqueness constraint the transaction broke (two
    ///   servers inserting the same key at once) as ``RegistryError`` `conflict`, never as
    ///   an internal error: it is a 409 the caller can retry.
    public func write<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        do {
            guard backend == .sqlite else { return try await run(body, begin: "BEGIN") }
            return try await writers.run { try await self.run(body, begin: "BEGIN IMMEDIATE") }
        } catch let error where Self.isUniqueViolation(error) {
            throw RegistryError.conflict("another change made at the same time took what this one asked for (\(Self.constraint(of: error))); look again and retry")
        }
    }

    /// PostgreSQL's SQLSTATE 23505 or SQLite's `SQLITE_CONSTRAINT_UNIQUE`/`PRIMARYKEY`.
    private static func isUniqueViolation(_ error: any Error) -> Bool {
        if let error = error as? PSQLError { return error.serverInfo?[.sqlState] == PostgresError.Code.uniqueViolation.raw }
        if let error = error as? SQLiteError { return [.constraintUniqueFailed, .constraintPrimaryKeyFailed].contains(error.reason) }
        return false
    }

    /// The constraint's name or message, for the conflict's text (no values: they may be secrets).
    private static func constraint(of error: any Error) -> String {
        if let error = error as? PSQLError { return error.serverInfo?[.constraintName] ?? error.serverInfo?[.tableName] ?? "a unique key" }
        if let error = error as? SQLiteError { return error.message }
        return "a unique key"
    }

    private func run<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T, begin: String) async throws -> T {
        try await writer.withSession { session in
            try await session.execute(sql: SQLRaw(begin)) { _ in }
            do {
                let result = try await body(session)
                try await session.execute(sql: SQLRaw("COMMIT")) { _ in }
                return result
            } catch {
                try? await session.execute(sql: SQLRaw("ROLLBACK")) { _ in }
                throw error
            }
        }
    }

    /// Closes every pooled connection.
    public func close() async throws {
        try await shutdownPool()
    }
}
