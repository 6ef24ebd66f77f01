/// Settles the Promise that `postMessage` returned in the sending frame.
///
/// The reply-promise path (WebKitGTK's `script-message-with-reply-received`, iOS's
/// `WKScriptMessageHandlerWithReply`) answers in one hop, in the frame that asked,
/// without a second `evaluateJavaScript`. A reply settles once; later calls are
/// ignored. An engine settles a reply that is dropped unanswered with `null`, so a
/// Promise is never left pending by accident.
@MainActor
package final class ScriptMessageReply {
    /// What the Promise settles with.
    package enum Value: Sendable, Equatable {
        /// Resolve with a JavaScript string.
        case string(String)
        /// Resolve with the value of this JSON text.
        case json(String)
        /// Resolve with `null`.
        case null
        /// Reject with this message.
        case error(String)
    }

    private var send: ((Value) -> Void)?

    /// - Parameter send: called at most once, by the engine adapter, to deliver the value.
    package init(send: @escaping (Value) -> Void) {
        self.send = send
    }

    /// Whether the Promise has been settled.
    package var isSettled: Bool { send == nil }

    /// Settles the Promise; does nothing if it already is.
    package func settle(_ value: Value) {
        guard let send else { return }
        self.send = nil
        send(value)
    }

    /// Gives up the Promise without settling it, because the answer goes another way
    /// (a batch reply already sent): from now on ``isSettled`` is true.
    func expire() {
        send = nil
    }

    isolated deinit {
        settle(.null)
    }
}
