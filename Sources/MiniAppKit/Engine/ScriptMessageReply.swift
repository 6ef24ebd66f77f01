import Foundation

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

    /// Unsafe only for ``deinit``, which reads it once nothing else can (see there).
    nonisolated(unsafe) private var send: ((Value) -> Void)?

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

    #if os(Linux)
    isolated deinit {
        settle(.null)
    }
    #else
    /// Settles a dropped reply with `null` on the main actor.
    ///
    /// Every holder of a reply lives on the main actor, so its last release happens
    /// there, on the main thread; `isolated deinit` would say so to the compiler, but on
    /// Apple platforms it needs macOS 15.4 / iOS 18.4, newer than the SDK's deployment
    /// target. A release elsewhere still settles, a turn of the main queue later.
    deinit {
        guard let send else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { send(.null) }
        } else {
            nonisolated(unsafe) let unsent = send
            DispatchQueue.main.async { MainActor.assumeIsolated { unsent(.null) } }
        }
    }
    #endif
}
