#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import MiniAppKit

/// A widget tree rendered as PNG: how the tab shell and the Telegram chrome take
/// pictures of their whole window (chrome included), not only of the web view.
///
/// Draws into a cairo image surface with `gtk_widget_draw`, so it works under Xvfb
/// without reading the X server's pixels; a web view paints its last rendered frame
/// (compositing is off, see ``GLibMainLoop``).
enum GTKWidgetSnapshot {
    /// `widget` as PNG; `what` names it in errors.
    static func png(of widget: UnsafeMutablePointer<GtkWidget>, _ what: String) throws(WebEngineError) -> Data {
        let width = gtk_widget_get_allocated_width(widget)
        let height = gtk_widget_get_allocated_height(widget)
        guard width > 1, height > 1 else {
            throw WebEngineError(.engineFailure, "the \(what) has no size yet (not laid out)")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw WebEngineError(.engineFailure, "cairo could not create a \(width)×\(height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        gtk_widget_draw(widget, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return try CairoPNG.encode(surface).get()
    }
}
#endif
