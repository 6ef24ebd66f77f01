import Foundation

/// The `miniapp` dialect: Rakuten MiniApp SDK 5.6.1's wire protocol (`docs/protocols/miniapp.md`).
///
/// Two ways to run it:
/// - **Our bridge** (the default). Our `MiniAppBridge` script runs in the main frame
///   and posts to a per-launch secret handler name with a reply Promise: one hop per
///   call, and the secret is what proves a call came from our main-frame script. A
///   sub-frame copy of the script posts to the public `MiniAppiOS` name, so an iframe's
///   call is answered, with an access error.
/// - **A foreign bridge** (`miniapp open --bridge-script`): that script is injected
///   instead, posts to `MiniAppiOS` as 5.6.1's does, and gets replies through
///   `MiniAppBridge.execSuccessCallback` as 5.6.1 sends them. The package handler is
///   then the legitimate channel; an iframe's post on it is still refused
///   (`main-frame-only`) because the engine names the sending frame.
package struct MiniAppDialect: Dialect {
    package typealias Parameters = MiniAppParameters
    package typealias Reply = MiniAppReply
    package typealias Event = MiniAppEvent
    /// The host's services, storage and permissions of one launched mini app.
    package typealias Context = MiniAppContext

    /// The handler 5.6.1 registers for calls.
    package static let publicHandler = "MiniAppiOS"
    /// The handler 5.6.1 registers for console forwarding.
    package static let publicLogHandler = "MiniAppLogging"

    package let name = "miniapp"
    /// The secret handler our main-frame script posts calls to.
    package let bridgeHandler: String
    /// The secret handler our main-frame script posts console lines to.
    package let logHandler: String
    /// A script injected instead of ours, if any.
    package let foreignBridgeScript: String?
    /// URL patterns our main-frame script is limited to (the mini app's origin), so
    /// the secret handler name never reaches a page of another origin.
    package let scriptAllowList: [String]
    /// The mini app's origin when it has a port, which the script checks itself.
    let portedOrigin: String?

    /// - Parameters:
    ///   - origin: the mini app's origin; our main-frame script is injected only there.
    ///   - foreignBridgeScript: JavaScript to inject instead of our `MiniAppBridge`.
    ///   - secret: the per-launch secret; random unless a test fixes it.
    package init(origin: WebOrigin? = nil, foreignBridgeScript: String? = nil, secret: String = MiniAppDialect.makeSecret()) {
        self.foreignBridgeScript = foreignBridgeScript
        // WebKit's allow-list patterns have no port: a port-less pattern here, and the
        // script itself checks the full origin (``MiniAppBridgeScript/source``).
        self.scriptAllowList = origin.map { ["\($0.scheme)://\($0.host)/*"] } ?? []
        self.portedOrigin = origin.flatMap { $0.port == nil ? nil : $0.description }
        self.bridgeHandler = "MiniAppBridge_" + secret
        self.logHandler = "MiniAppLogging_" + secret
    }

    /// 128 random bits as hex.
    package static func makeSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
    }

    /// Whether the package handler is the legitimate channel (foreign bridge).
    package var trustsPublicHandler: Bool { foreignBridgeScript != nil }

    package var channels: [Channel] {
        if foreignBridgeScript != nil {
            return [
                Channel(name: Self.publicHandler, replies: false, trust: .publicHandler),
                Channel(name: Self.publicLogHandler, replies: false, trust: .publicHandler),
            ]
        }
        return [
            Channel(name: bridgeHandler, replies: true, trust: .trustedBridge),
            Channel(name: logHandler, replies: false, trust: .trustedBridge),
            Channel(name: Self.publicHandler, replies: true, trust: .publicHandler),
            Channel(name: Self.publicLogHandler, replies: false, trust: .publicHandler),
        ]
    }

    package var userScripts: [UserScript] {
        if let foreignBridgeScript {
            // The foreign script brings the bridge; the page's console still reaches the
            // host through the public log handler, as 5.6.1's own logging script sends it.
            return [
                UserScript(source: MiniAppBridgeScript.source(channel: Self.publicHandler, logChannel: Self.publicLogHandler, scope: .console), frames: .mainFrameOnly),
                UserScript(source: foreignBridgeScript, injectionTime: .documentStart, frames: .mainFrameOnly),
            ]
        }
        return [
            UserScript(source: MiniAppBridgeScript.source(channel: bridgeHandler, logChannel: logHandler, scope: .main, origin: portedOrigin), frames: .mainFrameOnly, allowList: scriptAllowList),
            UserScript(source: MiniAppBridgeScript.source(channel: Self.publicHandler, logChannel: Self.publicLogHandler, scope: .subframe), frames: .allFrames),
        ]
    }

    // MARK: - Decoding

    package func decode(_ message: EngineMessage) -> DecodedMessage<MiniAppParameters> {
        let trust: CallOrigin.Channel = (message.handler == bridgeHandler || message.handler == logHandler) ? .trustedBridge : .publicHandler
        let origin = CallOrigin(handler: message.handler, channel: trust, mainFrameURL: message.mainFrameURL, frame: message.frame)
        if message.handler == logHandler || message.handler == Self.publicLogHandler {
            guard case .string(let text) = message.body else { return .ignored("console message that is not a string") }
            return .console(ConsoleLine(level: Self.consoleLevel(of: text), text: text))
        }
        guard case .string(let text) = message.body else {
            return .rejected(FailedCall(id: nil, action: nil, origin: origin), BridgeError(.malformedMessage, "the body must be a string holding JSON; got \(Self.describe(message.body))"))
        }
        if trust == .trustedBridge, text.utf8.first == Self.batchSeparator {
            return .batch(Self.batchParts(of: text).map { BatchPart(message: decode(request: String($0), origin: origin), body: $0) }, encodeReplies: Self.batchReply)
        }
        return decode(request: text, origin: origin)
    }

    /// Starts a batch and separates its requests: U+001E, which `JSON.stringify`
    /// always escapes, so it never occurs inside a request.
    static let batchSeparator = UInt8(0x1E)

    /// The requests of a batch `␞request␞request…`.
    static func batchParts(of text: String) -> [Substring] {
        let utf8 = text.utf8
        var parts: [Substring] = []
        var start = utf8.index(after: utf8.startIndex)
        while let end = utf8[start...].firstIndex(of: batchSeparator) {
            parts.append(text[start..<end])
            start = utf8.index(after: end)
        }
        parts.append(text[start...])
        return parts
    }

    /// The one reply to a batch: a JSON array of each call's inline reply, in call
    /// order, as our bridge script reads it (`miniapp-bridge.js`, "Batching"): the
    /// `S…`/`E…` string the call would have settled alone, or `null` for a call still
    /// running (answered later by `execSuccessCallback`).
    static func batchReply(_ values: [ScriptMessageReply.Value?]) -> ScriptMessageReply.Value {
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
        return .json(String(decoding: json, as: UTF8.self))
    }

    private func decode(request text: String, origin: CallOrigin) -> DecodedMessage<MiniAppParameters> {
        let request: MiniAppRequest
        do {
            request = try MiniAppRequest.decode(text)
        } catch {
            return .rejected(FailedCall(id: nil, action: nil, origin: origin), BridgeError(.malformedMessage, "the body is not a JSON object: \(MiniAppRequest.describe(error))"))
        }
        let identity = FailedCall(id: request.id, action: request.action, origin: origin)
        guard let action = request.action else {
            return .rejected(identity, BridgeError(.malformedMessage, "the request has no string 'action'"))
        }
        guard request.id != nil else {
            return .rejected(identity, BridgeError(.malformedMessage, "the request has no string 'id'"))
        }
        switch request.parameters {
        case .success(let parameters):
            return .call(BridgeCall(id: request.id, action: action, parameters: parameters, origin: origin))
        case .failure(let error):
            return .rejected(identity, BridgeError(.invalidParameters, "'\(action)' has malformed parameters: \(error.reason)"))
        }
    }

    private static func describe(_ body: MessageBody) -> String {
        switch body {
        case .string: "a string"
        case .json(let json): json.count > 40 ? String(json.prefix(40)) + "…" : json
        case .undefined: "undefined"
        }
    }

    /// `📕 console.error: …` → `error`.
    static func consoleLevel(of line: String) -> String {
        guard let range = line.range(of: "console.") else { return "log" }
        return String(line[range.upperBound...].prefix { $0.isLetter })
    }

    // MARK: - Encoding

    /// A scripted value or error as the reply text: a JSON string is the text itself,
    /// anything else its JSON (how the bridge's error objects travel).
    package func reply(scripted outcome: ScriptedAnswer.Outcome, to call: FailedCall) -> MiniAppReply? {
        switch outcome {
        case .value(let value): .success(value.stringValue ?? value.jsonText)
        case .error(let error): .failure(error.stringValue ?? error.jsonText)
        }
    }

    package func reply(for error: BridgeError, to call: FailedCall) -> MiniAppReply? {
        switch error.code {
        case .malformedMessage, .invalidParameters:
            return .failure(MiniAppErrorText.unexpectedFormatPlain)
        case .unknownAction:
            return .failure(MiniAppErrorText.notSupported(call.action ?? "this action"))
        case .accessDenied:
            let rule = error.rule?.rawValue ?? "access"
            return .failure(MiniAppErrorText.json(type: "AccessDeniedError", message: "\(rule): \(error.message)"))
        case .payloadTooLarge:
            return .failure(MiniAppErrorText.json(type: "PayloadTooLargeError", message: error.message))
        default:
            return .failure(MiniAppErrorText.json(type: "internalError", message: "\(MiniAppErrorText.internalDescription) (\(error.message))"))
        }
    }

    package func deliver(_ reply: MiniAppReply, to call: FailedCall, inline: Bool) -> ReplyDelivery {
        let reply = reply.normalized
        if inline {
            switch reply {
            case .success(let value): return .inline(.string("S" + value))
            case .failure(let value): return .inline(.string("E" + value))
            }
        }
        guard let id = call.id else { return .nothing }
        switch reply {
        case .success(let value):
            return .script(Self.guarded(JavaScriptLiteral.call("window.MiniAppBridge.execSuccessCallback", [id, value])))
        case .failure(let value):
            return .script(Self.guarded(JavaScriptLiteral.call("window.MiniAppBridge.execErrorCallback", [id, value])))
        }
    }

    package func script(for event: MiniAppEvent) -> String {
        switch event {
        case .keyboard(_, let navigationBarHeight, let screenHeight, let keyboardHeight):
            return Self.guarded(JavaScriptLiteral.call("window.MiniAppBridge.execKeyboardEventsCallback", [
                event.name, event.detail ?? "",
                Self.points(navigationBarHeight), Self.points(screenHeight), Self.points(keyboardHeight),
            ]))
        case .receiveJSON(let text) where foreignBridgeScript != nil:
            // A foreign bridge (Rakuten's own) decodes §1.8's NonLossyASCII + base64.
            return Self.guarded(JavaScriptLiteral.call("window.MiniAppBridge.execCustomEventsCallback", [event.name, NonLossyASCII.base64(text)]))
        case .receiveJSON(let text):
            // Our bridge takes the text as a plain literal, marked "text": the page gets
            // the same `detail.message` without three encoding passes per megabyte.
            return Self.guarded(JavaScriptLiteral.call("window.MiniAppBridge.execCustomEventsCallback", [event.name, text, "text"]))
        default:
            return Self.guarded(JavaScriptLiteral.call("window.MiniAppBridge.execCustomEventsCallback", [event.name, event.detail ?? ""]))
        }
    }

    /// Swift `CGFloat` text, always with a decimal point (`44.0`).
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(format: "%.1f", value) : "\(value)"
    }

    /// Runs `call` only if the page has a bridge (§1.6 recommends the guard).
    static func guarded(_ call: String) -> String {
        "window.MiniAppBridge&&" + call
    }
}
