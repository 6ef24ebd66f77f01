#if canImport(CWebKitGTK)
import CWebKitGTK

extension WebKitGTKEngine {
    /// Clicks the page at (`x`, `y`) in the web view's coordinates with GTK button events
    /// handed to the web view as the display server's would be: the page gets trusted
    /// `pointerdown`, `mousedown` and `click` events, as from a person. For tests of what
    /// only a user's input may do.
    package func clickPage(x: Int, y: Int) {
        guard !isClosed, let window = gtk_widget_get_window(viewWidget),
              let pointer = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_window_get_display(window)))
        else { return }
        for type in [GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
            guard let event = gdk_event_new(type) else { continue }
            event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(window)))
            event.pointee.button.time = guint32(truncatingIfNeeded: g_get_monotonic_time() / 1000)
            event.pointee.button.x = Double(x)
            event.pointee.button.y = Double(y)
            event.pointee.button.button = 1
            event.pointee.button.state = type == GDK_BUTTON_RELEASE ? GDK_BUTTON1_MASK.rawValue : 0
            gdk_event_set_device(event, pointer)
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
    }
}
#endif
