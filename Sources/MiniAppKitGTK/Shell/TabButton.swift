#if canImport(CWebKitGTK)
import CWebKitGTK
import MiniAppKit

/// One tab's button in the bar: an icon over a title, pressed while the tab is selected.
///
/// A `GtkToggleButton` holding a vertical box with an icon slot and a label, the way a
/// phone's tab bar draws its items. The icon is a `GtkImage` for a theme icon name or a
/// `GtkLabel` with Pango markup for a glyph of an icon font. The button is excluded from
/// `gtk_widget_show_all`, so a hidden tab stays hidden when the window is shown.
@MainActor
final class TabButton {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let iconSlot: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private var iconWidget: UnsafeMutablePointer<GtkWidget>?
    private var icon: TabAppearance.Icon?

    /// Builds the button showing `appearance` (whose fields are all set).
    init(appearance: TabAppearance) {
        widget = gtk_toggle_button_new()
        gtk_button_set_relief(gtkCast(widget, to: GtkButton.self), GTK_RELIEF_NONE)
        gtk_widget_set_no_show_all(widget, 1)
        gtk_widget_set_can_focus(widget, 0)
        let column: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
        iconSlot = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_set_halign(iconSlot, GTK_ALIGN_CENTER)
        gtk_widget_set_size_request(iconSlot, -1, 24)
        label = gtk_label_new(nil)
        gtk_label_set_ellipsize(gtkCast(label, to: GtkLabel.self), PANGO_ELLIPSIZE_END)
        gtk_box_pack_start(gtkCast(column, to: GtkBox.self), iconSlot, 0, 0, 0)
        gtk_box_pack_start(gtkCast(column, to: GtkBox.self), label, 0, 0, 0)
        gtk_container_add(miniapp_container(widget), column)
        gtk_widget_show_all(column)
        render(appearance)
    }

    /// Shows `appearance`; the icon widget is rebuilt only when the icon changed.
    func render(_ appearance: TabAppearance) {
        gtk_label_set_text(gtkCast(label, to: GtkLabel.self), appearance.title ?? "")
        if appearance.icon != icon {
            replaceIcon(with: appearance.icon)
        }
        gtk_widget_set_visible(widget, appearance.hidden == true ? 0 : 1)
    }

    var isActive: Bool {
        get { gtk_toggle_button_get_active(gtkCast(widget, to: GtkToggleButton.self)) != 0 }
        set { gtk_toggle_button_set_active(gtkCast(widget, to: GtkToggleButton.self), newValue ? 1 : 0) }
    }

    /// What the widgets show now.
    func rendered(id: String) -> RenderedTab {
        RenderedTab(
            id: id,
            title: swiftString(gtk_label_get_text(gtkCast(label, to: GtkLabel.self))) ?? "",
            icon: renderedIcon(),
            isVisible: gtk_widget_get_visible(widget) != 0,
            isActive: isActive
        )
    }

    private func replaceIcon(with newIcon: TabAppearance.Icon?) {
        if let iconWidget { gtk_widget_destroy(iconWidget) }
        iconWidget = nil
        icon = newIcon
        guard let newIcon else { return }
        let made: UnsafeMutablePointer<GtkWidget>?
        switch newIcon {
        case .named(let name):
            made = gtk_image_new_from_icon_name(name, GTK_ICON_SIZE_LARGE_TOOLBAR)
        case .glyph(let font, let codePoint):
            made = gtk_label_new(nil)
            if let made { gtk_label_set_markup(gtkCast(made, to: GtkLabel.self), Self.glyphMarkup(font: font, codePoint: codePoint)) }
        }
        guard let made else { return }
        gtk_box_pack_start(gtkCast(iconSlot, to: GtkBox.self), made, 0, 0, 0)
        gtk_widget_show(made)
        iconWidget = made
    }

    private func renderedIcon() -> RenderedTab.Icon {
        guard let iconWidget else { return .none }
        if gtkIsA(iconWidget, gtk_image_get_type()) {
            var name: UnsafePointer<gchar>?
            gtk_image_get_icon_name(gtkCast(iconWidget, to: GtkImage.self), &name, nil)
            return .themed(swiftString(name) ?? "")
        }
        let glyph = gtkCast(iconWidget, to: GtkLabel.self)
        return .glyph(text: swiftString(gtk_label_get_text(glyph)) ?? "", markup: swiftString(gtk_label_get_label(glyph)) ?? "")
    }

    /// Pango markup showing one glyph of `font` (a font family; Pango falls back to
    /// another font when it is not installed). A code point that is not a Unicode scalar
    /// shows U+FFFD.
    static func glyphMarkup(font: String, codePoint: UInt32) -> String {
        let glyph = Unicode.Scalar(codePoint).map { String(Character($0)) } ?? "\u{FFFD}"
        return "<span font_family=\"\(markupEscaped(font))\" size=\"x-large\">\(markupEscaped(glyph))</span>"
    }

    /// Escapes text for Pango markup (what `g_markup_escape_text` does).
    static func markupEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
#endif
