/// Answers a batch of calls that arrived as one message with one reply.
///
/// Our bridge script coalesces the calls a page makes in one run of its code into
/// one message (see `miniapp-bridge.js`, "Batching"). Each call gets a reply handle of
/// its own; those answered while the batch is being dispatched (every call whose
/// services answer without suspending) settle the message's Promise together, as a
/// JSON array in call order. A call still running then is answered later by script,
/// because its handle has expired: ``Bridge`` sends an inline reply only through a
/// handle that can still settle.
@MainActor
final class ReplyBatch {
    private let handle: ScriptMessageReply?
    private var values: [ScriptMessageReply.Value?]
    private var replies: [ScriptMessageReply] = []

    init(count: Int, handle: ScriptMessageReply?) {
        self.handle = handle
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
        var json: [UInt8] = [UInt8(ascii: "[")]
        for (index, value) in values.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            switch value {
            case .string(let text): JavaScriptLiteral.append(text, to: &json)
            case .error(let message): JavaScriptLiteral.append("E" + message, to: &json)
            case .json(let text): json.append(contentsOf: text.utf8)
            case .null, nil: json.append(contentsOf: "null".utf8)
            }
        }
        json.append(UInt8(ascii: "]"))
        handle.settle(.json(String(decoding: json, as: UTF8.self)))
    }
}
