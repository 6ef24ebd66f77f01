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
        return try GTKWidgetSnapshot.png(of: window, "shell window")
    }
}
#endif
