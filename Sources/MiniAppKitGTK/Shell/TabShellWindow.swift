#if canImport(CWebKitGTK)
import CWebKitGTK
import Foundation
import Logging
public import MiniAppKit

/// A phone-like app shell in one GTK window: a back button on top, one web view per tab
/// in the middle, and a tab bar at the bottom. The real `TabShell` of `miniapp open`.
///
/// ```
/// ┌──────────────────────────┐
/// │ [<]  Selected tab title  │  back button → the selected tab's TabContent.back()
/// ├──────────────────────────┤
/// │                          │  GtkStack: one windowless WebKitGTKEngine per tab,
/// │   selected tab's page    │  the selected one visible; the others keep running
/// │                          │
/// ├──────────────────────────┤
/// │  [★]     [☰]     [⚙]     │  GtkToggleButtons: icon over title, pressed = selected,
/// │  Home    List   Settings │  hidden tabs not shown
/// └──────────────────────────┘
/// ```
///
/// A stack with a button row (rather than a `GtkNotebook`) because it is what a mobile
/// host shows: the bar sits at the bottom, items are icon over title, and a tab can be
/// hidden from the bar while its page keeps running. The shell owns the window and the
/// tab engines; whoever runs each tab's mini app (a `MiniAppDisplay`) registers it with
/// ``setContent(_:ofTab:)`` so back and reset reach it. Every change is reported through
/// ``onChange``. Create it on the GLib loop thread, like an engine.
@MainActor
public final class TabShellWindow: TabShell {
    /// The window's title and default size.
    public struct Configuration: Sendable, Equatable {
        /// The window title; the selected tab's title is appended to it.
        public var title: String
        /// The window's default width in pixels (phone-like, as an engine's window).
        public var width: Int
        /// The window's default height in pixels.
        public var height: Int

        /// A phone-sized 400 by 800 window titled `MiniApp` unless told otherwise.
        public init(title: String = "MiniApp", width: Int = 400, height: Int = 800) {
            self.title = title
            self.width = width
            self.height = height
        }
    }

    /// One tab: its look, its engine and what runs in it.
    final class Entry {
        let id: String
        var appearance: TabAppearance
        let engine: WebKitGTKEngine
        weak var content: (any TabContent)?
        let button: TabButton

        init(id: String, appearance: TabAppearance, engine: WebKitGTKEngine, button: TabButton) {
            self.id = id
            self.appearance = appearance
            self.engine = engine
            self.button = button
        }
    }

    /// Reports every selection, appearance change and back action, after it took effect
    /// (for a back action: before the tab acts on it, so a log reads in order).
    public var onChange: ((TabShellChange) -> Void)?
    /// Called once when the shell closes (its window was closed, or ``close()``).
    public var onClose: (() -> Void)?
    /// The id of the tab on screen; `nil` until the first tab is added.
    public private(set) var selectedTab: String?
    /// Whether ``close()`` ran or the window went away.
    public private(set) var isClosed = false

    let window: UnsafeMutablePointer<GtkWidget>
    let backButton: UnsafeMutablePointer<GtkWidget>
    private let titleLabel: UnsafeMutablePointer<GtkWidget>
    private let stack: UnsafeMutablePointer<GtkWidget>
    private let bar: UnsafeMutablePointer<GtkWidget>
    private let configuration: Configuration
    var entries: [Entry] = []
    var connections: [SignalConnection] = []
    /// Set while the shell presses or releases buttons itself, so their `toggled`
    /// signals are not taken for a user's tap.
    var isSyncingButtons = false
    private let log = Logger(label: "MiniAppKitGTK.shell")

