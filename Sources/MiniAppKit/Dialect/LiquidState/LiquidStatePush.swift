/// A message the host sends to the page without a request.
package enum LiquidStatePush: PushedEvent, Equatable {
    /// The host's back action while the back override is on:
    /// `{"purpose":"lifecycle","id":"back"}`.
    case back
    /// The page's tab was switched to: `{"purpose":"switch_tab","params":…}`, with
    /// `params` only when the request had them, and `route` when it had one (the
    /// seed's example spells the request that way).
    case switchTab(params: JSONValue?, route: String?)

    package var name: String {
        switch self {
        case .back: "back"
        case .switchTab: "switch_tab"
        }
    }

    package var detail: String? { message.jsonText }

    /// The object `window.communicate` receives.
    package var message: JSONValue {
        switch self {
        case .back:
            return .object([("purpose", .string("lifecycle")), ("id", .string("back"))])
        case .switchTab(let params, let route):
            var members: [(String, JSONValue)] = [("purpose", .string("switch_tab"))]
            if let params { members.append(("params", params)) }
            if let route { members.append(("route", .string(route))) }
            return .object(members)
        }
    }
}
