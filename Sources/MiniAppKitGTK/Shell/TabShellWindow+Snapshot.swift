#if canImport(CWebKitGTK)
import CWebKitGTK
public import Foundation
public import MiniAppKit

extension TabShellWindow {
    /// Renders the whole window (header, the selected tab's page, the tab bar) as PNG.
    ///
    /// Draws the widget tree into a cairo image surface with `gtk_widget_draw`, so it
    /// works under Xvfb without reading the X server's pixels; the web view paints its
    /// last rendered frame (compositing is off, see ``GLibMainLoop``).
    ///
    /// - Throws: `WebEngineError` when the shell is closed, not laid out yet, or
    ///   encoding fails.
    public func snapshotPNG() throws(WebEngineError) -> Data {
        guard !isClosed else { throw WebEngineError(.closed, "the tab shell is closed") }
        let width = gtk_widget_get_allocated_width(window)
        let height = gtk_widget_get_allocated_height(window)
        guard width > 1, height > 1 else {
            throw WebEngineError(.engineFailure, "the shell window has no size yet (not laid out)")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw WebEngineError(.engineFailure, "cairo could not create a \(width)×\(height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        gtk_widget_draw(window, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return try CairoPNG.encode(surface).get()
    }
}
#endif
