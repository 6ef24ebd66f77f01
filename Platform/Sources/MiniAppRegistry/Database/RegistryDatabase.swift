@preconcurrency import AsyncKit
import Foundation
public import Logging
import NIOPosix
import PostgresKit
public import SQLKit
import SQLiteKit

/// The metadata database, SQLite or PostgreSQL, behind SQLKit.
///
/// Everything above this type speaks SQLKit only. The two backends differ in how a
/// write transaction starts (`BEGIN IMMEDIATE` takes SQLite's write lock at once, so two
/// writers never deadlock upgrading a read lock) and in how migrations are serialised
/// across servers (a PostgreSQL advisory lock).
public final class RegistryDatabase: Sendable {
    /// Which engine is behind ``RegistryDatabase/sql``.
    public enum Backend: String, Sendable {
        case sqlite, postgres
    }

    /// The engine this database runs on, chosen by its ``DatabaseLocation``.
    public let backend: Backend
    /// Queries outside a transaction; each may run on a different pooled connection.
    public let sql: any SQLDatabase
    private let shutdownPool: @Sendable () async throws -> Void
    /// One SQLite write transaction at a time in this process (`WriterGate`).
    private let writers = WriterGate()

    private init(backend: Backend, sql: any SQLDatabase, shutdown: @escaping @Sendable () async throws -> Void) {
        self.backend = backend
        self.sql = sql
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
            let source = TunedSQLiteSource(base: SQLiteConnectionSource(configuration: .init(storage: .file(path: file.path))))
            let pool = EventLoopGroupConnectionPool(source: source, maxConnectionsPerEventLoop: 4, logger: logger, on: group)
            database = RegistryDatabase(backend: .sqlite, sql: PooledSQLiteDatabase(pool: pool, logger: logger)) {
                try await pool.shutdownAsync()
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
            database = RegistryDatabase(backend: .postgres, sql: pool.database(logger: logger).sql()) {
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

    /// Runs `body` in one transaction on one connection: committed if it returns,
    /// rolled back if it throws (or if the process dies before `COMMIT`).
    public func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        guard backend == .sqlite else { return try await run(body, begin: "BEGIN") }
        return try await writers.run { try await self.run(body, begin: "BEGIN IMMEDIATE") }
    }

    private func run<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T, begin: String) async throws -> T {
        try await sql.withSession { session in
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
