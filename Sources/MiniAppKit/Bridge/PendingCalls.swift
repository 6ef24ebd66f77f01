/// The calls a bridge has accepted and not yet answered.
///
/// A value-type state machine (the SwiftNIO habit): it decides, and the bridge acts.
/// Calls are keyed by a bridge-local ticket, not by the caller's id, because ids
/// may be missing or repeated by a hostile page and every call must still be
/// answered exactly once. Whichever comes first, the method's answer, the timeout or
/// the close, finishes the call; the others find it gone.
struct PendingCalls<Handle> {
    /// A call's place in the table.
    struct Ticket: Hashable, Sendable {
        fileprivate let number: UInt64
    }

    /// An open call and what is needed to answer it.
    struct Entry {
        var call: FailedCall
        /// Settles the caller's Promise, when the call came on a reply handler.
        var handle: Handle?
    }

    private var open: [Ticket: Entry] = [:]
    private var next: UInt64 = 0

    /// Opens a call.
    mutating func begin(_ call: FailedCall, handle: Handle?) -> Ticket {
        next += 1
        let ticket = Ticket(number: next)
        open[ticket] = Entry(call: call, handle: handle)
        return ticket
    }

    /// Finishes a call; `nil` if it was already finished (timed out, closed).
    mutating func finish(_ ticket: Ticket) -> Entry? {
        open.removeValue(forKey: ticket)
    }

    /// Whether the call is still waiting for an answer.
    func isOpen(_ ticket: Ticket) -> Bool { open[ticket] != nil }

    /// Finishes every open call, oldest first (used when the mini app closes).
    mutating func finishAll() -> [Entry] {
        let entries = open.sorted { $0.key.number < $1.key.number }.map(\.value)
        open.removeAll()
        return entries
    }

    /// How many calls are open.
    var count: Int { open.count }
}
