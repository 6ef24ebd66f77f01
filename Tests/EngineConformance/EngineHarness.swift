package import MiniAppKit

/// What the conformance suite needs from one engine beyond the `WebEngine` seam: each
/// engine's test target implements it once (`GTKHarness`, `WKHarness`).
///
/// The seam has no way to end a web process, to answer dialogs or to count browser
/// windows (engine API, not the display's), so the harness does those; and it declares
/// the few ``EngineFacts`` in which engines may differ, so that a check asserts each
/// engine's documented behaviour instead of skipping it.
@MainActor
package protocol EngineHarness {
    associatedtype Engine: WebEngine

    /// Where this engine knowingly differs; the checks read these and nothing else.
    var facts: EngineFacts { get }

    /// A fresh engine, nothing loaded, its storage discarded with it.
    func makeEngine() throws -> Engine

    /// Closes an engine a check made (it may already be closed).
    func close(_ engine: Engine)

    /// Ends the engine's web content process, as a crash or the system reclaiming
    /// memory would; the engine should then report `LoadEvent.webProcessTerminated`.
    func terminateWebProcess(of engine: Engine) throws

    /// Sets the engine's `dialogHandler` (`nil`: every dialog accepted).
    func setDialogHandler(_ handler: ((ScriptDialogKind, String) -> Bool)?, on engine: Engine)

    /// Sets the engine's `dialogPresenter` (`nil`: none).
    func setDialogPresenter(_ presenter: (@MainActor (ScriptDialog) async -> ScriptDialogReply)?, on engine: Engine)

    /// Sets the engine's `onScriptDialog`, which hears every dialog's answer.
    func observeDialogs(_ observer: ((ScriptDialogAnswer) -> Void)?, on engine: Engine)

    /// How many browser windows (`WebEngine.showBrowserWindow(_:)`) the engine has open:
    /// the seam does not say, and a window left open is a leak the user sees.
    func openBrowserWindowCount(of engine: Engine) -> Int

    /// Whether the engine's web view object (`WKWebView`, `WebKitWebView`) still exists,
    /// asked later, without keeping it or the engine: a web view that outlives its closed
    /// engine keeps its page, its web content process and whatever it plays or captures.
    func webViewProbe(of engine: Engine) -> @MainActor () -> Bool
}

extension EngineHarness {
    package func close(_ engine: Engine) {
        engine.close()
    }

    /// Runs `body` with a fresh engine whose delegate records everything, and closes the
    /// engine afterwards, whatever `body` does.
    package func withEngine(_ body: @MainActor (Engine, RecordingDelegate) async throws -> Void) async throws {
        let engine = try makeEngine()
        let delegate = RecordingDelegate()
        engine.delegate = delegate
        defer { close(engine) }
        try await body(engine, delegate)
    }
}

/// The documented ways an engine differs, which the checks must respect. Kept few and
/// explicit: every fact names the check that reads it and the document that explains it.
package struct EngineFacts: Sendable, Equatable {
    /// Whether every navigation an iframe starts is reported with `isMainFrame == false`,
    /// whatever its scheme.
    ///
    /// WKWebView names the frame of every navigation (`WKNavigationAction.targetFrame`,
    /// and for a call scheme `sourceFrame`). WebKitGTK's policy decisions name none: its
    /// frame guard hears of an iframe's navigations to web addresses (`http`, `https`)
    /// through the Navigation API and attributes those; an iframe's navigation to any
    /// other scheme, a call scheme (`WebEngine.addCallScheme`) or the mini app's own, it
    /// reports as the main frame's, the stricter case (`docs/ARCHITECTURE.md`, "Frame
    /// identity on WebKitGTK"). Read by
    /// ``EngineConformance/callSchemeNavigationsNameTheFrameThatStartedThem(_:)`` and
    /// ``EngineConformance/iframeNavigationsAreNotTheMainFrames(_:)``.
    package var attributesNonWebNavigationsToTheirFrame: Bool

    package init(attributesNonWebNavigationsToTheirFrame: Bool) {
        self.attributesNonWebNavigationsToTheirFrame = attributesNonWebNavigationsToTheirFrame
    }
}
