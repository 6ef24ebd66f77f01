#if canImport(CWebKitGTK)
import CWebKitGTK

/// Watches a file descriptor from the GLib main context and calls `handler` when it is readable.
///
/// Both ways of running the loop wake it through an eventfd: libdispatch's main-queue
/// handle (``GLibMainLoop/run(display:_:)``) or ``GLibMainExecutor``'s own.
/// The source lives as long as the process: the handler box is retained for good.
enum GLibFDSource {
    /// The work a readable descriptor triggers; runs on the loop thread.
    final class Handler: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    static func watch(_ fd: Int32, _ handler: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Handler(handler)).toOpaque()
        let callback: GUnixFDSourceFunc = { _, _, userData in
            guard let userData else { return 0 }
            Unmanaged<Handler>.fromOpaque(userData).takeUnretainedValue().body()
            return 1  // G_SOURCE_CONTINUE
        }
        g_unix_fd_add(fd, G_IO_IN, callback, box)
    }
}
#endif
