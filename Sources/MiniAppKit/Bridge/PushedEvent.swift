/// An event the host pushes to the page, described for logs and transcripts.
public protocol PushedEvent: Sendable {
    /// The event's name on the wire.
    var name: String { get }
    /// The event's payload as text, if any.
    var detail: String? { get }
}
