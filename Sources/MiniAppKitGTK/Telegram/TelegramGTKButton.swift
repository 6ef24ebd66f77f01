#if canImport(CWebKitGTK)
import CWebKitGTK
import MiniAppKit

/// One of the bottom buttons of a Telegram mini app (main or secondary) as a GTK
/// button: a label and a spinner for the progress, painted in the page's colours,
/// insensitive while inactive, hidden while the page hides it.
@MainActor
final class TelegramGTKButton {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let spinner: UnsafeMutablePointer<GtkWidget>
    private let style: GTKWidgetStyle
    /// The state drawn last.
    private(set) var shown = TelegramBottomButton()

    init() {
        widget = gtk_button_new()
        gtk_widget_set_no_show_all(widget, 1)
        gtk_widget_set_size_request(widget, -1, 44)
        let row: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
        gtk_widget_set_halign(row, GTK_ALIGN_CENTER)
        label = gtk_label_new(nil)
        spinner = gtk_spinner_new()
        gtk_widget_set_no_show_all(spinner, 1)
        gtk_box_pack_start(gtkCast(row, to: GtkBox.self), spinner, 0, 0, 0)
        gtk_box_pack_start(gtkCast(row, to: GtkBox.self), label, 0, 0, 0)
        gtk_container_add(miniapp_container(widget), row)
        gtk_widget_show(row)
        gtk_widget_show(label)
        style = GTKWidgetStyle(widget)
    }

    /// Draws `button` in `background` and `text` colours.
    func render(_ button: TelegramBottomButton, background: String, text: String) {
        shown = button
        gtk_label_set_text(gtkCast(label, to: GtkLabel.self), button.text)
        gtk_widget_set_sensitive(widget, button.isActive ? 1 : 0)
        gtk_widget_set_visible(spinner, button.isProgressVisible ? 1 : 0)
        if button.isProgressVisible { gtk_spinner_start(gtkCast(spinner, to: GtkSpinner.self)) } else { gtk_spinner_stop(gtkCast(spinner, to: GtkSpinner.self)) }
        gtk_widget_set_tooltip_text(widget, button.hasShineEffect ? "✨ \(button.text)" : nil)
        style.paint(background: button.color ?? background, text: button.textColor ?? text)
        gtk_widget_set_visible(widget, button.isVisible ? 1 : 0)
    }

    /// What the widget shows now.
    var rendered: RenderedTelegramChrome.Button {
        RenderedTelegramChrome.Button(
            isVisible: gtk_widget_get_visible(widget) != 0, text: swiftString(gtk_label_get_text(gtkCast(label, to: GtkLabel.self))) ?? "",
            isSensitive: gtk_widget_get_sensitive(widget) != 0, showsProgress: gtk_widget_get_visible(spinner) != 0, css: style.css)
    }
}

/// What the Telegram chrome's widgets show, for tests and transcripts.
package struct RenderedTelegramChrome: Equatable, Sendable {
    /// One bottom button as drawn.
    package struct Button: Equatable, Sendable {
        package var isVisible: Bool
        package var text: String
        package var isSensitive: Bool
        package var showsProgress: Bool
        package var css: String
    }

    package var isHeaderVisible: Bool
    package var title: String
    /// `Back` or `Close`.
    package var leadingButton: String
    package var isSettingsButtonVisible: Bool
    package var headerCSS: String
    package var isBottomBarVisible: Bool
    package var bottomBarCSS: String
    /// `horizontal` or `vertical`.
    package var bottomBarOrientation: String
    package var mainButton: Button
    package var secondaryButton: Button
    /// Whether the secondary button comes first in the bar (left of or above the main one).
    package var secondaryButtonFirst: Bool
}
#endif
