#if canImport(CWebKitGTK)
import Foundation
import Synchronization

/// Stops child X servers when the process exits normally, even if nobody called `stop()`.
///
/// `atexit` takes a plain C function, so the servers live in one process-wide table: the
/// only global state in the module, because a process exit has no context to pass.
enum ExitCleanup {
    /// Running servers: pid → display number (`nil` until Xvfb reported it).
    private static let children = Mutex<[Int32: Int?]>([:])
    private static let installed = Mutex(false)

    static func register(_ pid: Int32, display: Int? = nil) {
        children.withLock { $0[pid] = display }
        let first = installed.withLock { done in defer { done = true }; return !done }
        if first {
            atexit {
                let servers = ExitCleanup.children.withLock { $0 }
                for (pid, display) in servers { ExitCleanup.stop(pid, display: display) }
            }
        }
    }

    static func unregister(_ pid: Int32) {
        children.withLock { _ = $0.removeValue(forKey: pid) }
    }

    /// Kills the server and removes the lock file and socket it can no longer remove itself.
    static func stop(_ pid: Int32, display: Int?) {
        kill(pid, SIGKILL)
        guard let display else { return }
        unlink("/tmp/.X\(display)-lock")
        unlink("/tmp/.X11-unix/X\(display)")
    }
}
#endif
