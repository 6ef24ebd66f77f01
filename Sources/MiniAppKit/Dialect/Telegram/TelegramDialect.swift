import Foundation

/// The `telegram` dialect: Telegram Mini Apps, Bot API 6.0 to 9.6, as Telegram for iOS
/// speaks it (`docs/dialects/telegram.md`).
///
/// ```
/// page: Telegram.WebApp.showPopup({message: "Hi"}) → TelegramWebviewProxy.postEvent("web_app_open_popup", '{"message":"Hi",…}')
///   └─ secret handler: '["web_app_open_popup","{\"message\":\"Hi\",…}",["k3x",4,120]]' (the last: the user's input, or null)
///        ─▶ TelegramDialect.decode ─▶ BridgeCall{"web_app_open_popup", .popup(TelegramPopup)}
///        ─▶ AccessGate ─▶ TelegramMethods ─▶ TelegramChrome.showPopup
/// page: ◀─ __miniAppKitTelegram("popup_closed", {"button_id":"ok"}) ─▶ TelegramGameProxy.receiveEvent(…)
/// ```
///
/// Calls carry no id on the wire; a call's `req_id` (or an invoice's `slug`) stands
/// for one, and every answer is an event pushed into the main frame. `eventData` is a
/// JSON string: `""` (what `telegram-web-app.js` sends, `JSON.stringify('')`), an empty
/// string, a missing value, `undefined` and `"null"` mean no params; any
/// other text that is not a JSON object is refused (a transcript `failed` line, and
/// the method's documented refusal where the page waits for an answer).
package struct TelegramDialect: Dialect {
    package typealias Parameters = TelegramRequest
    package typealias Reply = TelegramReply
    package typealias Event = TelegramEvent
    /// The endpoint whose services and state the methods use.
    package typealias Context = TelegramContext

    package let name = "telegram"
    /// The secret handler our main-frame script posts to.
    package let handler: String
    /// URL patterns the script is limited to (the mini app's origin).
    package let scriptAllowList: [String]
    /// The mini app's origin when it has a port, which the script checks itself.
    let portedOrigin: String?
    /// The user's inputs already used by a method that needs one.
    let gestures = TelegramGestureLedger()

    /// - Parameters:
    ///   - origin: the mini app's origin; the script is injected only there.
    ///   - secret: the per-launch secret; random unless a test fixes it.
    package init(origin: WebOrigin? = nil, secret: String = MiniAppDialect.makeSecret()) {
        handler = "TelegramWebviewProxy_" + secret
        scriptAllowList = origin.map { ["\($0.scheme)://\($0.host)/*"] } ?? []
        portedOrigin = origin.flatMap { $0.port == nil ? nil : $0.description }
    }

    /// The secret handler, without replies: every answer is an event pushed by script.
    package var channels: [Channel] {
        [Channel(name: handler, replies: false, trust: .trustedBridge)]
    }

    package var userScripts: [UserScript] {
        [UserScript(source: TelegramProxyScript.source(handler: handler, origin: portedOrigin), injectionTime: .documentStart,
                    frames: .mainFrameOnly, allowList: scriptAllowList)]
    }

    // MARK: - Decoding

    package func decode(_ message: EngineMessage) -> DecodedMessage<TelegramRequest> {
        let origin = CallOrigin(handler: message.handler, channel: .trustedBridge, mainFrameURL: message.mainFrameURL, frame: message.frame)
        let unknown = FailedCall(id: nil, action: nil, origin: origin)
        guard case .string(let text) = message.body, case .array(let parts)? = try? JSONValue.parse(text),
              parts.count == 3, let action = parts[0].stringValue, parts[2] == .null || TelegramUserInput(parts[2]) != nil
        else {
            return .rejected(unknown, BridgeError(.malformedMessage, "not a message of the telegram proxy script"))
        }
        let input = TelegramUserInput(parts[2])
        let params: JSONValue
        switch Self.params(parts[1]) {
        case .success(let parsed): params = parsed
        case .failure(let problem): return .rejected(FailedCall(id: nil, action: action, origin: origin), BridgeError(.malformedMessage, "'\(action)': \(problem.reason)"))
        }
        let identity = FailedCall(id: TelegramMethod.correlation(in: params, method: action), action: action, origin: origin)
        guard let method = TelegramMethod(rawValue: action) else {
            return .call(BridgeCall(id: identity.id, action: action, parameters: TelegramRequest(.other(params)), origin: origin))
        }
        if method.needsUserGesture, let refusal = gestures.admit(input) {
            return .rejected(identity, BridgeError(.accessDenied, "'\(action)' runs only right after the user touched the page, as in Telegram (a tap, click or key press in the last \(TelegramGestureLedger.window) seconds, each used once); \(refusal)"))
        }
        do throws(TelegramFields.Problem) {
            let arguments = try method.arguments(from: params)
            return .call(BridgeCall(id: identity.id, action: action, parameters: TelegramRequest(arguments, isUserGesture: method.needsUserGesture), origin: origin))
        } catch {
            return .rejected(identity, BridgeError(.invalidParameters, error.reason))
        }
    }

    /// `eventData` as params: an object, or the empty object for `""` (the JSON of an
    /// empty string), an empty string, `undefined` (sent as `null`) and `"null"`;
    /// anything else is the reason it is refused.
    static func params(_ eventData: JSONValue) -> Result<JSONValue, ParamsProblem> {
        switch eventData {
        case .null:
            return .success(.object([]))
        case .string(let text):
            if text.isEmpty { return .success(.object([])) }
            guard let parsed = try? JSONValue.parse(text) else {
                return .failure(ParamsProblem("eventData is not JSON: \(Self.excerpt(text))"))
            }
            switch parsed {
            case .object: return .success(parsed)
            // `telegram-web-app.js` sends no params as JSON.stringify('') (the text `""`).
            case .null, .string(""): return .success(.object([]))
            default: return .failure(ParamsProblem("eventData must be a JSON object; got \(parsed.kindDescription)"))
            }
        default:
            return .failure(ParamsProblem("eventData must be a JSON string, as JSON.stringify(params) gives it; got \(eventData.kindDescription)"))
        }
    }

    /// Why `eventData` was refused.
    struct ParamsProblem: Error, Equatable {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private static func excerpt(_ text: String) -> String {
        let literal = JavaScriptLiteral.string(text.count > 60 ? String(text.prefix(60)) + "…" : text)
        return literal
    }

    // MARK: - Encoding

    /// The method's documented refusal (`popup_closed {}`, `*_failed {error:
    /// "UNSUPPORTED"}`…), so a page waiting on the call hears an answer.
    package func reply(for error: BridgeError, to call: FailedCall) -> TelegramReply? {
        guard let method = call.action.flatMap(TelegramMethod.init(rawValue:)) else { return nil }
        let code = switch error.code {
        case .timedOut: "TIMEOUT"
        case .closed: "UNKNOWN_ERROR"
        default: "UNSUPPORTED"
        }
        return method.negative(correlation: call.id, code: code)
    }

    /// A scripted answer as events (see `docs/dialects/telegram.md`, "Scripted answers"):
    /// - a value that is an array of `{"event", "data"}` objects: those events, as given;
    /// - any other value: the method's success event with that payload (`null` for
    ///   none), its `req_id` (or `slug`) added to an object payload;
    /// - an error: the method's failure event; a string is its `error` code (or, for
    ///   refusals that carry a status, the refusal as documented), an object its payload.
    package func reply(scripted outcome: ScriptedAnswer.Outcome, to call: FailedCall) -> TelegramReply? {
        let method = call.action.flatMap(TelegramMethod.init(rawValue:))
        switch outcome {
        case .value(.array(let items)):
            var events: [TelegramEvent] = []
            for item in items {
                guard let name = item["event"]?.stringValue else { return nil }
                events.append(TelegramEvent(name, item["data"]))
            }
            return TelegramReply(events)
        case .value(let value):
            guard let name = method?.successEvent else { return nil }
            return .event(TelegramEvent(name, Self.correlated(value == .null ? nil : value, call: call, method: method)))
        case .error(let error):
            guard let method, let refusal = method.negative(correlation: call.id, code: error.stringValue ?? "UNSUPPORTED") else { return nil }
            guard case .object = error, let name = refusal.events.first?.name else { return refusal }
            return .failure(TelegramEvent(name, Self.correlated(error, call: call, method: method)))
        }
    }

    /// `payload` with the call's `req_id` (or `slug`) added when it is an object without one.
    private static func correlated(_ payload: JSONValue?, call: FailedCall, method: TelegramMethod?) -> JSONValue? {
        guard let id = call.id, case .object(let members)? = payload else { return payload }
        let key = method == .openInvoice ? "slug" : "req_id"
        return members.contains { $0.0 == key } ? payload : .object([(key, .string(id))] + members)
    }

    /// Every event as a call of the delivery function, in the main frame.
    package func deliver(_ reply: TelegramReply, to call: FailedCall, inline: Bool) -> ReplyDelivery {
        reply.events.isEmpty ? .nothing : .script(reply.events.map(Self.script).joined(separator: ";"))
    }

    package func script(for event: TelegramEvent) -> String {
        Self.script(event)
    }

    /// `__miniAppKitTelegram("name", payload)`.
    static func script(_ event: TelegramEvent) -> String {
        TelegramProxyScript.deliveryFunction + "(" + JavaScriptLiteral.string(event.name) + "," + event.argument + ")"
    }
}
