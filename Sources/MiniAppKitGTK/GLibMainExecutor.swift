#if canImport(CWebKitGTK)
import CWebKitGTK
import Synchronization

/// The main actor's executor when the GLib loop runs on a thread of its own.
///
/// Jobs enqueued from any thread go into a locked FIFO and wake the loop through an
/// eventfd watched by a GLib source; the loop thread runs them between GLib callbacks,
/// so main-actor code and WebKit's signals share one thread, as WebKit requires (it
/// binds itself to the thread that first touched it).
///
/// Installed by ``GLibMainLoop/attach(display:)`` through the Swift runtime's
/// `swift_task_getMainExecutor_hook`; see that method for why.
final class GLibMainExecutor: SerialExecutor, @unchecked Sendable {
    /// Jobs waiting to run, as raw pointer bits (pointers are not `Sendable`).
    private let pending = Mutex<[UInt]>([])
    /// Signalled once per batch of jobs; the loop thread drains it.
    let eventFD: Int32
    init?() {
        let fd = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        guard fd >= 0 else { return nil }
        eventFD = fd
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let bits = UInt(bitPattern: unsafeBitCast(UnownedJob(job), to: UnsafeMutableRawPointer.self))
        let wasEmpty = pending.withLock { queue in
            queue.append(bits)
            return queue.count == 1
        }
        if wasEmpty { eventfd_write(eventFD, 1) }
    }

    /// Runs every job queued so far; called on the loop thread by the eventfd source.
    func drain() {
        var counter: eventfd_t = 0
        eventfd_read(eventFD, &counter)
        let batch = pending.withLock { queue in
            let jobs = queue
            queue.removeAll(keepingCapacity: true)
            return jobs
        }
        let executor = asUnownedSerialExecutor()
        for bits in batch {
            guard let pointer = UnsafeMutableRawPointer(bitPattern: bits) else { continue }
            unsafeBitCast(pointer, to: UnownedJob.self).runSynchronously(on: executor)
        }
    }

    /// GLib callbacks run outside any job; they are isolated when they run on the loop thread.
    func isIsolatingCurrentContext() -> Bool? {
        GLibMainLoop.isOnLoopThread
    }

    func checkIsolated() {
        precondition(GLibMainLoop.isOnLoopThread, "MiniAppKitGTK: main-actor code ran off the GLib loop thread")
    }

    /// Makes this executor the main actor's for every later hop, process-wide and for good.
    func installAsMainExecutor() {
        let ref = asUnownedSerialExecutor()
        // `UnownedSerialExecutor` is the runtime's two-word `SerialExecutorRef`.
        let words = unsafeBitCast(ref, to: (UnsafeMutableRawPointer, UInt).self)
        miniapp_install_main_executor(words.0, words.1)
    }
}
#endif
