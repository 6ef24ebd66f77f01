/// The `telegram` dialect's method table: every method of Bot API 6.0 to 9.6 (and
/// `web_app_verify_age`), each answered as Telegram documents, split by area
/// (`TelegramMethods+*.swift`).
///
/// Methods reach their endpoint through the ``TelegramContext`` (weakly: the endpoint
/// owns the bridge that holds the context); a call that arrives after the endpoint is
/// gone is answered with nothing. A method whose services answer at once runs inside
/// the engine callback (``Method/init(_:immediate:)``).
@MainActor
enum TelegramMethods {
    typealias M = Method<TelegramDialect>
    typealias Call = BridgeCall<TelegramRequest>
    typealias Now = @MainActor (TelegramEndpoint, Call) -> TelegramReply
    typealias Later = @MainActor (TelegramEndpoint, Call) async -> TelegramReply

    static let table = MethodTable<TelegramDialect>(
        (lifecycle + chrome + popups + account + storage + device).map { method, body in
            switch body {
            case .now(let run):
                M(method.rawValue, immediate: { call, context in
                    guard let endpoint = context.endpoint else { return .reply(.none) }
                    endpoint.noteSpoken()
                    return .reply(run(endpoint, call))
                })
            case .later(let run):
                M(method.rawValue) { call, context in
                    guard let endpoint = context.endpoint else { return .reply(.none) }
                    endpoint.noteSpoken()
                    return .reply(await run(endpoint, call))
                }
            }
        })

    /// How a method runs: at once, or with a task (it waits for a service or the user).
    enum Body {
        case now(Now)
        case later(Later)
    }

    /// The method's documented refusal for `call` (its `req_id` or `slug` included).
    static func refusal(_ method: TelegramMethod, _ call: Call, code: String = "UNSUPPORTED") -> TelegramReply {
        method.negative(correlation: call.id, code: code) ?? .none
    }
}
