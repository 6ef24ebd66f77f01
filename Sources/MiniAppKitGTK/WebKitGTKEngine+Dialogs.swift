#if canImport(CWebKitGTK)
import CWebKitGTK
import Logging
import MiniAppKit

extension WebKitGTKEngine {
    /// `script-dialog`: answered at once, so `alert`/`confirm`/`prompt` never block a headless run.
    static let onScriptDialog: GCallback = unsafeBitCast(
        { (_: gpointer?, dialogArgument: OpaquePointer?, userDataArgument: gpointer?) -> gboolean in
            // GLib calls back on the loop thread, the main actor's: the pointers stay on it.
            nonisolated(unsafe) let (dialog, userData) = (dialogArgument, userDataArgument)
            return MainActor.assumeIsolated {
                guard let dialog, let engine = routeObject(userData, as: EngineRoute.self)?.engine else { return 1 }
                engine.answer(dialog)
                return 1  // handled: WebKit shows nothing
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
        let accepted = dialogHandler?(kind, message) ?? true
        log.info("script dialog answered", metadata: [
            "miniapp.dialog.kind": "\(kind)", "miniapp.dialog.message": "\(message)", "miniapp.dialog.accepted": "\(accepted)",
        ])
        switch kind {
        case .confirm, .beforeUnload:
            webkit_script_dialog_confirm_set_confirmed(dialog, accepted ? 1 : 0)
        case .prompt:
            let text = accepted ? webkit_script_dialog_prompt_get_default_text(dialog) : nil
            webkit_script_dialog_prompt_set_text(dialog, text)
        case .alert:
            break
        }
    }
}
#endif
