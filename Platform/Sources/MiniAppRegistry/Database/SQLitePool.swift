@preconcurrency import AsyncKit
import Logging
import NIOCore
import SQLKit
import SQLiteKit

/// SQLite connections set up for a server: WAL journal, a busy timeout, and either
/// reads only or the writer's.
///
/// WAL lets readers go on while one writer commits, and the busy timeout makes a writer
/// wait for another process (the CLI working on the same file) instead of failing.
/// A reader connection is `query_only`: a write on it fails at once with
/// `SQLITE_READONLY` rather than queue for the write lock outside the writer's gate.
struct TunedSQLiteSource: ConnectionPoolSource {
    let base: SQLiteConnectionSource
    /// Whether the connections refuse writes (the reader pool).
    let readOnly: Bool

    func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<SQLiteConnection> {
        base.makeConnection(logger: logger, on: eventLoop).flatMap { connection in
            connection.query("PRAGMA journal_mode = WAL").flatMap { _ in
                connection.query("PRAGMA busy_timeout = 10000")
            }.flatMap { _ in
                connection.query("PRAGMA synchronous = FULL")
            }.flatMap { _ in
                connection.query("PRAGMA query_only = \(readOnly ? "ON" : "OFF")")
            }.map { _ in connection }
        }
    }
}

/// An `SQLDatabase` over a pool of SQLite connections (sqlite-kit offers one only for
/// single connections): each query borrows a connection, and a session keeps one.
struct PooledSQLiteDatabase: SQLDatabase {
    let pool: EventLoopGroupConnectionPool<TunedSQLiteSource>
    let logger: Logger

    var eventLoop: any EventLoop { pool.eventLoopGroup.any() }
    var dialect: any SQLDialect { SQLiteDialect() }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> ()) -> EventLoopFuture<Void> {
        pool.withConnection(logger: logger) { connection in
            connection.sql().execute(sql: query, onRow)
        }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> ()) async throws {
        try await execute(sql: query, onRow).get()
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        let connection = try await pool.requestConnection(logger: logger).get()
        defer { pool.releaseConnection(connection, logger: logger) }
        return try await closure(connection.sql())
    }
}
