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
    /// The tab's id, as `switch_tab` and `set_tab_appearance` name it.
    public var id: String
    /// How the tab looks now.
    public var appearance: TabAppearance

    /// A tab `id` that looks like `appearance`.
    public init(id: String, appearance: TabAppearance) {
        self.id = id
        self.appearance = appearance
    }
}

/// What a tab looks like; `nil` fields keep their current value.
public struct TabAppearance: Sendable, Equatable {
    /// The label under or beside the icon.
    public var title: String?
    /// The tab's icon.
    public var icon: TabAppearance.Icon?
    /// Whether the tab is left out of the bar; its page keeps running.
    public var hidden: Bool?

    /// An appearance that changes only the fields given.
    public init(title: String? = nil, icon: TabAppearance.Icon? = nil, hidden: Bool? = nil) {
        self.title = title
        self.icon = icon
        self.hidden = hidden
    }
}

extension TabAppearance {
    /// A tab icon: a named icon of the platform's theme, or a glyph of an icon font.
    public enum Icon: Sendable, Equatable {
        case named(String)
        case glyph(font: String, codePoint: UInt32)
    }
}
