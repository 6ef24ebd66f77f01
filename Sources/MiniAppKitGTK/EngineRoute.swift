#if canImport(CWebKitGTK)
/// The `user_data` of the web view's and window's signals: a weak way back to the engine.
///
/// GLib retains the route for as long as a handler is connected; the route holds the
/// engine weakly, so the engine's lifetime stays with its owner, never with WebKit.
@MainActor
final class EngineRoute {
    weak var engine: WebKitGTKEngine?

    init(engine: WebKitGTKEngine) {
        self.engine = engine
    }
}
#endif
