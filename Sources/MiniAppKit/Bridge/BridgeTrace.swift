/// Something the bridge did, reported to an observer (the transcript, tests).
package enum BridgeTrace: Sendable {
    /// A call arrived and was decoded; `body` is the raw message as the page sent it.
    case call(dialect: String, id: String?, action: String, handler: String, body: String?)
    /// A call was answered (or, for `status == .none`, deliberately left open).
    case reply(dialect: String, id: String?, action: String?, status: ReplyStatus, value: String?)
    /// The access gate refused a call.
    case denied(dialect: String, id: String?, action: String?, handler: String, rule: AccessRule, message: String)
    /// A message could not be run (malformed, unknown action, timeout…).
    case failed(dialect: String, id: String?, action: String?, code: String, message: String)
    /// The host pushed an event to the page.
    case event(dialect: String, name: String, detail: String?)
    /// The page wrote to the console.
    case console(level: String, text: String)
    /// A one-way notification from the page.
    case notification(dialect: String, name: String)
    /// The page had a JavaScript error (``ScriptErrorEndpoint``).
    case scriptError(ScriptError)
}
