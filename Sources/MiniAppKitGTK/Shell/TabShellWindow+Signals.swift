#if canImport(CWebKitGTK)
import CWebKitGTK

/// The `user_data` of the shell's signals: a weak way back to the shell, and the tab a
/// button belongs to. GLib retains it while the handler is connected (see ``connectSignal``).
@MainActor
final class ShellRoute {
    weak var shell: TabShellWindow?
    let tab: String?

    init(shell: TabShellWindow, tab: String? = nil) {
        self.shell = shell
        self.tab = tab
    }
}

extension TabShellWindow {
    /// The back button's `clicked` and the window's `destroy`.
    func connectShellSignals() {
        let route = ShellRoute(shell: self)
        connections.append(connectSignal(UnsafeMutableRawPointer(backButton), "clicked", Self.onBackClicked, route: route))
        connections.append(connectSignal(UnsafeMutableRawPointer(window), "destroy", Self.onDestroyed, route: route))
    }

    /// A tab button's `toggled`: a tap selects its tab (without reset, as a user's tap does).
    func connectButton(of entry: Entry) {
        let route = ShellRoute(shell: self, tab: entry.id)
        connections.append(connectSignal(UnsafeMutableRawPointer(entry.button.widget), "toggled", Self.onTabToggled, route: route))
    }

    private static let onBackClicked: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            // GLib calls back on the loop thread, the main actor's: the pointer stays on it.
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated {
                routeObject(userData, as: ShellRoute.self)?.shell?.back()
            }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )

    private static let onDestroyed: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated {
                routeObject(userData, as: ShellRoute.self)?.shell?.close()
            }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )

    private static let onTabToggled: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated {
                guard let route = routeObject(userData, as: ShellRoute.self), let shell = route.shell,
                      let tab = route.tab, !shell.isSyncingButtons, !shell.isClosed
                else { return }
                if tab == shell.selectedTab {
                    // A tap on the selected tab released its button: press it again.
                    shell.syncButtons()
                } else {
                    _ = shell.selectTab(tab, reset: false)
                }
            }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )
}

extension TabShellWindow {
    /// Clicks the back button as a user would (`gtk_button_clicked`), through the same signal.
    package func clickBackButton() {
        guard !isClosed else { return }
        gtk_button_clicked(gtkCast(backButton, to: GtkButton.self))
    }

    /// Clicks tab `id`'s button as a user would; false when there is no such tab.
    @discardableResult
    package func clickTabButton(_ id: String) -> Bool {
        guard !isClosed, let entry = entry(id) else { return false }
        gtk_button_clicked(gtkCast(entry.button.widget, to: GtkButton.self))
        return true
    }
}
#endif
