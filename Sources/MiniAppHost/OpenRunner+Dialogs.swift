#if os(Linux)
import Foundation
import MiniAppKit
import MiniAppKitGTK

extension OpenRunner {
    /// Records the page's `alert`/`confirm`/`prompt` in the transcript; in an interactive
    /// run (``isInteractive(headless:)``) a person answers them in GTK dialogs, otherwise
    /// they are answered automatically (alert dismissed, confirm OK, prompt its default text).
    @MainActor
    static func wireDialogs(of engine: WebKitGTKEngine, to session: MiniAppSession, interactive: Bool) {
        engine.showsScriptDialogs = interactive
        engine.onScriptDialog = { [weak session] answer in session?.record(answer) }
    }
}
#endif
