package import Foundation

/// The `liquidstate` dialect: "app domain" events a web app sends as navigations.
///
/// ```
/// page: location.href = 'liquidstate://app/online_status?request=' + encodeURIComponent('{"request_id":"r1"}')
///   └─ engine decide-policy ─▶ MiniAppDisplay (scheme in callSchemes: cancelled, never loaded)
///        ─▶ Bridge.receive(navigation:) ─▶ LiquidStateDialect.decode ─▶ BridgeCall{id "r1", "online_status", .onlineStatus}
///        ─▶ AccessGate ─▶ LiquidStateMethods ─▶ NetworkStatusProvider
/// page: ◀─ window.communicate({"purpose":"response","request_id":"r1","event_type":"online_status","response_data":{"status":true}})
/// ```
///
/// Requests arrive from `location.href`, iframes, `window.open` and link clicks alike;
/// replies and pushes are `window.communicate({...})` calls in the main frame. The
/// codec is pure: it reads URLs and writes JavaScript, nothing else. The wire format,
/// every error and the choices where the seed is ambiguous are in
/// `docs/dialects/liquidstate.md`.
package struct LiquidStateDialect: Dialect {
    package typealias Parameters = LiquidStateRequest
    package typealias Reply = LiquidStateReply
    package typealias Event = LiquidStatePush
    /// The endpoint whose services and app state the events use.
    package typealias Context = LiquidStateContext

    /// The URL scheme requests use.
    package static let scheme = "liquidstate"

    package let name = "liquidstate"
    /// Request URLs longer than this (UTF-8 bytes) are refused unread: a URL is no
    /// place for bulk data, and the engine copies it several times.
    package var maxRequestBytes: Int

    package init(maxRequestBytes: Int = 1024 * 1024) {
        self.maxRequestBytes = maxRequestBytes
    }

    package var channels: [Channel] { [] }
    /// Routes `window.open` of `liquidstate:` URLs through an iframe (``LiquidStateWindowOpenScript``).
    package var userScripts: [UserScript] {
        [UserScript(source: LiquidStateWindowOpenScript.source, injectionTime: .documentStart, frames: .allFrames)]
    }
    package var callSchemes: Set<String> { [Self.scheme] }

    package func decode(_ message: EngineMessage) -> DecodedMessage<LiquidStateRequest> {
        .ignored("liquidstate listens on no message handler")
    }

    package func decode(navigation: NavigationAction, mainFrameURL: URL?) -> DecodedMessage<LiquidStateRequest> {
        let origin = CallOrigin(
            handler: Self.scheme, channel: .navigation(isMainFrame: navigation.isMainFrame), mainFrameURL: mainFrameURL, frame: navigation.sourceFrame)
        let envelope: LiquidStateEnvelope
        switch LiquidStateEnvelope.parse(navigation.rawURL ?? navigation.url.absoluteString, maxBytes: maxRequestBytes) {
        case .success(let parsed): envelope = parsed
        case .failure(let failure):
            return .rejected(FailedCall(id: failure.id, action: failure.event, origin: origin), failure.error)
        }
        let identity = FailedCall(id: envelope.id, action: envelope.event, origin: origin)
        guard let event = LiquidStateEventName(rawValue: envelope.event) else {
            return .rejected(identity, BridgeError(.unknownAction, "'\(envelope.event)' is not an event of the liquidstate app domain"))
        }
        do throws(LiquidStateRequest.DecodingFailure) {
            let request = try LiquidStateRequest.decode(event, data: envelope.data)
            return .call(BridgeCall(id: envelope.id, action: envelope.event, parameters: request, origin: origin))
        } catch {
            return .rejected(identity, BridgeError(.invalidParameters, error.message))
        }
    }

    /// A scripted `response_data`, or a scripted `{type, message}` error whose type is
    /// one of ``LiquidStateErrorType``'s; `nil` for any other error.
    package func reply(scripted outcome: ScriptedAnswer.Outcome, to call: FailedCall) -> LiquidStateReply? {
        switch outcome {
        case .value(let value):
            return .response(event: call.action ?? "", data: value)
        case .error(let error):
            guard let type = (error["type"]?.stringValue).flatMap(LiquidStateErrorType.init(rawValue:)) else { return nil }
            return .failure(event: call.action, type: type, message: error["message"]?.stringValue ?? "")
        }
    }

    package func reply(for error: BridgeError, to call: FailedCall) -> LiquidStateReply? {
        let type: LiquidStateErrorType = switch error.code {
        case .malformedMessage: .malformedRequest
        case .invalidParameters: .invalidRequest
        case .unknownAction: .unknownEvent
        case .payloadTooLarge: .requestTooLarge
        case .accessDenied: .accessDenied
        case .timedOut: .timedOut
        case .closed: .closed
        default: .hostError
        }
        let message = error.rule.map { "\($0.rawValue): \(error.message)" } ?? error.message
        return .failure(event: call.action, type: type, message: message)
    }

    package func deliver(_ reply: LiquidStateReply, to call: FailedCall, inline: Bool) -> ReplyDelivery {
        // An error reaches the page only when it can tell which request failed.
        if case .failure = reply, call.id == nil { return .nothing }
        guard let message = reply.message(id: call.id) else { return .nothing }
        return .script(Self.communicate(message))
    }

    package func script(for event: LiquidStatePush) -> String {
        Self.communicate(event.message)
    }

    /// `window.communicate(<message>)`, exactly the seed's form.
    ///
    /// Deliberately unguarded: JavaScriptCore runs a program of the form
    /// `a.b(<JSON>)` through its JSONP fast path, without compiling it, and any guard
    /// (`typeof window.communicate === "function" && …`) forces a full parse and
    /// bytecode compile of every reply (measured: 2.2× the web process's JavaScript
    /// time per round trip, 1.4× the round trip). A page without `window.communicate`
    /// gets a `TypeError` in the evaluated script, which the host ignores.
    static func communicate(_ message: JSONValue) -> String {
        "window.communicate(" + message.jsonText + ")"
    }
}
