/// What the host sends back for one `liquidstate` request.
///
/// Most events have no response by the seed (`reset`, `open_file`, the `set_…`
/// events, `clearall`, `switch_tab`, `set_tab_appearance`); `online_status`,
/// `user_location` and `feature_status` answer with `response_data`. Any request
/// that fails is answered with an `error` object instead, when it carried a
/// `request_id` (our addition; the seed defines no errors).
package enum LiquidStateReply: BridgeReply, Equatable {
    /// `{"purpose":"response","request_id":…,"event_type":…,"response_data":…}`.
    case response(event: String, data: JSONValue)
    /// `{"purpose":"response","request_id":…,"event_type":…,"error":{"type":…,"message":…}}`.
    case failure(event: String?, type: LiquidStateErrorType, message: String)
    /// The event has no response.
    case none

    package var status: ReplyStatus {
        switch self {
        case .response: .success
        case .failure: .error
        case .none: .none
        }
    }

    package var value: String? {
        switch self {
        case .response(_, let data): data.jsonText
        case .failure(_, let type, let message): Self.errorObject(type: type, message: message).jsonText
        case .none: nil
        }
    }

    static func errorObject(type: LiquidStateErrorType, message: String) -> JSONValue {
        .object([("type", .string(type.rawValue)), ("message", .string(message))])
    }

    /// The object `window.communicate` receives; `request_id` is `null` when the request had none.
    func message(id: String?) -> JSONValue? {
        let requestID: JSONValue = id.map(JSONValue.string) ?? .null
        switch self {
        case .response(let event, let data):
            return .object([("purpose", .string("response")), ("request_id", requestID), ("event_type", .string(event)), ("response_data", data)])
        case .failure(let event, let type, let message):
            return .object([
                ("purpose", .string("response")), ("request_id", requestID), ("event_type", event.map(JSONValue.string) ?? .null),
                ("error", Self.errorObject(type: type, message: message)),
            ])
        case .none:
            return nil
        }
    }
}

/// The `error.type` values of a failed `liquidstate` request.
package enum LiquidStateErrorType: String, Sendable, CaseIterable {
    /// The URL or request object cannot be read: bad percent-encoding, not JSON, not
    /// an object, `request_id` not a string, no event in the path.
    case malformedRequest = "malformed_request"
    /// A field the event requires is missing or has the wrong type.
    case invalidRequest = "invalid_request"
    /// The path names no event of the `app` domain.
    case unknownEvent = "unknown_event"
    /// The request URL is larger than the bridge accepts.
    case requestTooLarge = "request_too_large"
    /// The page is not the mini app's (see the access rules).
    case accessDenied = "access_denied"
    /// The host did not answer in time.
    case timedOut = "timed_out"
    /// The mini app closed before the host answered.
    case closed
    /// `switch_tab`/`set_tab_appearance` named a tab the app does not declare.
    case unknownTab = "unknown_tab"
    /// `switch_tab`/`set_tab_appearance` in an app without tabs.
    case noTabs = "no_tabs"
    /// `open_file`'s path is not http(s), `./` or `file:///`.
    case unsupportedPath = "unsupported_path"
    /// `open_file`'s path resolves outside the sender's root.
    case pathOutsideRoot = "path_outside_root"
    /// `open_file`'s file does not exist.
    case fileNotFound = "file_not_found"
    /// A host service failed.
    case hostError = "host_error"
}
