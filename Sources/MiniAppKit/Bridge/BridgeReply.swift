/// A dialect's reply, described for logs and transcripts.
///
/// The bridge never reads a reply's wire form; it only reports what kind of answer it
/// was and its value as text.
package protocol BridgeReply: Sendable {
    /// `success`, `error` or `none`.
    var status: ReplyStatus { get }
    /// The value the page receives, as text.
    var value: String? { get }
}

/// The outcome kind of a reply.
package enum ReplyStatus: String, Sendable {
    case success, error, none
}
