@testable package import MiniAppKit

extension Dialect {
    /// Runs what the bridge does with a decoded message short of calling a method:
    /// every refusal is turned into the dialect's reply and that reply into JavaScript
    /// (both inline and by script), so page-chosen ids and actions go through the
    /// encoders too. Batches are followed part by part.
    package func answerRefusals(_ decoded: DecodedMessage<Parameters>) {
        switch decoded {
        case .rejected(let call, let error):
            guard let reply = reply(for: error, to: call) else { return }
            _ = deliver(reply, to: call, inline: true)
            _ = deliver(reply, to: call, inline: false)
        case .batch(let parts, let encodeReplies):
            for part in parts { answerRefusals(part.message) }
            _ = encodeReplies(parts.map { _ in nil })
        case .call, .console, .notification, .ignored:
            break
        }
    }
}
