package import Foundation
package import MiniAppKit

/// Records everything an engine reports, and answers navigations and replies as told.
@MainActor
package final class RecordingDelegate: WebEngineDelegate {
    package var messages: [EngineMessage] = []
    /// Whether each message in ``messages`` came with a reply, in order.
    package var carriedReplies: [Bool] = []
    package var actions: [NavigationAction] = []
    package var events: [LoadEvent] = []
    package var closed = false
    /// Navigations to these schemes are cancelled, as a dialect listening on them would.
    package var cancelledSchemes: Set<String> = []
    /// Decides navigations instead of ``cancelledSchemes`` when set.
    package var policy: ((NavigationAction) -> NavigationDecision)?
    /// Answers reply-handler messages; `nil` drops the reply unanswered.
    package var answer: (MessageBody) -> ScriptMessageReply.Value? = { _ in nil }

    package init() {}

    package func webEngine(_ engine: any WebEngine, didReceive message: EngineMessage) {
        // Recorded without its reply: a kept reply would keep the page's Promise pending.
        var recorded = message
        recorded.reply = nil
        messages.append(recorded)
        carriedReplies.append(message.reply != nil)
        if let reply = message.reply, let value = answer(message.body) { reply.settle(value) }
    }

    package func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) -> NavigationDecision {
        actions.append(action)
        if let policy { return policy(action) }
        return cancelledSchemes.contains(action.url.scheme?.lowercased() ?? "") ? .cancel : .allow
    }

    package func webEngine(_ engine: any WebEngine, didChange event: LoadEvent) {
        events.append(event)
    }

    package func webEngineDidClose(_ engine: any WebEngine) {
        closed = true
    }

    package var finishedLoads: Int {
        events.filter { if case .finished = $0 { true } else { false } }.count
    }

    /// The `.failed` events so far.
    package var failures: [LoadEvent] {
        events.filter { if case .failed = $0 { true } else { false } }
    }

    /// The messages posted to `handler`.
    package func messages(to handler: String) -> [EngineMessage] {
        messages.filter { $0.handler == handler }
    }
}

extension LoadEvent {
    /// The URL the event names.
    package var url: URL? {
        switch self {
        case .started(let url), .committed(let url), .finished(let url), .failed(let url, _), .webProcessTerminated(let url):
            url
        }
    }
}
