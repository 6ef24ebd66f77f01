import Foundation
@testable import MiniAppKit

/// A fifth dialect, written only for tests: `ping` posted as a string to `toyHandler`,
/// answered inline with `pong <n>`. It brings its own context (``ToyCounter``) and
/// nothing of any other dialect, which is what proves the bridge and the display need
/// no dialect of the SDK's.
struct ToyDialect: Dialect {
    typealias Parameters = String
    typealias Reply = ToyReply
    typealias Event = ToyEvent
    typealias Context = ToyCounter

    static let handler = "toyHandler"

    let name = "toy"
    var channels: [Channel] { [Channel(name: Self.handler, replies: true, trust: .trustedBridge)] }
    var userScripts: [UserScript] { [UserScript(source: "window.toy = true", frames: .mainFrameOnly)] }

    func decode(_ message: EngineMessage) -> DecodedMessage<String> {
        let origin = CallOrigin(handler: message.handler, channel: .trustedBridge, mainFrameURL: message.mainFrameURL, frame: message.frame)
        guard case .string(let text) = message.body else {
            return .rejected(FailedCall(id: nil, action: nil, origin: origin), BridgeError(.malformedMessage, "a toy message is a string"))
        }
        return .call(BridgeCall(id: nil, action: text, parameters: text, origin: origin))
    }

    func reply(for error: BridgeError, to call: FailedCall) -> ToyReply? { ToyReply(text: "toy error: \(error.code)") }

    func deliver(_ reply: ToyReply, to call: FailedCall, inline: Bool) -> ReplyDelivery {
        inline ? .inline(.string(reply.text)) : .script("toyReply(\(JavaScriptLiteral.string(reply.text)))")
    }

    func script(for event: ToyEvent) -> String { "toyEvent()" }

    /// `ping`: counts in the context, answers at once.
    static var methods: MethodTable<ToyDialect> {
        MethodTable([
            Method("ping", immediate: { _, counter in
                counter.count += 1
                return .reply(ToyReply(text: "pong \(counter.count)"))
            }),
        ])
    }
}

/// The toy dialect's context: its own state, no host services.
@MainActor
final class ToyCounter {
    var count = 0
}

/// A toy reply: text for the page.
struct ToyReply: BridgeReply {
    var text: String
    var status: ReplyStatus { .success }
    var value: String? { text }
}

/// The toy dialect pushes nothing.
struct ToyEvent: PushedEvent {
    var name: String { "toy" }
    var detail: String? { nil }
}

extension DialectAttachment {
    /// The toy dialect, attached like any other: built from what the display provides
    /// (its origin) and its own context.
    @MainActor
    static func toy(_ counter: ToyCounter) -> DialectAttachment {
        DialectAttachment(name: "toy") { display in
            Bridge(dialect: ToyDialect(), methods: ToyDialect.methods, gate: AccessGate(origin: display.origin), context: counter)
        }
    }
}
