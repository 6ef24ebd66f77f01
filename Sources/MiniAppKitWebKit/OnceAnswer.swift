#if canImport(WebKit)
/// An answer given exactly once, by whichever comes first (a person's tap, a cancelled
/// task, a refused presentation, a timeout), to one waiter: the others are dropped.
@MainActor
final class OnceAnswer<Value: Sendable> {
    private var continuation: CheckedContinuation<Value, Never>?
    private var given: Value?
    private var isSettled = false

    init() {}

    /// Runs `start` and returns the first answer given, during it or after.
    func wait(start: () -> Void) async -> Value {
        await withCheckedContinuation { continuation in
            if let given {
                continuation.resume(returning: given)
                return
            }
            self.continuation = continuation
            start()
        }
    }

    /// Gives `value`, unless an answer was given already.
    func give(_ value: Value) {
        guard !isSettled else { return }
        isSettled = true
        if let continuation {
            self.continuation = nil
            continuation.resume(returning: value)
        } else {
            given = value
        }
    }
}
#endif
