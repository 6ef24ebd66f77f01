#if canImport(WebKit)
import Logging
import MiniAppKit
import WebKit

// The page's `alert`, `confirm` and `prompt`, in the mini app's web view and in its
// browser windows' (``WKBrowserWindow``): one path, through the engine's
// `ScriptDialogQueue`, so each is answered exactly once and recorded as on WebKitGTK
// (docs/ARCHITECTURE.md, "Dialogs").

extension WKWebViewEngine {
    /// Answers `dialog`, opened in `webView`, by `engine`'s rules; with no engine (gone,
    /// or closed) as a dismissed dialog, at once.
    static func answer(
        _ dialog: ScriptDialog, by engine: WKWebViewEngine?, in webView: WKWebView, settle: @escaping @MainActor (ScriptDialogReply) -> Void
    ) {
        guard let engine, !engine.isClosed else {
            settle(ScriptDialogReply.dismissed(dialog.kind))
            return
        }
        engine.scriptDialogs.answer(
            dialog, presenter: engine.presenter(in: webView), handler: engine.dialogHandler,
            report: { [weak engine] in engine?.report($0) }, settle: settle)
    }

    /// Who shows a dialog opened in `webView`: the host's presenter, else the platform's
    /// alert when the engine shows dialogs and the web view is in a window; `nil` answers
    /// at once.
    private func presenter(in webView: WKWebView) -> ScriptDialogQueue.Presenter? {
        if let dialogPresenter { return dialogPresenter }
        guard showsScriptDialogs else { return nil }
        return ScriptAlert.presenter(over: webView)
    }

    private func report(_ answer: ScriptDialogAnswer) {
        log.info("script dialog answered", metadata: [
            "miniapp.dialog.kind": "\(answer.kind)", "miniapp.dialog.message": "\(answer.message)",
            "miniapp.dialog.accepted": "\(answer.accepted)", "miniapp.dialog.by": "\(answer.answeredBy.rawValue)",
        ])
        onScriptDialog?(answer)
    }
}
#endif
