package import Foundation

/// A wire format between a page's JavaScript and the host, and what its methods run with.
///
/// A dialect is a pure codec (the SwiftNIO `ByteToMessageDecoder` habit): it names
/// the channels it listens on and the scripts it injects, decodes what arrives into
/// ``BridgeCall``s, and encodes replies and pushed events back into JavaScript. It
/// knows no engine; `Bridge` adapts it to one, and its methods live in a
/// ``MethodTable`` whose bodies receive the dialect's own ``Context``. Dialects differ
/// in every one of these points (message or navigation in, a reply Promise or an
/// evaluated script out, an id or none to correlate), which is why the bridge asks the
/// dialect at each step rather than assuming any of them; the dialects this SDK ships
/// are described in `docs/ARCHITECTURE.md` and `docs/dialects/`.
package protocol Dialect: Sendable {
    /// The typed parameters of a call, shared by all of this dialect's methods.
    associatedtype Parameters: Sendable
    /// A reply in this dialect's terms, before it is turned into JavaScript.
    associatedtype Reply: BridgeReply
    /// Something the host pushes to the page without a request.
    associatedtype Event: PushedEvent
    /// What this dialect's methods run with: the host's services for one page and any
    /// per-page state. Each dialect brings its own, so the bridge never needs to know
    /// what a host provides (`Void` for a dialect without methods).
    associatedtype Context

    /// The dialect's name in logs and transcripts.
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

    /// The reply for a scripted answer (``ScriptedAnswer``) in this dialect's wire form;
    /// `nil` when the dialect has no replies or the outcome has no form in it.
    func reply(scripted outcome: ScriptedAnswer.Outcome, to call: FailedCall) -> Reply?

    /// The call id and action of a message too large to read, found without parsing
    /// it (at most a few kilobytes looked at), so a dialect whose replies travel by id
    /// can still answer the refusal to its caller.
    func identify(oversized text: String) -> (id: String?, action: String?)

    /// Turns a reply into what the engine delivers.
    func deliver(_ reply: Reply, to call: FailedCall, inline: Bool) -> ReplyDelivery

    /// Turns a pushed event into JavaScript for the main frame.
    func script(for event: Event) -> String
}

extension Dialect {
    /// No call schemes: most dialects carry their calls in posted messages.
    package var callSchemes: Set<String> { [] }

    /// Nothing: most dialects answer through the message's own reply handle, or not at all.
    package func identify(oversized text: String) -> (id: String?, action: String?) { (nil, nil) }

    /// Nothing can be scripted: the dialect has no replies.
    package func reply(scripted outcome: ScriptedAnswer.Outcome, to call: FailedCall) -> Reply? { nil }

    /// Ignores the navigation: only a dialect with ``callSchemes`` decodes navigations.
    package func decode(navigation: NavigationAction, mainFrameURL: URL?) -> DecodedMessage<Parameters> {
        .ignored("\(name) carries no calls in navigations")
    }
}
