/// The geometry of the area a Telegram mini app draws in, in CSS pixels: what
/// `viewport_changed`, `safe_area_changed` and `content_safe_area_changed` carry.
public struct TelegramViewport: Sendable, Equatable {
    /// Edge insets in CSS pixels.
    public struct Insets: Sendable, Equatable {
        /// The top inset.
        public var top: Int
        /// The bottom inset.
        public var bottom: Int
        /// The left inset.
        public var left: Int
        /// The right inset.
        public var right: Int

        /// Insets of the given edges; zero for the others.
        public init(top: Int = 0, bottom: Int = 0, left: Int = 0, right: Int = 0) {
            self.top = top
            self.bottom = bottom
            self.left = left
            self.right = right
        }
    }

    /// The visible width of the web view.
    public var width: Int
    /// The visible height of the web view.
    public var height: Int
    /// Whether the mini app has its full height (not a half-open sheet).
    public var isExpanded: Bool
    /// Whether the size has settled (`false` while the host animates it).
    public var isStateStable: Bool
    /// The device's safe area (notch, home indicator) over the web view.
    public var safeArea: Insets
    /// The part of the web view the host's own controls cover (in full screen: the header).
    public var contentSafeArea: Insets

    /// A settled, expanded viewport without insets unless told otherwise.
    public init(width: Int, height: Int, isExpanded: Bool = true, isStateStable: Bool = true, safeArea: Insets = Insets(), contentSafeArea: Insets = Insets()) {
        self.width = width
        self.height = height
        self.isExpanded = isExpanded
        self.isStateStable = isStateStable
        self.safeArea = safeArea
        self.contentSafeArea = contentSafeArea
    }
}
