import Dispatch
import Foundation
import MiniAppHost

/// Ends `miniapp open` promptly on SIGINT and SIGTERM, with the session's end written.
///
/// The first signal ends the runs in progress (``MiniAppSession/interruptAll(signal:)``):
/// each takes its last screenshot and writes its `session` end line, and the command exits
/// with 128 + the signal's number (130 for SIGINT, 143 for SIGTERM) through `exit`, so
/// the cleanup registered with `atexit` runs (the private Xvfb is stopped) and WebKit's
/// helper processes, whose connections to this process close, end too. A second signal,
/// or a run that has not ended ``grace`` later, exits at once.
///
/// Without it the signals waited for the run's own end (its `--timeout`): the GLib
/// main loop owns the main thread and nothing turned the signal into an exit. SIGKILL
/// runs no code at all; the private Xvfb is started with `-terminate` for that case.
enum TerminationSignals {
    /// How long an interrupted run may take to write its end.
    static let grace: DispatchTimeInterval = .seconds(5)

    /// The dispatch sources, kept for the life of the process (written once, from
    /// `run()` before anything else runs).
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
    private static let received = NSLock()
    nonisolated(unsafe) private static var interrupted = false

    /// Ends the runs on SIGINT and SIGTERM, then exits with 128 + the signal's number.
    static func exitOnInterrupt() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                let first = received.withLock {
                    defer { interrupted = true }
                    return !interrupted
                }
                guard first else { exit(128 + number) }
                Task { @MainActor in MiniAppSession.interruptAll(signal: number) }
                DispatchQueue.global().asyncAfter(deadline: .now() + grace) { exit(128 + number) }
            }
            source.resume()
            sources.append(source)
        }
    }
}
