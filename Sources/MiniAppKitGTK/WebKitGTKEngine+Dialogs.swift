#if canImport(CWebKitGTK)
import CWebKitGTK
import Logging
import MiniAppKit

extension WebKitGTKEngine {
    /// `script-dialog`: answered at once (``dialogHandler``), so `alert`/`confirm`/`prompt`
    /// never block a headless run, or shown as a real GTK dialog when
    /// ``showsScriptDialogs`` is set and the engine has a window.
    static let onScriptDialog: GCallback = unsafeBitCast(
        { (_: gpointer?, dialogArgument: OpaquePointer?, userDataArgument: gpointer?) -> gboolean in
            // GLib calls back on the loop thread, the main actor's: the pointers stay on it.
            nonisolated(unsafe) let (dialog, userData) = (dialogArgument, userDataArgument)
            return MainActor.assumeIsolated {
                guard let dialog, let engine = routeObject(userData, as: EngineRoute.self)?.engine else { return 1 }
                engine.answer(dialog)
                return 1  // handled: WebKit shows nothing of its own
            }
        } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean,
        to: GCallback.self
    )

    private func answer(_ dialog: OpaquePointer) {
        let message = swiftString(webkit_script_dialog_get_message(dialog)) ?? ""
        let kind: ScriptDialogKind
        switch webkit_script_dialog_get_dialog_type(dialog) {
        case WEBKIT_SCRIPT_DIALOG_CONFIRM: kind = .confirm
        case WEBKIT_SCRIPT_DIALOG_PROMPT: kind = .prompt
        case WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM: kind = .beforeUnload
        default: kind = .alert
        }
        let defaultText = kind == .prompt ? swiftString(webkit_script_dialog_prompt_get_default_text(dialog)) : nil
        if showsScriptDialogs, let window {
            // The page waits (WebKit keeps the dialog open) until the person answers;
            // the main loop runs on meanwhile.
            webkit_script_dialog_ref(dialog)
            nonisolated(unsafe) let held = dialog
            Task { @MainActor [weak self] in
                let reply = await GTKScriptDialog.ask(kind: kind, message: message, defaultText: defaultText, over: window)
                Self.settle(held, kind: kind, accepted: reply.accepted, text: reply.text)
                webkit_script_dialog_close(held)
                webkit_script_dialog_unref(held)
                self?.report(ScriptDialogAnswer(kind: kind, message: message, defaultText: defaultText, accepted: reply.accepted, text: reply.text, answeredBy: .user))
            }
            return
        }
        // The handler hears every dialog; an alert has only one answer.
        let decision = dialogHandler?(kind, message) ?? true
        let accepted = kind == .alert || decision
        let text = kind == .prompt && accepted ? defaultText ?? "" : nil
        Self.settle(dialog, kind: kind, accepted: accepted, text: text)
        report(ScriptDialogAnswer(kind: kind, message: message, defaultText: defaultText, accepted: accepted, text: text, answeredBy: .automatic))
    }

    private func report(_ answer: ScriptDialogAnswer) {
        log.info("script dialog answered", metadata: [
            "miniapp.dialog.kind": "\(answer.kind)", "miniapp.dialog.message": "\(answer.message)",
            "miniapp.dialog.accepted": "\(answer.accepted)", "miniapp.dialog.by": "\(answer.answeredBy.rawValue)",
        ])
        onScriptDialog?(answer)
    }

    /// Gives WebKit the answer: what `confirm` returns, or `prompt`'s text (`NULL`: cancelled).
    private static func settle(_ dialog: OpaquePointer, kind: ScriptDialogKind, accepted: Bool, text: String?) {
        switch kind {
        case .confirm, .beforeUnload:
            webkit_script_dialog_confirm_set_confirmed(dialog, accepted ? 1 : 0)
        case .prompt:
            webkit_script_dialog_prompt_set_text(dialog, accepted ? (text ?? "") : nil)
        case .alert:
            break
        }
    }
}
#endif
