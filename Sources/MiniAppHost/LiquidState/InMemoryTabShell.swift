public import MiniAppKit

/// A tab bar without a window: tabs from the profile, every change reported.
///
/// What `miniapp open` uses when no real tab bar is shown, so `switch_tab` and
/// `set_tab_appearance` can be exercised end to end: each change goes to
/// ``onChange`` (the session writes it to the transcript as host activity). All
/// tabs share the one page, so a switch delivers its `params` to that page. A real
/// shell (the GTK tab bar) replaces it through ``TabShell``.
@MainActor
public final class InMemoryTabShell: TabShell {
    public private(set) var tabs: [TabDescription]
    public private(set) var selectedTab: String?
    /// Receives `(name, detail)` for each change: `tabs.select`, `tabs.appearance`, `tabs.reset`.
    public var onChange: ((String, String) -> Void)?

    private let initialTabs: [TabDescription]
    private let initialSelection: String?

    public init(tabs: [TabDescription], selectedTab: String? = nil) {
        self.tabs = tabs
        self.selectedTab = selectedTab ?? tabs.first?.id
        initialTabs = tabs
        initialSelection = self.selectedTab
    }

    public func selectTab(_ id: String, reset: Bool) -> Bool {
        guard tabs.contains(where: { $0.id == id }) else { return false }
        selectedTab = id
        onChange?("tabs.select", "\(id) reset=\(reset)")
        return true
    }

    public func setAppearance(_ appearance: TabAppearance, ofTab id: String) -> Bool {
        guard let index = tabs.firstIndex(where: { $0.id == id }) else { return false }
        var current = tabs[index].appearance
        if let title = appearance.title { current.title = title }
        if let icon = appearance.icon { current.icon = icon }
        if let hidden = appearance.hidden { current.hidden = hidden }
        tabs[index].appearance = current
        onChange?("tabs.appearance", "\(id) \(Self.describe(current))")
        return true
    }

    /// Back to the tabs and selection it started with (`reset`, `clearall`).
    public func restoreInitialState() {
        tabs = initialTabs
        selectedTab = initialSelection
        onChange?("tabs.reset", initialSelection ?? "")
    }

    /// `title=… icon=… hidden=…`, the form the transcript shows.
    static func describe(_ appearance: TabAppearance) -> String {
        let icon: String = switch appearance.icon {
        case .named(let name)?: "name:\(name)"
        case .glyph(let font, let codePoint)?: "glyph:\(font):U+\(String(codePoint, radix: 16, uppercase: true))"
        case nil: "none"
        }
        return "title=\(appearance.title ?? "") icon=\(icon) hidden=\(appearance.hidden ?? false)"
    }
}
