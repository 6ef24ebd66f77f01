import Dispatch

/// Runs async work to completion from a synchronous command.
///
/// The root `miniapp` command is a synchronous `ParsableCommand` because `open` must run
/// GLib's main loop on the main thread, and argument-parser only runs async subcommands
/// under an async root. The registry commands need no main thread: their work runs in a
/// detached task while the main thread waits. `open` uses it too, for the installs and
/// logins it does before the GLib loop owns the main thread. (ServiceLifecycle's signal handlers run on
/// their own dispatch queue, so SIGINT/SIGTERM still reach `serve`.)
enum BlockingRun {
    static func run<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                box.result = .success(try await body())
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        guard let result = box.result else { throw CancellationError() }
        return try result.get()
    }

    /// Written by the task before it signals, read by the waiting thread after: the
    /// semaphore orders the two accesses.
    private final class ResultBox<T>: @unchecked Sendable {
        var result: Result<T, any Error>?
    }
}
