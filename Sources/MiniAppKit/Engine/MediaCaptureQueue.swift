import Foundation
package import Logging

/// The page's camera and microphone requests an engine has put to its delegate and not
/// yet answered: the one path both engines take (docs/ARCHITECTURE.md, "Camera and
/// microphone"), so each answers every request exactly once, whatever closes first.
///
/// An engine hands over how to answer its native request (WebKitGTK's permission
/// request, WKWebView's decision handler); the queue asks the delegate from a task and
/// answers with its decision, or denies at once what no delegate can decide. Closing
/// the engine denies what still waits (``denyAll()``), and a decision arriving after
/// that is dropped.
@MainActor
package final class MediaCaptureQueue {
    private var waiting: [UUID: @MainActor (Bool) -> Void] = [:]

    /// An empty queue.
    package init() {}

    /// How many requests wait for the delegate's answer (tests).
    package var count: Int { waiting.count }

    /// Asks `delegate` whether `engine`'s page may capture `request.devices`, and calls
    /// `answer` with the decision exactly once; denies (and logs why) a request from a
    /// closed engine, one naming no device this engine offers, or one no delegate decides.
    package func decide(
        _ request: MediaCaptureRequest, of engine: any WebEngine, isClosed: Bool, delegate: (any WebEngineDelegate)?, log: Logger,
        answer: @escaping @MainActor (Bool) -> Void
    ) {
        guard !isClosed, !request.devices.isEmpty, let delegate else {
            let reason = isClosed ? "the engine is closed" : request.devices.isEmpty ? "no device this engine offers" : "no delegate decides it"
            log.info("media capture denied: \(reason)")
            answer(false)
            return
        }
        let id = UUID()
        waiting[id] = answer
        Task { @MainActor [weak engine, weak delegate] in
            var allowed = false
            if let engine, let delegate { allowed = await delegate.webEngine(engine, decideMediaCapture: request) }
            // Gone already when the engine closed meanwhile: it was denied then.
            self.waiting.removeValue(forKey: id)?(allowed && engine != nil)
        }
    }

    /// Denies every request still waiting: the page is going away.
    package func denyAll() {
        let answers = waiting.values
        waiting.removeAll()
        for answer in answers { answer(false) }
    }
}
