#if canImport(CWebKitGTK)
import CWebKitGTK

/// Colours one widget with CSS of its own (a provider on the widget's style context
/// only), as the Telegram chrome paints its header, bottom bar and buttons in the page's
/// colours.
@MainActor
final class GTKWidgetStyle {
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    /// The CSS last applied, to skip reloading the same.
    private(set) var css = ""

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        provider = gtk_css_provider_new()
        gtk_style_context_add_provider(gtk_widget_get_style_context(widget), OpaquePointer(provider),
                                       guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    isolated deinit {
        g_object_unref(provider)
    }

    /// Paints the widget's background and text; `nil` leaves the theme's.
    func paint(background: String?, text: String? = nil) {
        var rules: [String] = []
        if let background { rules += ["background-image: none", "background-color: \(background)"] }
        if let text { rules.append("color: \(text)") }
        let css = rules.isEmpty ? "" : "* { " + rules.joined(separator: "; ") + "; }"
        guard css != self.css else { return }
        self.css = css
        gtk_css_provider_load_from_data(provider, css, -1, nil)
    }
}
#endif
