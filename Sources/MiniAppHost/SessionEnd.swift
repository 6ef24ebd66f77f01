/// How a `miniapp open` run ends: the first outcome reported wins (the mini app
/// closing, the window closing, a load failing), or `timedOut` once time runs out.
///
/// Shared by ``MiniAppSession`` and ``TabbedSession``, whose runs end the same way.
@MainActor
final class SessionEnd {
    /// The outcome, once there is one.
    private(set) var outcome: MiniAppSession.Outcome?
    /// The ends being waited for now, which a signal ends (``interruptAll(signal:)``).
    private static var waiting: [SessionEnd] = []

    /// Ends every run being waited for with ``MiniAppSession/Outcome/interrupted(signal:)``.
    static func interruptAll(signal: Int32) {
        for end in waiting { end.finish(.interrupted(signal: signal)) }
    }
    private var waiter: CheckedContinuation<MiniAppSession.Outcome, Never>?

    /// Ends the run with `outcome`, unless it has already ended.
    func finish(_ outcome: MiniAppSession.Outcome) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        waiter?.resume(returning: outcome)
        waiter = nil
    }

    /// Waits for the first outcome; ends the run with `timedOut` after `timeout`.
    /// Waits for the session's end, or `timeout` (nil: no limit).
    func wait(timeout: Duration?) async -> MiniAppSession.Outcome {
        let timer = timeout.map { timeout in
            Task { @MainActor [weak self] in
                try await Task.sleep(for: timeout)
                self?.finish(.timedOut)
            }
        }
        Self.waiting.append(self)
        defer {
            timer?.cancel()
            Self.waiting.removeAll { $0 === self }
        }
        return await withCheckedContinuation { continuation in
            if let outcome { continuation.resume(returning: outcome) } else { waiter = continuation }
        }
    }
}
