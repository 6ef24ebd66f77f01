import NIOCore
import NIOPosix

/// The threads that extract, hash, zip and `fsync` uploaded bundles: a pool of their own.
///
/// That work blocks for as long as the disk takes. On NIO's blocking pool (one thread per
/// core, which SQLite's reads also run on) a few parallel uploads kept every read of the
/// list waiting for seconds; here they wait only for each other.
enum FileWork {
    /// Started on first use and kept for the life of the process, like NIO's own singletons.
    static let pool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: max(2, System.coreCount))
        pool.start()
        return pool
    }()

    /// Runs `body` on ``pool``.
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await pool.runIfActive(body)
    }
}
