#if canImport(WebKit)
import WebKit

/// One of the page's camera or microphone requests while its answer is decided: WebKit's
/// decision handler, called exactly once.
///
/// WebKit keeps the page's `getUserMedia` promise pending until the handler is called,
/// so every path answers: the delegate's decision, or a denial when the engine closes
/// first. A second answer (the delegate's, after the close) does nothing.
@MainActor
final class PendingMediaCapture {
    /// WebKit's `decisionHandler`, `nil` once called.
    private var decisionHandler: (@MainActor @Sendable (WKPermissionDecision) -> Void)?

    /// Holds `decisionHandler` until ``answer(allow:)``.
    init(_ decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void) {
        self.decisionHandler = decisionHandler
    }

    /// Grants or denies the request, the first time only; never `.prompt`, which would
    /// hand the decision back to WebKit's own prompt and past the host.
    func answer(allow: Bool) {
        guard let decisionHandler else { return }
        self.decisionHandler = nil
        decisionHandler(allow ? .grant : .deny)
    }
}
#endif
