/// What a dialect made of one message.
///
/// The bridge acts on each case the same way whatever the dialect: it routes calls,
/// answers rejections, logs console lines, hands notifications on and dispatches the
/// parts of a batch one by one.
package enum DecodedMessage<Parameters: Sendable>: Sendable {
    /// A call to route.
    case call(BridgeCall<Parameters>)
    /// A message that cannot be run; answered with the dialect's error when `call.id`
    /// or an inline reply lets it reach the caller.
    case rejected(FailedCall, BridgeError)
    /// A console line the page forwarded.
    case console(ConsoleLine)
    /// A one-way notification (no reply is expected by the protocol).
    case notification(name: String, origin: CallOrigin)
    /// Nothing to do; the reason is logged.
    case ignored(String)
    /// Several messages in one, answered together: each part is dispatched as if it
    /// had arrived alone, and the replies ready by the end settle the message's Promise
    /// once, combined by `encodeReplies` (the wire form of a batch reply is the
    /// dialect's, so the dialect that batches says how).
    case batch([BatchPart<Parameters>], encodeReplies: BatchReplyEncoder)
}

/// Combines the inline replies of a batch's parts, in order, into the one value that
/// settles the batch message's Promise; `nil` marks a part still running (answered
/// later by script).
package typealias BatchReplyEncoder = @Sendable ([ScriptMessageReply.Value?]) -> ScriptMessageReply.Value

/// One message of a batch, with its own text for transcripts.
package struct BatchPart<Parameters: Sendable>: Sendable {
    package var message: DecodedMessage<Parameters>
    /// The part's raw text.
    package var body: Substring

    package init(message: DecodedMessage<Parameters>, body: Substring) {
        self.message = message
        self.body = body
    }
}
