#if canImport(CWebKitGTK)
/// One tab button as the bar shows it, read back from the GTK widgets themselves.
///
/// Lets tests and hosts check what a user sees (label text, icon widget, visibility,
/// pressed state) rather than what the shell meant to show.
public struct RenderedTab: Sendable, Equatable {
    /// The icon widget in the button.
    public enum Icon: Sendable, Equatable {
        /// No icon.
        case none
        /// A `GtkImage` showing the theme icon of this name.
        case themed(String)
        /// A `GtkLabel` showing `text` (the glyph) with Pango `markup` (which names the font).
        case glyph(text: String, markup: String)
    }

    /// The tab's id.
    public var id: String
    /// The button's label text.
    public var title: String
    /// The icon widget the button holds.
    public var icon: Icon
    /// Whether the button is in the bar (false for a `hidden` tab).
    public var isVisible: Bool
    /// Whether the button is pressed (the selected tab's).
    public var isActive: Bool
}
#endif
