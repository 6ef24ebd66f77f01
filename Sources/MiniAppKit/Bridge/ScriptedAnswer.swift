/// An answer given in place of the host's own for one action: what a test or a host
/// profile scripts to see how a mini app copes with a value, a failure or a slow host.
///
/// The bridge applies it after the access gate, so a scripted action is still refused
/// where the real one would be. It works for every dialect with replies, in that
/// dialect's own wire form (``Dialect/reply(scripted:to:)``), and for actions the dialect
/// does not know yet (a newer SDK's), which is how a test fakes them.
package struct ScriptedAnswer: Sendable, Equatable {
    /// What the page receives.
    package enum Outcome: Sendable, Equatable {
        /// A success with this value: a JSON string is sent as the text itself (the
        /// `miniapp` dialect's replies are text), anything else as JSON.
        case value(JSONValue)
        /// A failure: for `miniapp` the error text (a string) or error object
        /// (`{"type": …, "message": …}`); for `wallet` `{type, description?, data?}`;
        /// for `liquidstate` `{type, message}`.
        case error(JSONValue)
    }

    /// What to answer; `nil` answers with the host's own reply, after ``delay``.
    package var outcome: Outcome?
    /// How long to wait before answering (within the bridge's timeout).
    package var delay: Duration?

    package init(outcome: Outcome?, delay: Duration? = nil) {
        self.outcome = outcome
        self.delay = delay
    }
}
