/// The host app's tab bar, as mini apps may change it.
///
/// The `liquidstate` dialect's `switch_tab` and `set_tab_appearance` act on the host
/// through this protocol; `miniapp open` implements it with a real tab bar
/// (WebKitGTK window) when the host profile declares tabs, and a host app with its
/// own `UITabBarController`.
@MainActor
public protocol TabShell: AnyObject {
    /// The tabs, in bar order.
    var tabs: [TabDescription] { get }
    /// The id of the tab on screen.
    var selectedTab: String? { get }
    /// Brings tab `id` to the front; with `reset`, its mini app starts again from its
    /// first page. Returns false when there is no such tab.
    func selectTab(_ id: String, reset: Bool) -> Bool
    /// Changes how tab `id` looks in the bar. Returns false when there is no such tab.
    func setAppearance(_ appearance: TabAppearance, ofTab id: String) -> Bool
}

/// One tab as the bar shows it.
public struct TabDescription: Sendable, Equatable {
    public var id: String
    public var appearance: TabAppearance

    public init(id: String, appearance: TabAppearance) {
        self.id = id
        self.appearance = appearance
    }
}

/// What a tab looks like; `nil` fields keep their current value.
public struct TabAppearance: Sendable, Equatable {
    public var title: String?
    public var icon: TabIcon?
    public var hidden: Bool?

    public init(title: String? = nil, icon: TabIcon? = nil, hidden: Bool? = nil) {
        self.title = title
        self.icon = icon
        self.hidden = hidden
    }
}

/// A tab icon: a named icon of the platform's theme, or a glyph of an icon font.
public enum TabIcon: Sendable, Equatable {
    case named(String)
    case glyph(font: String, codePoint: UInt32)
}
