import Foundation

/// The `wallet` dialect: a web app asks the host's wallet for addresses and payments
/// (seed `003`, `docs/dialects/wallet.md`).
///
/// - **In:** `window.webkit.messageHandlers.sendMessageHandler.postMessage(message)`,
///   `message` being `{messageId, command, data?}`. The seed's iOS handler "parses
///   stringified json", so the web app posts a JSON *string*; an object is accepted too.
/// - **Out:** `_bitcoinWalletApi.receiveMessage({messageId, command, data?, error?})`,
///   evaluated in the main frame. The page defines `_bitcoinWalletApi`; our small
///   main-frame script (``WalletScript``) hands each reply to it, and keeps replies
///   that arrive before the page has defined it until it has, with a console warning.
///
/// `sendMessageHandler` is a package name any frame can post to, and WebKitGTK does not
/// say which frame posted: see `AccessGate.wallet(origin:)` for what is guaranteed.
package struct WalletDialect: Dialect {
    package typealias Parameters = WalletParameters
    package typealias Reply = WalletReply
    package typealias Event = Never
    /// The host's wallet and the requests it is answering.
    package typealias Context = WalletContext

    /// The handler the seed registers.
    package static let handler = "sendMessageHandler"
    /// Wallet messages are small; anything above this is refused unread (`MESSAGE_TOO_LARGE`).
    package static let defaultMaxMessageBytes = 1 << 20

    /// `wallet`, in logs and transcripts.
    package let name = "wallet"
    package init() {}

    /// `sendMessageHandler`, without a reply Promise (answers are evaluated scripts, as the seed says).
    package var channels: [Channel] {
        [Channel(name: Self.handler, replies: false, trust: .publicHandler)]
    }

    /// The delivery script, in every main-frame page: it only hands native's answers
    /// to the page's own `_bitcoinWalletApi`, and a page of another origin that posted
    /// must receive its `ACCESS_DENIED` answer too.
    package var userScripts: [UserScript] {
        [UserScript(source: WalletScript.source, injectionTime: .documentStart, frames: .mainFrameOnly)]
    }

    // MARK: - Decoding

    /// Decodes `{messageId, command, data}` from a JSON string or a posted object; every
    /// problem is a rejection with its reason (see `docs/dialects/wallet.md`).
    package func decode(_ message: EngineMessage) -> DecodedMessage<WalletParameters> {
        let origin = CallOrigin(handler: message.handler, channel: .publicHandler, mainFrameURL: message.mainFrameURL, frame: message.frame)
        let text: String
        switch message.body {
        case .string(let string), .json(let string): text = string
        case .undefined:
            return .rejected(FailedCall(id: nil, action: nil, origin: origin), BridgeError(.malformedMessage, "the message is undefined; post {messageId, command, data} as a JSON string or an object"))
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            return .rejected(FailedCall(id: nil, action: nil, origin: origin), BridgeError(.malformedMessage, "the message is not JSON (\(error.reason)); post {messageId, command, data}"))
        }
        guard case .object = value else {
            return .rejected(FailedCall(id: nil, action: nil, origin: origin), BridgeError(.malformedMessage, "the message must be a JSON object {messageId, command, data}; got \(value.kindDescription)"))
        }
        let messageId = value["messageId"]?.stringValue
        let command = value["command"]?.stringValue
        let identity = FailedCall(id: messageId, action: command, origin: origin)
        if let problem = Self.envelopeProblem(value) {
            return .rejected(identity, BridgeError(.malformedMessage, problem))
        }
        guard let messageId, let command else {
            return .rejected(identity, BridgeError(.malformedMessage, "the message needs a string 'messageId' and 'command'"))
        }
        let data = value["data"]
        guard let known = WalletCommand(rawValue: command) else {
            return .call(BridgeCall(id: messageId, action: command, parameters: .other(data), origin: origin))
        }
        do {
            return .call(BridgeCall(id: messageId, action: command, parameters: try known.parameters(from: data), origin: origin))
        } catch {
            return .rejected(identity, BridgeError(.invalidParameters, error.reason))
        }
    }

    /// What is wrong with the envelope's `messageId` and `command`, or a reply-shaped
    /// message (`error` set): native sends no requests, so no reply can be expected.
    private static func envelopeProblem(_ message: JSONValue) -> String? {
        if let error = message["error"], error != .null {
            let id = message["messageId"]?.stringValue.map { "'\($0)'" } ?? "no messageId"
            return "the message carries 'error', as a reply would; native sends no requests to the page, so a reply (for \(id)) was never asked for"
        }
        for key in ["messageId", "command"] {
            switch message[key] {
            case .string?: continue
            case .none, .null?: return "the message has no '\(key)'; it must be a string"
            case let other?: return "'\(key)' must be a string; got \(other.kindDescription)"
            }
        }
        return nil
    }

    // MARK: - Encoding

    /// Each bridge error as its own `error.type`.
    /// A scripted `data`, or a scripted `{type, description?, data?}` error (a bare
    /// string is the type); `nil` for an error without a type.
    package func reply(scripted outcome: ScriptedAnswer.Outcome, to call: FailedCall) -> WalletReply? {
        switch outcome {
        case .value(let value):
            return .success(value == .null ? nil : value)
        case .error(let error):
            guard let type = error.stringValue ?? error["type"]?.stringValue else { return nil }
            return .failure(WalletError(WalletError.Kind(rawValue: type), error["description"]?.stringValue, data: error["data"]))
        }
    }

    package func reply(for error: BridgeError, to call: FailedCall) -> WalletReply? {
        let type: WalletError.Kind = switch error.code {
        case .malformedMessage: .malformedMessage
        case .invalidParameters: .malformedInput
        case .unknownAction: .unknownCommand
        case .accessDenied: .accessDenied
        case .timedOut: .timeout
        case .payloadTooLarge: .messageTooLarge
        case .closed: .closed
        default: .internalError
        }
        let description = error.rule.map { "\($0.rawValue): \(error.message)" } ?? error.message
        return .failure(WalletError(type, description))
    }

    /// Always a main-frame script calling `receiveMessage`, whatever frame asked.
    package func deliver(_ reply: WalletReply, to call: FailedCall, inline: Bool) -> ReplyDelivery {
        .script(Self.script(delivering: reply.message(messageId: call.id, command: call.action)))
    }

    /// The JavaScript that hands `message` (JSON text) to the page through our delivery
    /// script, which runs in every main-frame page.
    ///
    /// A bare `function(<JSON>)` call on purpose: JavaScriptCore runs a program of that
    /// shape on its JSONP fast path, without compiling it; any guard around the call
    /// (`window.f && f(…)`, `(f || g)(…)`) costs a full parse per reply.
    static func script(delivering message: String) -> String {
        WalletScript.deliveryFunction + "(" + message + ")"
    }

    /// Never called: the dialect pushes no events (every message answers a request).
    package func script(for event: Never) -> String {}
}
