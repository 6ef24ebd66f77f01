/// Answers a batch of calls that arrived as one message with one reply.
///
/// A dialect's page script may coalesce the calls a page makes in one run of its code
/// into one message (``DecodedMessage/batch(_:encodeReplies:)``). Each call gets a
/// reply handle of its own; those answered while the batch is being dispatched (every
/// call whose services answer without suspending) settle the message's Promise
/// together, combined by the dialect's encoder, in call order. A call still running
/// then is answered later by script, because its handle has expired: `Bridge` sends
/// an inline reply only through a handle that can still settle.
@MainActor
final class ReplyBatch {
    private let handle: ScriptMessageReply?
    private let encodeReplies: BatchReplyEncoder
    private var values: [ScriptMessageReply.Value?]
    private var replies: [ScriptMessageReply] = []

    init(count: Int, handle: ScriptMessageReply?, encodeReplies: @escaping BatchReplyEncoder) {
        self.handle = handle
        self.encodeReplies = encodeReplies
        self.values = Array(repeating: nil, count: count)
    }

    /// The reply handle of call `index`, or `nil` when the message has no Promise.
    func reply(at index: Int) -> ScriptMessageReply? {
        guard handle != nil else { return nil }
        let reply = ScriptMessageReply { [weak self] value in self?.values[index] = value }
        replies.append(reply)
        return reply
    }

    /// Settles the message's Promise with what has been answered; the other calls'
    /// handles expire, so their answers go by script.
    func answer() {
        for reply in replies { reply.expire() }
        guard let handle else { return }
        handle.settle(encodeReplies(values))
    }
}
