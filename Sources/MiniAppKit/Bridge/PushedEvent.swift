/// An event the host pushes to the page, described for logs and transcripts.
package protocol PushedEvent: Sendable {
    /// The event's name on the wire.
    var name: String { get }
    /// The event's payload as text, if any.
    var detail: String? { get }
}

/// A dialect that pushes nothing (every message it sends answers a request) uses
/// `Never` as its `Event`.
extension Never: PushedEvent {
    /// Never called: there is no such event.
    package var name: String { switch self {} }
    /// Never called: there is no such event.
    package var detail: String? { switch self {} }
}
