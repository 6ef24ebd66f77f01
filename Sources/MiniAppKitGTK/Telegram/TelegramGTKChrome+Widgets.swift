#if canImport(CWebKitGTK)
import CWebKitGTK
import MiniAppKit

extension TelegramGTKChrome {
    /// Puts `view` between the header and the bottom bar, where it was: in the engine's
    /// window, or under the same name in the tab shell's stack.
    func buildWidgets(around view: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_no_show_all(header, 1)
        gtk_widget_set_no_show_all(bottomBar, 1)
        gtk_widget_set_no_show_all(settingsButton, 1)
        gtk_widget_set_no_show_all(leadingButton, 1)
        gtk_widget_set_tooltip_text(settingsButton, "Settings")
        for widget in [header, bottomBar] {
            gtk_widget_set_margin_start(widget, 6)
            gtk_widget_set_margin_end(widget, 6)
        }
        gtk_widget_set_margin_top(header, 4)
        gtk_widget_set_margin_bottom(header, 4)
        gtk_container_set_border_width(miniapp_container(bottomBar), 6)
        gtk_box_set_homogeneous(gtkCast(bottomBar, to: GtkBox.self), 1)
        gtk_label_set_ellipsize(gtkCast(titleLabel, to: GtkLabel.self), PANGO_ELLIPSIZE_END)
        gtk_widget_show(titleLabel)
        let headerBox = gtkCast(header, to: GtkBox.self)
        gtk_box_pack_start(headerBox, leadingButton, 0, 0, 0)
        gtk_box_pack_start(headerBox, titleLabel, 1, 1, 0)
        gtk_box_pack_end(headerBox, settingsButton, 0, 0, 0)
        gtk_box_pack_start(gtkCast(bottomBar, to: GtkBox.self), secondaryButton.widget, 1, 1, 0)
        gtk_box_pack_start(gtkCast(bottomBar, to: GtkBox.self), mainButton.widget, 1, 1, 0)

        let parent = gtk_widget_get_parent(view)
        var stackName: String?
        var wasVisibleChild = false
        if let parent, gtkIsA(parent, gtk_stack_get_type()) {
            var value = GValue()
            g_value_init(&value, g_type_from_name("gchararray"))
            gtk_container_child_get_property(miniapp_container(parent), view, "name", &value)
            stackName = swiftString(g_value_get_string(&value))
            g_value_unset(&value)
            wasVisibleChild = gtk_stack_get_visible_child(gtkCast(parent, to: GtkStack.self)) == view
        }
        g_object_ref(view)
        if let parent { gtk_container_remove(miniapp_container(parent), view) }
        let columnBox = gtkCast(column, to: GtkBox.self)
        gtk_box_pack_start(columnBox, header, 0, 0, 0)
        gtk_box_pack_start(columnBox, view, 1, 1, 0)
        gtk_box_pack_start(columnBox, bottomBar, 0, 0, 0)
        g_object_unref(view)
        gtk_widget_show(view)
        gtk_widget_show(column)
        if let parent {
            if let stackName {
                gtk_stack_add_named(gtkCast(parent, to: GtkStack.self), column, stackName)
                if wasVisibleChild { gtk_stack_set_visible_child(gtkCast(parent, to: GtkStack.self), column) }
            } else {
                gtk_container_add(miniapp_container(parent), column)
            }
        }
    }

    /// Draws `state` in the page's theme.
    func render(_ state: TelegramChromeState) {
        let previous = self.state
        self.state = state
        let theme = endpoint?.theme.colors ?? TelegramThemeParams.light.colors
        let headerColor = state.headerColor.hasPrefix("#") ? state.headerColor : theme[state.headerColor] ?? theme["bg_color"]
        headerStyle.paint(background: headerColor, text: headerColor.flatMap(Self.textColor(on:)))
        gtk_button_set_label(gtkCast(leadingButton, to: GtkButton.self), state.isBackButtonVisible ? "Back" : "Close")
        gtk_widget_set_visible(leadingButton, showsLeadingButton ? 1 : 0)
        gtk_widget_set_visible(settingsButton, state.isSettingsButtonVisible ? 1 : 0)
        gtk_widget_set_visible(header, state.isActive && !state.isFullscreen ? 1 : 0)
        if let background = state.backgroundColor, let engine, let rgb = TelegramThemeParams.rgb(background) {
            var color = GdkRGBA(red: Double(rgb.0) / 255, green: Double(rgb.1) / 255, blue: Double(rgb.2) / 255, alpha: 1)
            webkit_web_view_set_background_color(engine.webView, &color)
        }
        let barColor = state.bottomBarColor ?? theme["bottom_bar_bg_color"] ?? theme["secondary_bg_color"] ?? "#ffffff"
        barStyle.paint(background: barColor)
        mainButton.render(state.mainButton, background: theme["button_color"] ?? "#2481cc", text: theme["button_text_color"] ?? "#ffffff")
        secondaryButton.render(state.secondaryButton, background: barColor, text: theme["button_color"] ?? "#2481cc")
        let position = state.secondaryButton.position ?? .left
        let vertical = position == .top || position == .bottom
        gtk_orientable_set_orientation(OpaquePointer(bottomBar),
                                       vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        gtk_box_reorder_child(gtkCast(bottomBar, to: GtkBox.self), secondaryButton.widget, position == .left || position == .top ? 0 : 1)
        gtk_widget_set_visible(bottomBar, state.mainButton.isVisible || state.secondaryButton.isVisible ? 1 : 0)
        if previous.isActive != state.isActive || previous.isFullscreen != state.isFullscreen { toldSize = nil }
    }

    /// Black on a light colour, white on a dark one (Telegram for iOS's rule: lightness above one half).
    static func textColor(on color: String) -> String? {
        guard let rgb = TelegramThemeParams.rgb(color) else { return nil }
        let lightness = (Double(max(rgb.0, rgb.1, rgb.2)) + Double(min(rgb.0, rgb.1, rgb.2))) / 2 / 255
        return lightness > 0.5 ? "#000000" : "#ffffff"
    }

    /// What the widgets show now.
    package var rendered: RenderedTelegramChrome {
        let orientation = gtk_orientable_get_orientation(OpaquePointer(bottomBar))
        var position: gint = 0
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        gtk_container_child_get_property(miniapp_container(bottomBar), secondaryButton.widget, "position", &value)
        position = g_value_get_int(&value)
        g_value_unset(&value)
        return RenderedTelegramChrome(
            isHeaderVisible: gtk_widget_get_visible(header) != 0,
            title: swiftString(gtk_label_get_text(gtkCast(titleLabel, to: GtkLabel.self))) ?? "",
            leadingButton: swiftString(gtk_button_get_label(gtkCast(leadingButton, to: GtkButton.self))) ?? "",
            isSettingsButtonVisible: gtk_widget_get_visible(settingsButton) != 0, headerCSS: headerStyle.css,
            isBottomBarVisible: gtk_widget_get_visible(bottomBar) != 0, bottomBarCSS: barStyle.css,
            bottomBarOrientation: orientation == GTK_ORIENTATION_VERTICAL ? "vertical" : "horizontal",
            mainButton: mainButton.rendered, secondaryButton: secondaryButton.rendered, secondaryButtonFirst: position == 0)
    }
}
#endif
