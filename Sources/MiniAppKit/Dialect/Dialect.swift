public import Foundation

/// A wire format between a mini app's JavaScript and the host.
///
/// A dialect is a pure codec (the SwiftNIO `ByteToMessageDecoder` habit): it names
/// the channels it listens on and the scripts it injects, decodes what arrives into
/// ``BridgeCall``s, and encodes replies and pushed events back into JavaScript. It
/// knows no engine, storage or service; ``Bridge`` adapts it to an engine, and its
/// methods live in a ``MethodTable``. The four dialects differ in every one of these
/// points:
///
/// | dialect | in | out | correlation |
/// | --- | --- | --- | --- |
/// | `miniapp` | JSON string on a handler, reply promise | `execSuccessCallback`… | `id` |
/// | `liquidstate` | intercepted `liquidstate://` navigations | `window.communicate` | `request_id` |
/// | `wallet` | object on `sendMessageHandler` | `receiveMessage` | `messageId` |
/// | `corva` | one-way events on `swiftHandler` | `navigateAppTo` | none |
public protocol Dialect: Sendable {
    /// The typed parameters of a call, shared by all of this dialect's methods.
    associatedtype Parameters: Sendable
    /// A reply in this dialect's terms, before it is turned into JavaScript.
    associatedtype Reply: BridgeReply
    /// Something the host pushes to the page without a request.
    associatedtype Event: PushedEvent

    /// The dialect's name in logs and transcripts (`miniapp`, `liquidstate`…).
    var name: String { get }

    /// The message handlers to register.
    var channels: [Channel] { get }

    /// The scripts to inject.
    var userScripts: [UserScript] { get }

    /// URL schemes whose navigations carry calls (intercepted, never loaded).
    var callSchemes: Set<String> { get }

    /// Decodes a posted message.
    func decode(_ message: EngineMessage) -> DecodedMessage<Parameters>

    /// Decodes an intercepted navigation to one of ``callSchemes``.
    func decode(navigation: NavigationAction, mainFrameURL: URL?) -> DecodedMessage<Parameters>

    /// The reply to send when the bridge, not the method, settles a call.
    func reply(for error: BridgeError, to call: FailedCall) -> Reply?

    /// Turns a reply into what the engine delivers.
    func deliver(_ reply: Reply, to call: FailedCall, inline: Bool) -> ReplyDelivery

    /// Turns a pushed event into JavaScript for the main frame.
    func script(for event: Event) -> String
}

extension Dialect {
    public var callSchemes: Set<String> { [] }

    public func decode(navigation: NavigationAction, mainFrameURL: URL?) -> DecodedMessage<Parameters> {
        .ignored("\(name) carries no calls in navigations")
    }
}


/// A message handler a dialect listens on.
public struct Channel: Sendable, Equatable {
    public var name: String
    /// Whether `postMessage` returns a Promise the bridge settles.
    public var replies: Bool
    /// What arriving on this handler proves about the sender.
    public var trust: CallOrigin.Channel

    public init(name: String, replies: Bool, trust: CallOrigin.Channel) {
        self.name = name
        self.replies = replies
        self.trust = trust
    }
}

/// What a dialect made of one message.
public enum DecodedMessage<Parameters: Sendable>: Sendable {
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
    /// Several messages in one, answered together (``BatchPart``).
    case batch([BatchPart<Parameters>])
}

/// One message of a batch, with its own text for transcripts.
public struct BatchPart<Parameters: Sendable>: Sendable {
    public var message: DecodedMessage<Parameters>
    /// The part's raw text.
    public var body: Substring

    public init(message: DecodedMessage<Parameters>, body: Substring) {
        self.message = message
        self.body = body
    }
}

/// The identity of a call, known even when its parameters could not be decoded.
public struct FailedCall: Sendable, Equatable {
    public var id: String?
    public var action: String?
    public var origin: CallOrigin

    public init(id: String?, action: String?, origin: CallOrigin) {
        self.id = id
        self.action = action
        self.origin = origin
    }
}

extension BridgeCall {
    /// The call's identity without its parameters.
    public var identity: FailedCall { FailedCall(id: id, action: action, origin: origin) }
}

/// One console message forwarded by the page.
public struct ConsoleLine: Sendable, Equatable {
    public var level: String
    public var text: String

    public init(level: String, text: String) {
        self.level = level
        self.text = text
    }
}

/// How a reply reaches the page.
public enum ReplyDelivery: Sendable, Equatable {
    /// Settle the sender's `postMessage` Promise (one hop, reaches the sending frame).
    case inline(ScriptMessageReply.Value)
    /// Evaluate this JavaScript in the main frame.
    case script(String)
    /// The protocol sends nothing (for example `closeMiniApp` on success).
    case nothing
}

/// A dialect's reply, described for logs and transcripts.
public protocol BridgeReply: Sendable {
    /// `success`, `error` or `none`.
    var status: ReplyStatus { get }
    /// The value the page receives, as text.
    var value: String? { get }
}

/// The outcome kind of a reply.
public enum ReplyStatus: String, Sendable {
    case success, error, none
}

/// An event the host pushes to the page, described for logs and transcripts.
public protocol PushedEvent: Sendable {
    /// The event's name on the wire (`miniapppause`, `back`…).
    var name: String { get }
    /// The event's payload as text, if any.
    var detail: String? { get }
}
