import Foundation

/// What ends a long-running command (`miniapp webdriver`): SIGINT, SIGTERM, or an event
/// of its own (its driver's exit), each one byte on a pipe the main thread waits on, so
/// the command cleans up before it exits.
///
/// A signal handler may only do async-signal-safe work: it writes the signal's number.
/// (A dispatch signal source would need the signals blocked in every thread, and a
/// process started from a thread inherits its blocked signals.)
enum StopSignal {
    /// The pipe's ends, made once by ``install()`` before any handler can run.
    nonisolated(unsafe) private static var ends: [Int32] = [-1, -1]

    /// Catches SIGINT and SIGTERM from now on.
    static func install() {
        guard ends[0] < 0, pipe(&ends) == 0 else { return }
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(StopSignal.ends[1], &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
    }

    /// Wakes ``wait()`` without a signal (0).
    static func post() {
        var byte: UInt8 = 0
        _ = write(ends[1], &byte, 1)
    }

    /// Blocks until a signal or ``post()``; the signal's number, or `nil` for a post.
    static func wait() -> Int32? {
        var byte: UInt8 = 0
        while read(ends[0], &byte, 1) < 0, errno == EINTR {}
        return byte == 0 ? nil : Int32(byte)
    }
}
