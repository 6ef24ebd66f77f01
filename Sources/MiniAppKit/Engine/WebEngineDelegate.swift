import Foundation

/// What an engine reports to its owner: messages, navigation decisions and load events.
///
/// The bridge is the usual delegate. All methods run on the main actor, inside the
/// engine's callback, so a delegate must not block.
@MainActor
package protocol WebEngineDelegate: AnyObject {
    /// A page posted `body` to a registered message handler.
    func webEngine(_ engine: any WebEngine, didReceive message: EngineMessage)

    /// The page wants to navigate a frame (sub-resource loads such as `fetch` never get here).
    ///
    /// Every frame navigation is asked, including to custom schemes the engine serves itself;
    /// the default allows it.
    func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) -> NavigationDecision

    /// The main frame started, committed, finished or failed a load.
    func webEngine(_ engine: any WebEngine, didChange event: LoadEvent)

    /// The engine closed (the window went away or `close()` was called).
    func webEngineDidClose(_ engine: any WebEngine)

    /// The page asks to capture from the camera or microphone (`getUserMedia`): `true`
    /// allows the whole request, `false` denies it (the page's promise rejects with
    /// `NotAllowedError`).
    ///
    /// The engine asks from a task of its own, so the answer may take as long as a
    /// person needs; an engine that closes first denies the request itself, and ignores
    /// the late answer. The default denies, as engines did before they asked.
    func webEngine(_ engine: any WebEngine, decideMediaCapture request: MediaCaptureRequest) async -> Bool
}

extension WebEngineDelegate {
    package func webEngine(_ engine: any WebEngine, decidePolicyFor action: NavigationAction) -> NavigationDecision {
        .allow
    }
    package func webEngine(_ engine: any WebEngine, didChange event: LoadEvent) {}
    package func webEngineDidClose(_ engine: any WebEngine) {}
    package func webEngine(_ engine: any WebEngine, decideMediaCapture request: MediaCaptureRequest) async -> Bool { false }
}
