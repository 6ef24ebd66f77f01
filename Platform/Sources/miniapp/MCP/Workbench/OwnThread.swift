import Foundation

/// Runs blocking work (a saved login read through ``BlockingRun``, a preview code asked
/// of the registry) on a new thread, so that no thread of Swift concurrency's pool, one
/// per core, waits on it.
enum OwnThread {
    static func run<T>(_ body: @escaping @Sendable () throws -> sending T) async throws -> sending T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}
