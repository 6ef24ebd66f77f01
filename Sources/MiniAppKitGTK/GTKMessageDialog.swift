#if canImport(CWebKitGTK)
import CWebKitGTK

/// A GTK 3 message dialog, the one widget both of the engine's dialogs are made of
/// (``GTKConfirmationDialog`` for the host's questions, `GTKScriptDialog` for the page's).
struct GTKMessageDialog {
    /// The dialog as the three GTK types its calls take.
    let widget: UnsafeMutablePointer<GtkWidget>
    let dialog: UnsafeMutablePointer<GtkDialog>
    let messageDialog: UnsafeMutablePointer<GtkMessageDialog>

    /// A dialog showing `text` (escaped, never read as markup) with window title `title`.
    /// gtk_message_dialog_new is variadic (not callable from Swift): the widget is built
    /// from its type and its texts set one by one.
    init?(text: String, title: String) {
        guard let object = g_object_new_with_properties(gtk_message_dialog_get_type(), 0, nil, nil) else { return nil }
        widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        dialog = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkDialog.self)
        messageDialog = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkMessageDialog.self)
        if let markup = g_markup_escape_text(text, -1) {
            gtk_message_dialog_set_markup(messageDialog, markup)
            g_free(markup)
        }
        gtk_window_set_title(miniapp_window(widget), title)
    }

    /// Keeps the dialog over `parent`: modal to it, and destroyed with it.
    func attach(to parent: UnsafeMutablePointer<GtkWidget>) {
        gtk_window_set_transient_for(miniapp_window(widget), miniapp_window(parent))
        gtk_window_set_destroy_with_parent(miniapp_window(widget), 1)
        gtk_window_set_modal(miniapp_window(widget), 1)
    }
}
#endif
