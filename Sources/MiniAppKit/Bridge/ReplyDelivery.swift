/// How a reply reaches the page: a dialect's answer to ``Dialect/deliver(_:to:inline:)``.
package enum ReplyDelivery: Sendable, Equatable {
    /// Settle the sender's `postMessage` Promise (one hop, reaches the sending frame).
    case inline(ScriptMessageReply.Value)
    /// Evaluate this JavaScript in the main frame.
    case script(String)
    /// The protocol sends nothing (a call the protocol leaves unanswered on success).
    case nothing
}
