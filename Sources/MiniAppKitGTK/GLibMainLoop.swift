#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
public import MiniAppKit
import Synchronization

/// Runs GTK's main loop so that the main actor and WebKit share one thread.
///
/// WebKitGTK binds itself to the thread that first touches it and delivers every signal
/// through the GLib main context, so main-actor code, GLib callbacks and WebKit calls must
/// all happen on one thread that iterates that context. There are two ways to get there:
///
/// - ``run(display:_:)``, for executables with a synchronous `main`: GLib owns the real
///   main thread and drains libdispatch's main queue (the way Foundation's RunLoop does),
///   so the main actor is the main thread.
/// - ``attach(display:)``, for processes whose main thread libdispatch already owns: an
///   async `main`, and `swift test`. There the main thread calls `dispatch_main()`, which
///   parks it in `sigsuspend` for good, and main-actor jobs run on libdispatch worker
///   threads: measured under `swift test` with Swift Testing on Linux, the main actor moved
///   to a new thread after 5 s of idleness and hopped between up to 8 threads when other
///   serial queues were busy, even with a pump task re-enqueueing itself. A pump that
///   iterates GLib from the main actor therefore cannot keep WebKit on one thread.
///   `attach` starts a dedicated loop thread and makes it the main actor's executor.
public enum GLibMainLoop {
    private enum State {
        case idle
        case starting([CheckedContinuation<Result<Void, WebEngineError>, Never>])
        case running
    }

    private static let state = Mutex(State.idle)
    private static let loopThread = Mutex<pthread_t?>(nil)
    /// The Xvfb a loop started, kept for the life of the process.
    private static let display = Mutex<VirtualDisplay?>(nil)

    /// Whether a loop runs (``run(display:_:)`` or ``attach(display:)``).
    public static var isRunning: Bool {
        state.withLock { if case .running = $0 { true } else { false } }
    }

    /// Whether the caller is on the loop's thread, where GTK and WebKit may be used.
    public static var isOnLoopThread: Bool {
        let current = pthread_self()
        return loopThread.withLock { thread in thread.map { pthread_equal($0, current) != 0 } ?? false }
    }

    /// Initialises GTK on the main thread, runs `body` on the main actor inside the GLib loop,
    /// and returns its result when it finishes.
    ///
    /// Call it from a synchronous `main` (top-level code or `static func main()` without
    /// `async`): an async `main` has already handed the main thread to libdispatch.
    ///
    /// - Parameters:
    ///   - mode: where GTK draws; ``DisplayMode/automatic`` starts Xvfb when `DISPLAY` is unset.
    ///   - body: the program; a thrown error is printed and exits with 1.
    /// - Returns: the body's exit code, or 1 when GTK cannot start.
    public static func run(
        display mode: DisplayMode = .automatic,
        _ body: @escaping @MainActor () async throws -> Int32
    ) -> Int32 {
        do {
            try prepareDisplay(mode)
            try initializeGTK()
        } catch {
            FileHandle.standardError.write(Data("MiniAppKitGTK: \(error)\n".utf8))
            return 1
        }
        let current = pthread_self()
        loopThread.withLock { $0 = current }
        state.withLock { $0 = .running }
        GLibFDSource.watch(_dispatch_get_main_queue_handle_4CF()) {
            var counter: eventfd_t = 0
            eventfd_read(_dispatch_get_main_queue_handle_4CF(), &counter)
            _dispatch_main_queue_callback_4CF(nil)
        }
        let loop = LoopHandle(g_main_loop_new(nil, 0))
        let exitCode = Mutex<Int32>(0)
        Task { @MainActor in
            let code: Int32
            do { code = try await body() } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                code = 1
            }
            exitCode.withLock { $0 = code }
            g_main_loop_quit(loop.pointer)
        }
        g_main_loop_run(loop.pointer)
        return exitCode.withLock { $0 }
    }

    /// Starts GTK on a loop thread of its own and moves the main actor onto it.
    ///
    /// For processes where libdispatch owns the main thread (async `main`, `swift test`,
    /// see the type's discussion). The first call starts the display, initialises GTK on
    /// a new thread that runs `g_main_loop_run` for the rest of the process, and installs
    /// that thread's executor as the main actor's through the Swift runtime's
    /// `swift_task_getMainExecutor_hook`; later calls return at once.
    ///
    /// Call it from a nonisolated context, before main-actor code touches GTK: every later
    /// hop to the main actor lands on the loop thread, but a main-actor task already
    /// running when it is installed finishes on libdispatch's queue.
    ///
    /// - Throws: `WebEngineError.Code.engineFailure` when there is no display or GTK fails.
    public static func attach(display mode: DisplayMode = .automatic) async throws(WebEngineError) {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Void, WebEngineError>, Never>) in
            let startNow = state.withLock { current -> Bool in
                switch current {
                case .running:
                    continuation.resume(returning: .success(()))
                    return false
                case .starting(let waiting):
                    current = .starting(waiting + [continuation])
                    return false
                case .idle:
                    current = .starting([continuation])
                    return true
                }
            }
            if startNow { startLoopThread(mode) }
        }
        try result.get()
    }

    private static func startLoopThread(_ mode: DisplayMode) {
        guard let executor = GLibMainExecutor() else {
            finishStarting(.failure(WebEngineError(.engineFailure, "eventfd failed: errno \(errno)")))
            return
        }
        let thread = Thread {
            let current = pthread_self()
            loopThread.withLock { $0 = current }
            do throws(WebEngineError) {
                try prepareDisplay(mode)
                try initializeGTK()
            } catch {
                loopThread.withLock { $0 = nil }
                finishStarting(.failure(error))
                return
            }
            GLibFDSource.watch(executor.eventFD) { executor.drain() }
            executor.installAsMainExecutor()
            finishStarting(.success(()))
            g_main_loop_run(g_main_loop_new(nil, 0))
        }
        thread.name = "MiniAppKitGTK.GLibMainLoop"
        thread.start()
    }

    private static func finishStarting(_ result: Result<Void, WebEngineError>) {
        let waiting = state.withLock { current -> [CheckedContinuation<Result<Void, WebEngineError>, Never>] in
            guard case .starting(let waiting) = current else { return [] }
            current = result.isSuccess ? .running : .idle
            return waiting
        }
        for continuation in waiting { continuation.resume(returning: result) }
    }

    private static func prepareDisplay(_ mode: DisplayMode) throws(WebEngineError) {
        let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty
        switch (mode, hasDisplay) {
        case (.current, false):
            throw WebEngineError(.engineFailure, "DISPLAY is not set")
        case (.current, true), (.automatic, true):
            return
        case (.automatic, false), (.virtual, _):
            let server = try VirtualDisplay.start()
            server.exportAsDisplay()
            display.withLock { $0 = server }
        }
    }

    private static func initializeGTK() throws(WebEngineError) {
        // Compositing buys nothing off-screen and costs ~30 MB per web process.
        setenv("WEBKIT_DISABLE_COMPOSITING_MODE", "1", 0)
        guard gtk_init_check(nil, nil) != 0 else {
            let name = ProcessInfo.processInfo.environment["DISPLAY"] ?? "(unset)"
            throw WebEngineError(.engineFailure, "gtk_init failed: cannot open display \(name)")
        }
        // GTK is the private server's client now: the server ends when the process does.
        display.withLock { $0 }?.endsWithItsClients()
    }
}

/// A `GMainLoop*` carried into the main-actor task that quits it.
private struct LoopHandle: @unchecked Sendable {
    let pointer: OpaquePointer?
    init(_ pointer: OpaquePointer?) { self.pointer = pointer }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { true } else { false }
    }
}
#endif
