import Foundation

/// What ends a long-running command (`miniapp webdriver`): SIGINT, SIGTERM, or an event
/// of its own (its driver's exit), each one byte on a pipe the main thread waits on, so
/// the command cleans up before it exits.
///
/// A signal handler may only do async-signal-safe work: it writes the signal's number.
/// (A dispatch signal source would need the signals blocked in every thread, and a
/// process started from a thread inherits its blocked signals: a test's Swift
/// concurrency thread starts `miniapp` with SIGTERM blocked, so ``install()`` unblocks
/// both in the calling thread, where the handler then runs.)
enum StopSignal {
    /// The pipe's ends, set once by ``install()`` before any handler can run.
    nonisolated(unsafe) private static var readEnd: Int32 = -1
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Catches SIGINT and SIGTERM from now on; call from the main thread before any other.
    static func install() {
        var ends: [Int32] = [-1, -1]
        guard readEnd < 0, pipe(&ends) == 0 else { return }
        (readEnd, writeEnd) = (ends[0], ends[1])
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM] {
            sigaddset(&unblocked, number)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(StopSignal.writeEnd, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Wakes ``wait()`` without a signal (0).
    static func post() {
        var byte: UInt8 = 0
        _ = write(writeEnd, &byte, 1)
    }

    /// Blocks until a signal or ``post()``; the signal's number, or `nil` for a post.
    static func wait() -> Int32? {
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) < 0, errno == EINTR {}
        return byte == 0 ? nil : Int32(byte)
    }
}
