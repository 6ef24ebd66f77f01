/// An event the host sends a Telegram mini app: `receiveEvent(name, payload)`, the
/// payload a JavaScript object built from typed values (or `null`), never a string.
package struct TelegramEvent: PushedEvent, Equatable {
    /// The event's name (`theme_changed`, `popup_closed`…).
    package var name: String
    /// The payload; `nil` sends `null`, as Telegram's clients do for events without one.
    package var payload: JSONValue?
    /// A JavaScript expression sent in place of ``payload``: only the viewport of a host
    /// that reports no geometry, measured in the page (`innerWidth`, `innerHeight`).
    package var pageExpression: String?

    package init(_ name: String, _ payload: JSONValue? = nil) {
        self.name = name
        self.payload = payload
    }

    /// An event whose payload object has these members, in this order.
    package init(_ name: String, _ members: [(String, JSONValue)]) {
        self.init(name, .object(members))
    }

    /// The payload as the JavaScript argument: the expression, the object's JSON, or `null`.
    package var argument: String {
        pageExpression ?? payload?.jsonText ?? "null"
    }

    /// The payload's text, for transcripts.
    package var detail: String? { argument }
}

/// What a `web_app_*` call is answered with: the events it causes, in order (none for
/// the many methods Telegram answers with nothing), and whether they report a failure.
package struct TelegramReply: BridgeReply, Equatable {
    /// The events to send.
    package var events: [TelegramEvent]
    /// Whether the events are the method's documented refusal or failure.
    package var isFailure: Bool

    package init(_ events: [TelegramEvent], isFailure: Bool = false) {
        self.events = events
        self.isFailure = isFailure
    }

    /// One event.
    package static func event(_ event: TelegramEvent) -> TelegramReply { TelegramReply([event]) }
    /// One failure event.
    package static func failure(_ event: TelegramEvent) -> TelegramReply { TelegramReply([event], isFailure: true) }
    /// Nothing: Telegram answers the method with no event.
    package static let none = TelegramReply([])

    package var status: ReplyStatus { events.isEmpty ? .none : isFailure ? .error : .success }

    /// `name payload` per event, one per line.
    package var value: String? {
        events.isEmpty ? nil : events.map { "\($0.name) \($0.argument)" }.joined(separator: "\n")
    }
}
