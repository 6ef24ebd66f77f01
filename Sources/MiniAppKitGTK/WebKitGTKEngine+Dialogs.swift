#if canImport(CWebKitGTK)
import CWebKitGTK
import Logging
import MiniAppKit

extension WebKitGTKEngine {
    /// `script-dialog`, in the engine's view and in its browser windows: answered through
    /// ``scriptDialogs``, by the host's ``dialogPresenter``, a real GTK dialog over
    /// `window` when ``showsScriptDialogs`` is set, or at once (``dialogHandler``), so
    /// `alert`/`confirm`/`prompt` never block a headless run.
    static let onScriptDialog: GCallback = unsafeBitCast(
        { (_: gpointer?, dialogArgument: OpaquePointer?, userDataArgument: gpointer?) -> gboolean in
            // GLib calls back on the loop thread, the main actor's: the pointers stay on it.
            nonisolated(unsafe) let (dialog, userData) = (dialogArgument, userDataArgument)
            return MainActor.assumeIsolated {
                guard let dialog, let engine = routeObject(userData, as: EngineRoute.self)?.engine else { return 1 }
                engine.answer(dialog, over: engine.window)
                return 1  // handled: WebKit shows nothing of its own
            }
        } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean,
        to: GCallback.self
    )

    /// Answers WebKit's `dialog`, shown (if shown at all) over `window`: at once, or, for a
    /// presenter, once it answers, holding the dialog meanwhile (the page waits on it).
    func answer(_ native: OpaquePointer, over window: UnsafeMutablePointer<GtkWidget>?) {
        let message = swiftString(webkit_script_dialog_get_message(native)) ?? ""
        let kind: ScriptDialogKind = switch webkit_script_dialog_get_dialog_type(native) {
        case WEBKIT_SCRIPT_DIALOG_CONFIRM: .confirm
        case WEBKIT_SCRIPT_DIALOG_PROMPT: .prompt
        case WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM: .beforeUnload
        default: .alert
        }
        let defaultText = kind == .prompt ? swiftString(webkit_script_dialog_prompt_get_default_text(native)) ?? "" : nil
        let dialog = ScriptDialog(kind: kind, message: message, defaultText: defaultText)
        let presenter = isClosed ? nil : presenter(over: window)
        // A dialog answered later is held and closed then; one answered within the signal
        // is only given its answer (WebKit closes it when the signal returns).
        if presenter != nil { webkit_script_dialog_ref(native) }
        nonisolated(unsafe) let held = native
        scriptDialogs.answer(dialog, presenter: presenter, handler: isClosed ? nil : dialogHandler, report: { [weak self] in self?.report($0) }) { reply in
            Self.settle(held, kind: kind, reply: reply)
            if presenter != nil {
                webkit_script_dialog_close(held)
                webkit_script_dialog_unref(held)
            }
        }
    }

    /// Who shows a dialog: the host's presenter, else a GTK dialog over `window` when the
    /// engine shows dialogs; `nil` answers at once.
    private func presenter(over window: UnsafeMutablePointer<GtkWidget>?) -> ScriptDialogQueue.Presenter? {
        if let dialogPresenter { return dialogPresenter }
        guard showsScriptDialogs, let window else { return nil }
        nonisolated(unsafe) let parent = window
        return { dialog in await GTKScriptDialog.ask(dialog, over: parent) }
    }

    private func report(_ answer: ScriptDialogAnswer) {
        log.info("script dialog answered", metadata: [
            "miniapp.dialog.kind": "\(answer.kind)", "miniapp.dialog.message": "\(answer.message)",
            "miniapp.dialog.accepted": "\(answer.accepted)", "miniapp.dialog.by": "\(answer.answeredBy.rawValue)",
        ])
        onScriptDialog?(answer)
    }

    /// Gives WebKit the answer: what `confirm` returns, or `prompt`'s text (`NULL`: cancelled).
    private static func settle(_ dialog: OpaquePointer, kind: ScriptDialogKind, reply: ScriptDialogReply) {
        switch kind {
        case .confirm, .beforeUnload:
            webkit_script_dialog_confirm_set_confirmed(dialog, reply.accepted ? 1 : 0)
        case .prompt:
            webkit_script_dialog_prompt_set_text(dialog, reply.accepted ? reply.text ?? "" : nil)
        case .alert:
            break
        }
    }
}
#endif
