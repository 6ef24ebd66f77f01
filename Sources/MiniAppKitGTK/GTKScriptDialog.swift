#if canImport(CWebKitGTK)
import CWebKitGTK
import MiniAppKit

/// A page's `alert`, `confirm` or `prompt` as a real GTK 3 message dialog over the
/// engine's window, for a person to answer (interactive `miniapp open` and `miniapp dev`).
///
/// OK and, but for an alert, Cancel; a prompt has a text field holding its default
/// text, and Enter answers OK. Closing the dialog is Cancel (for an alert, OK: an alert
/// has no other answer).
@MainActor
enum GTKScriptDialog {
    /// Shows `dialog` and returns once it is answered.
    static func ask(_ dialog: ScriptDialog, over window: UnsafeMutablePointer<GtkWidget>) async -> ScriptDialogReply {
        let answer = await ask(kind: dialog.kind, message: dialog.message, defaultText: dialog.defaultText, over: window)
        return ScriptDialogReply(accepted: answer.accepted, text: answer.text)
    }

    /// Shows the dialog and returns once it is answered.
    private static func ask(kind: ScriptDialogKind, message: String, defaultText: String?, over window: UnsafeMutablePointer<GtkWidget>) async -> (accepted: Bool, text: String?) {
        let title: String = switch kind {
        case .alert: "Alert"
        case .confirm: "Confirm"
        case .prompt: "Prompt"
        case .beforeUnload: "Leave this page?"
        }
        guard let shown = GTKMessageDialog(text: message, title: title) else {
            return (kind == .alert, nil)
        }
        let (widget, dialog, messageDialog) = (shown.widget, shown.dialog, shown.messageDialog)
        if kind != .alert { _ = gtk_dialog_add_button(dialog, "_Cancel", GTK_RESPONSE_CANCEL.rawValue) }
        _ = gtk_dialog_add_button(dialog, "_OK", GTK_RESPONSE_OK.rawValue)
        gtk_dialog_set_default_response(dialog, GTK_RESPONSE_OK.rawValue)
        var entry: UnsafeMutablePointer<GtkWidget>?
        if kind == .prompt, let area = gtk_message_dialog_get_message_area(messageDialog), let field = gtk_entry_new() {
            let gtkEntry = UnsafeMutableRawPointer(field).assumingMemoryBound(to: GtkEntry.self)
            gtk_entry_set_text(gtkEntry, defaultText ?? "")
            gtk_entry_set_activates_default(gtkEntry, 1)
            gtk_container_add(UnsafeMutableRawPointer(area).assumingMemoryBound(to: GtkContainer.self), field)
            entry = field
        }
        shown.attach(to: window)
        var text: String?
        let answer = await GTKDialogRun.response(of: widget, automatic: nil) { response in
            guard response == GTK_RESPONSE_OK.rawValue, let entry else { return }
            text = swiftString(gtk_entry_get_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self)))
        }
        // Closed unanswered (its window went away): Cancel, but for an alert.
        let accepted = kind == .alert || answer?.response == GTK_RESPONSE_OK.rawValue
        if accepted, kind == .prompt, entry == nil { text = defaultText ?? "" }
        return (accepted, text)
    }
}
#endif