    /// Creates and shows the window, with no tabs yet.
    ///
    /// - Throws: `WebEngineError.Code.engineFailure` off the GLib loop thread, or when
    ///   GTK cannot make the window.
    public init(configuration: Configuration = Configuration()) throws(WebEngineError) {
        guard GLibMainLoop.isOnLoopThread else {
            throw WebEngineError(.engineFailure, "TabShellWindow must be created on the GLib loop thread: run inside GLibMainLoop.run, or call `await GLibMainLoop.attach()` first")
        }
        guard let window = gtk_window_new(GTK_WINDOW_TOPLEVEL),
              let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0),
              let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6),
              let backButton = gtk_button_new_from_icon_name("go-previous-symbolic", GTK_ICON_SIZE_BUTTON),
              let titleLabel = gtk_label_new(configuration.title),
              let stack = gtk_stack_new(),
              let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        else { throw WebEngineError(.engineFailure, "GTK could not create the shell window") }
        self.window = window
        self.backButton = backButton
        self.titleLabel = titleLabel
        self.stack = stack
        self.bar = bar
        self.configuration = configuration
        gtk_window_set_default_size(miniapp_window(window), gint(configuration.width), gint(configuration.height))
        gtk_window_set_title(miniapp_window(window), configuration.title)
        gtk_widget_set_tooltip_text(backButton, "Back")
        gtk_widget_set_margin_start(header, 4)
        gtk_widget_set_margin_top(header, 4)
        gtk_widget_set_margin_bottom(header, 4)
        gtk_label_set_ellipsize(gtkCast(titleLabel, to: GtkLabel.self), PANGO_ELLIPSIZE_END)
        gtk_stack_set_transition_type(gtkCast(stack, to: GtkStack.self), GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_box_set_homogeneous(gtkCast(bar, to: GtkBox.self), 1)
        let headerBox = gtkCast(header, to: GtkBox.self)
        gtk_box_pack_start(headerBox, backButton, 0, 0, 0)
        gtk_box_pack_start(headerBox, titleLabel, 1, 1, 0)
        let columnBox = gtkCast(column, to: GtkBox.self)
        gtk_box_pack_start(columnBox, header, 0, 0, 0)
        gtk_box_pack_start(columnBox, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), 0, 0, 0)
        gtk_box_pack_start(columnBox, stack, 1, 1, 0)
        gtk_box_pack_start(columnBox, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), 0, 0, 0)
        gtk_box_pack_start(columnBox, bar, 0, 0, 0)
        gtk_container_add(miniapp_container(window), column)
        gtk_widget_show_all(window)
        connectShellSignals()
    }

    // MARK: - Tabs

    /// The tabs in bar order, hidden ones included, with their current appearance.
    public var tabs: [TabDescription] {
        entries.map { TabDescription(id: $0.id, appearance: $0.appearance) }
    }

    /// Adds a tab at the end of the bar, with a new windowless engine for its page.
    ///
    /// The first tab added is selected (silently: nothing is reported). Missing fields of
    /// `appearance` default to the id as title, no icon, not hidden.
    ///
    /// - Parameters:
    ///   - id: the tab's id, unique in the shell (what ``selectTab(_:reset:)`` takes).
    ///   - appearance: the tab's title, icon and visibility in the bar.
    ///   - configuration: how to build the tab's engine; its `createsWindow` is ignored.
    /// - Returns: the tab's engine, to run a mini app in.
    /// - Throws: `WebEngineError` when the shell is closed, the id is empty or taken, or
    ///   the engine cannot be created.
    public func addTab(
        _ id: String, appearance: TabAppearance = TabAppearance(), engine configuration: WebKitGTKEngine.Configuration = .init()
    ) throws(WebEngineError) -> WebKitGTKEngine {
        guard !isClosed else { throw WebEngineError(.closed, "the tab shell is closed") }
        guard !id.isEmpty, entry(id) == nil else {
            throw WebEngineError(.engineFailure, "tab id \"\(id)\" is empty or already in the shell")
        }
        var engineConfiguration = configuration
        engineConfiguration.createsWindow = false
        let engine = try WebKitGTKEngine(configuration: engineConfiguration)
        let resolved = TabAppearance(title: appearance.title ?? id, icon: appearance.icon, hidden: appearance.hidden ?? false)
        let entry = Entry(id: id, appearance: resolved, engine: engine, button: TabButton(appearance: resolved))
        gtk_stack_add_named(gtkCast(stack, to: GtkStack.self), engine.viewWidget, id)
        gtk_box_pack_start(gtkCast(bar, to: GtkBox.self), entry.button.widget, 1, 1, 0)
        entries.append(entry)
        connectButton(of: entry)
        if selectedTab == nil { show(entry) }
        syncButtons()
        return engine
    }

    /// Registers what runs in tab `id`, so back and reset reach it (held weakly).
    ///
    /// - Returns: false when there is no such tab.
    @discardableResult
    public func setContent(_ content: any TabContent, ofTab id: String) -> Bool {
        guard let entry = entry(id) else { return false }
        entry.content = content
        return true
    }

    /// The engine of tab `id`.
    public func engine(ofTab id: String) -> WebKitGTKEngine? {
        entry(id)?.engine
    }

    /// Shows tab `id`; with `reset`, its registered content restarts from its first page.
    /// Reports the selection through ``TabShellWindow/onChange``; returns false when the
    /// shell is closed or has no such tab.
    public func selectTab(_ id: String, reset: Bool) -> Bool {
        guard !isClosed, let entry = entry(id) else { return false }
        show(entry)
        if reset {
            if let content = entry.content { content.restart() } else { log.warning("tab \(id) has no content to restart") }
        }
        onChange?(.selected(tab: id, reset: reset))
        return true
    }

    /// Merges the non-`nil` fields of `appearance` into tab `id`'s look and redraws its button
    /// (and the title, for the selected tab). Returns false when the shell is closed or has
    /// no such tab.
    public func setAppearance(_ appearance: TabAppearance, ofTab id: String) -> Bool {
        guard !isClosed, let entry = entry(id) else { return false }
        var merged = entry.appearance
        if let title = appearance.title { merged.title = title }
        if let icon = appearance.icon { merged.icon = icon }
        if let hidden = appearance.hidden { merged.hidden = hidden }
        entry.appearance = merged
        entry.button.render(merged)
        if id == selectedTab { showTitle(of: entry) }
        onChange?(.appearance(tab: id, merged))
        return true
    }

    /// The host's back action (the back button): goes to the selected tab's content,
    /// or back in its engine's history when no content is registered.
    public func back() {
        guard !isClosed, let id = selectedTab, let entry = entry(id) else { return }
        onChange?(.back(tab: id))
        if let content = entry.content { content.back() } else { entry.engine.goBack() }
    }

    /// The bar as the widgets show it, in bar order (empty once closed).
    public var renderedBar: [RenderedTab] {
        guard !isClosed else { return [] }
        return entries.map { $0.button.rendered(id: $0.id) }
    }

    /// The title the header shows (empty once closed).
    public var renderedTitle: String {
        guard !isClosed else { return "" }
        return swiftString(gtk_label_get_text(gtkCast(titleLabel, to: GtkLabel.self))) ?? ""
    }

    // MARK: - Closing

    /// Closes every tab's engine (their owners hear `webEngineDidClose`) and the window.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        for connection in connections { connection.disconnect() }
        connections.removeAll()
        for entry in entries { entry.engine.close() }
        gtk_widget_destroy(window)
        onClose?()
    }

    isolated deinit {
        if !isClosed {
            for connection in connections { connection.disconnect() }
            gtk_widget_destroy(window)
        }
    }

    // MARK: -

    func entry(_ id: String) -> Entry? {
        entries.first { $0.id == id }
    }

    private func show(_ entry: Entry) {
        selectedTab = entry.id
        gtk_stack_set_visible_child_name(gtkCast(stack, to: GtkStack.self), entry.id)
        syncButtons()
        showTitle(of: entry)
    }

    private func showTitle(of entry: Entry) {
        let title = entry.appearance.title ?? entry.id
        gtk_label_set_text(gtkCast(titleLabel, to: GtkLabel.self), title)
        gtk_window_set_title(miniapp_window(window), "\(configuration.title) · \(title)")
    }

    /// Presses the selected tab's button and releases the others.
    func syncButtons() {
        isSyncingButtons = true
        defer { isSyncingButtons = false }
        for entry in entries { entry.button.isActive = entry.id == selectedTab }
    }
}
#endif
