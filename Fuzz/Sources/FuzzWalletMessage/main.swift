import Foundation
import FuzzSupport
@testable import MiniAppKit

/// The `wallet` dialect's decoder: the `{messageId, command, data}` a page posts to
/// `sendMessageHandler` (as a string, or as an object the engine turned into JSON),
/// each command's parameters, each refusal encoded into `receiveMessage(...)`, and the
/// reader that finds the id of a message too large to parse.
///
/// First byte: the body's kind (string, a posted object's JSON, undefined).
@MainActor
enum WalletMessageFuzzing {
    static let dialect = WalletDialect()
    static let page = URL(string: "mscheme.fuzz://miniapp/index.html")

    static func test(_ input: inout FuzzInput) {
        let choice = input.choose(3)
        let text = input.text
        let body: MessageBody = switch choice {
        case 0: .string(text)
        case 1: .json(text)
        default: .undefined
        }
        let message = EngineMessage(handler: WalletDialect.handler, body: body, mainFrameURL: page)
        dialect.answerRefusals(dialect.decode(message))
        let (id, action) = dialect.identify(oversized: text)
        let refusal = FailedCall(id: id, action: action, origin: CallOrigin(handler: WalletDialect.handler, channel: .publicHandler, mainFrameURL: page))
        if let reply = dialect.reply(for: BridgeError(.payloadTooLarge, "too large"), to: refusal) {
            _ = dialect.deliver(reply, to: refusal, inline: false)
        }
    }
}

// libFuzzer calls the test on the main thread, where the engine's messages are made.
FuzzDriver.run { data, size in
    var input = FuzzInput(data, size)
    MainActor.assumeIsolated { WalletMessageFuzzing.test(&input) }
    return 0
}
