import NIOCore

/// When an idle connection is closed, for a ``ReadyAnswerHandler`` that answers some of
/// its requests itself, so that Hummingbird's `HTTPConnectionStateHandler` (which then
/// has no idle timeout) would not see them.
///
/// The rule is Hummingbird's: a connection is idle once it has neither a request being
/// read nor one being answered, and is closed when it stays so for ``timeout``; reading
/// any part of a request counts as activity.
struct IdleConnection {
    /// What a timer that fired calls for.
    enum Expiry: Equatable {
        case close
        case checkAgain(at: NIODeadline)
        /// A request is being answered: the end of its answer starts the wait again.
        case wait
    }

    let timeout: TimeAmount
    private(set) var lastActive = NIODeadline.now()
    /// A request's head has been read, its end not yet.
    private var reading = false
    /// Requests whose answer has not been written to its end.
    private var answering = 0

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    /// When to check first, once the connection is active.
    mutating func start() -> NIODeadline {
        lastActive = .now()
        return lastActive + timeout
    }

    mutating func readHead() {
        lastActive = .now()
        reading = true
        answering += 1
    }

    mutating func readPart(isEnd: Bool) {
        lastActive = .now()
        if isEnd { reading = false }
    }

    /// An answer was written to its end; returns when to check, if the connection is now idle.
    mutating func answered() -> NIODeadline? {
        answering = max(0, answering - 1)
        guard answering == 0 else { return nil }
        lastActive = .now()
        return lastActive + timeout
    }

    func expired(now: NIODeadline = .now()) -> Expiry {
        if !reading, answering > 0 { return .wait }
        let deadline = lastActive + timeout
        return now >= deadline ? .close : .checkAgain(at: deadline)
    }
}
