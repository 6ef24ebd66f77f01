import Foundation

/// The `corva` dialect: a Corva dashboard web app embedded in a native app.
///
/// | direction | wire form |
/// | --- | --- |
/// | web → native | `webkit.messageHandlers.swiftHandler.postMessage("pageLoaded")` (`appMaximized`, `appRestored`); one-way, no reply |
/// | native → web | `window.navigateAppTo(path)`, evaluated in the main frame |
/// | URL | `//<web domain>/dashboards/<id>?native=true&jwt=<token>` (``CorvaWebDomain``) |
///
/// The seed's notification is the event name posted as a string (the pattern it links
/// to posts strings). Because web apps often post objects, an object (or a string
/// holding a JSON object) whose `name` or `event` member is the name is accepted too.
/// Everything else is rejected with a clear reason, which the bridge logs and traces
/// and sends nowhere (there is no reply channel):
///
/// | body | outcome |
/// | --- | --- |
/// | `"pageLoaded"`, `{"name":"pageLoaded"}`, `{"event":"appRestored"}` | notification |
/// | a string or name that is not one of the three | `unknownAction` |
/// | a number, `null`, `true`, an array, `undefined` | `malformedMessage` |
/// | an object without a string `name`/`event` | `malformedMessage` |
/// | over ``maxBodyBytes`` | `malformedMessage` (over the bridge's limit, `payloadTooLarge` first) |
package struct CorvaDialect: Dialect {
    /// A call's parameters: the notification (corva has no calls, only notifications).
    package typealias Parameters = CorvaNotification
    /// Never sent: the page expects no reply.
    package typealias Reply = CorvaReply
    /// `navigateAppTo(path)`.
    package typealias Event = CorvaEvent
    /// Nothing: corva has no methods, so they need nothing from the host.
    package typealias Context = Void

    /// The handler name the seed gives: `swiftHandler`.
    package static let handler = "swiftHandler"
    /// A notification is a short name; a body longer than this is refused unread.
    package static let maxBodyBytes = 4096

    /// `corva`, in logs and transcripts.
    package let name = "corva"

    /// The codec has no settings: the web domain is the gate's business.
    package init() {}

    /// One package handler, without reply Promises (the page expects none). Any frame
    /// can post to it; the bridge's gate checks the sending frame and the main frame's origin.
    package var channels: [Channel] {
        [Channel(name: Self.handler, replies: false, trust: .publicHandler)]
    }

    /// Nothing is injected: the page posts to `swiftHandler` and defines `navigateAppTo` itself.
    package var userScripts: [UserScript] { [] }

    // MARK: - Decoding

    /// A notification, or a rejection saying why the body is not one (see the table above).
    package func decode(_ message: EngineMessage) -> DecodedMessage<CorvaNotification> {
        let origin = CallOrigin(handler: message.handler, channel: .publicHandler, mainFrameURL: message.mainFrameURL, frame: message.frame)
        let unnamed = FailedCall(id: nil, action: nil, origin: origin)
        let text: String
        switch message.body {
        case .string(let string): text = string
        case .json(let json): text = json
        case .undefined: return .rejected(unnamed, Self.malformed("got undefined"))
        }
        guard text.utf8.count <= Self.maxBodyBytes else {
            return .rejected(unnamed, Self.malformed("got \(text.utf8.count) bytes; a notification is at most \(Self.maxBodyBytes)"))
        }
        let name: String
        if case .string = message.body, !text.hasPrefix("{") {
            name = text
        } else {
            switch Self.objectName(text) {
            case .success(let found): name = found
            case .failure(let error): return .rejected(unnamed, error)
            }
        }
        guard CorvaNotification(rawValue: name) != nil else {
            let known = CorvaNotification.allCases.map(\.rawValue).joined(separator: ", ")
            return .rejected(FailedCall(id: nil, action: name, origin: origin), BridgeError(.unknownAction, "'\(Self.clipped(name))' is not a corva notification (\(known)); ignored"))
        }
        return .notification(name: name, origin: origin)
    }

    /// The `name` (or `event`) of a JSON object body.
    private static func objectName(_ json: String) -> Result<String, BridgeError> {
        struct Named: Decodable {
            var name: String?
            var event: String?
        }
        guard json.hasPrefix("{") else {
            return .failure(malformed("got \(clipped(json))"))
        }
        do {
            let named = try JSONDecoder().decode(Named.self, from: Data(json.utf8))
            guard let name = named.name ?? named.event else {
                return .failure(malformed("the object has no string 'name' or 'event'"))
            }
            return .success(name)
        } catch DecodingError.typeMismatch(_, let context) {
            let key = context.codingPath.last?.stringValue ?? "name"
            return .failure(malformed("'\(key)' must be a string"))
        } catch {
            return .failure(malformed("the text is not a JSON object"))
        }
    }

    private static func malformed(_ detail: String) -> BridgeError {
        BridgeError(.malformedMessage, "a corva notification is a name string (pageLoaded, appMaximized, appRestored) or an object with a string 'name'; \(detail); ignored")
    }

    private static func clipped(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    // MARK: - Encoding

    /// Nothing is sent back: the page expects no reply (the bridge logs and traces the error).
    package func reply(for error: BridgeError, to call: FailedCall) -> CorvaReply? { nil }

    /// Nothing to deliver: there is no reply channel.
    package func deliver(_ reply: CorvaReply, to call: FailedCall, inline: Bool) -> ReplyDelivery { .nothing }

    /// `navigateAppTo(path)` if the page defines it; the expression is `true` when it
    /// was called and `false` when the page has no such function.
    package func script(for event: CorvaEvent) -> String {
        switch event {
        case .navigateAppTo(let path):
            "(function(p){if(typeof window.navigateAppTo!==\"function\")return false;window.navigateAppTo(p);return true})(\(JavaScriptLiteral.string(path)))"
        }
    }
}
