#if canImport(CWebKitGTK)
import CWebKitGTK
import MiniAppKit

extension GTKBrowserWindow {
    /// `script-dialog`: a browser window's page asks as the mini app's page does, through
    /// its engine (its presenter, its GTK dialogs over this window, its automatic answers
    /// and its `onScriptDialog`), so every dialog is answered and recorded alike. With the
    /// engine gone, the dialog is answered at once as a dismissed one.
    static let onScriptDialog: GCallback = unsafeBitCast(
        { (_: gpointer?, dialogArgument: OpaquePointer?, userDataArgument: gpointer?) -> gboolean in
            nonisolated(unsafe) let (dialog, userData) = (dialogArgument, userDataArgument)
            return MainActor.assumeIsolated {
                guard let dialog else { return 1 }
                guard let browser = routeObject(userData, as: WindowRoute.self)?.window, let engine = browser.dialogEngine else {
                    switch webkit_script_dialog_get_dialog_type(dialog) {
                    case WEBKIT_SCRIPT_DIALOG_PROMPT: webkit_script_dialog_prompt_set_text(dialog, nil)
                    case WEBKIT_SCRIPT_DIALOG_CONFIRM, WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM: webkit_script_dialog_confirm_set_confirmed(dialog, 0)
                    default: break
                    }
                    return 1
                }
                engine.answer(dialog, over: browser.isClosed ? nil : browser.window)
                return 1  // handled: WebKit shows nothing of its own
            }
        } as @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean,
        to: GCallback.self
    )
}
#endif
