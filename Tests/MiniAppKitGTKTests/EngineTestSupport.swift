#if os(Linux)
import CWebKitGTK
import EngineConformance
import MiniAppKit
import MiniAppKitGTK

/// The conformance suite's harness for `WebKitGTKEngine`.
@MainActor
struct GTKHarness: EngineHarness {
    /// WebKitGTK's frame guard attributes an iframe's navigations to web addresses only;
    /// one to a call scheme or the app's own scheme it reports as the main frame's
    /// (docs/ARCHITECTURE.md, "Frame identity on WebKitGTK").
    let facts = EngineFacts(attributesNonWebNavigationsToTheirFrame: false)

    func makeEngine() throws -> WebKitGTKEngine {
        try WebKitGTKEngine(configuration: .init(title: "MiniAppKitGTK tests", isEphemeral: true))
    }

    func terminateWebProcess(of engine: WebKitGTKEngine) {
        engine.terminateWebProcess()
    }

    func setDialogHandler(_ handler: ((ScriptDialogKind, String) -> Bool)?, on engine: WebKitGTKEngine) {
        engine.dialogHandler = handler
    }

    func setDialogPresenter(_ presenter: (@MainActor (ScriptDialog) async -> ScriptDialogReply)?, on engine: WebKitGTKEngine) {
        engine.dialogPresenter = presenter
    }

    func observeDialogs(_ observer: ((ScriptDialogAnswer) -> Void)?, on engine: WebKitGTKEngine) {
        engine.onScriptDialog = observer
    }

    func openBrowserWindowCount(of engine: WebKitGTKEngine) -> Int {
        engine.openBrowserWindowCount
    }

    func webViewProbe(of engine: WebKitGTKEngine) -> @MainActor () -> Bool {
        let probe = GObjectProbe(engine.webViewObject)
        return { probe.isAlive }
    }
}

/// A GObject weak pointer (`g_object_add_weak_pointer`): whether the object is finalized,
/// without keeping it.
@MainActor
final class GObjectProbe {
    private let cell = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)

    init(_ object: UnsafeMutableRawPointer) {
        cell.initialize(to: object)
        g_object_add_weak_pointer(object.assumingMemoryBound(to: GObject.self), cell)
    }

    var isAlive: Bool { cell.pointee != nil }

    isolated deinit {
        if let object = cell.pointee { g_object_remove_weak_pointer(object.assumingMemoryBound(to: GObject.self), cell) }
        cell.deallocate()
    }
}

/// Starts the loop (Xvfb when there is no display), then runs `check` on the main actor,
/// which is now the loop's thread.
///
/// Nonisolated on purpose: ``GLibMainLoop/attach(display:)`` must run before the test
/// enters the main actor (see its documentation).
func runOnGTK(_ check: EngineCheck) async throws {
    try await GLibMainLoop.attach()
    try await runOnMain(check)
}

@MainActor
private func runOnMain(_ check: EngineCheck) async throws {
    try await check.run(GTKHarness())
}

/// Starts the loop, runs `body` with a fresh engine on the main actor, and closes the
/// engine afterwards: for the GTK-only tests. Its delegate cancels navigations to
/// `liquidstate:` and the web, as a dialect and the display would.
func withEngine(
    _ body: @MainActor (WebKitGTKEngine, RecordingDelegate) async throws -> Void
) async throws {
    try await GLibMainLoop.attach()
    try await runOnMain(body)
}

@MainActor
private func runOnMain(_ body: @MainActor (WebKitGTKEngine, RecordingDelegate) async throws -> Void) async throws {
    try await GTKHarness().withEngine { engine, delegate in
        delegate.cancelledSchemes = ["liquidstate", "http", "https"]
        try await body(engine, delegate)
    }
}
#endif
