import Dispatch
import Foundation

/// Ends `miniapp open` promptly on SIGINT and SIGTERM, through `exit`, so the cleanup
/// registered with `atexit` runs (the private Xvfb is stopped) and WebKit's helper
/// processes, whose connections to this process close, end too.
///
/// Without it the signals waited for the run's own end (its `--timeout`): the GLib
/// main loop owns the main thread and nothing turned the signal into an exit. SIGKILL
/// runs no code at all; the private Xvfb is started with `-terminate` for that case.
enum TerminationSignals {
    /// The dispatch sources, kept for the life of the process (written once, from
    /// `run()` before anything else runs).
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Exits with 128 + the signal's number (130 for SIGINT, 143 for SIGTERM).
    static func exitOnInterrupt() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { exit(128 + number) }
            source.resume()
            sources.append(source)
        }
    }
}
