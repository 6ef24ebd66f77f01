#if canImport(CWebKitGTK)
import CWebKitGTK
import MiniAppKit

/// The `user_data` of the chrome's signals: a weak way back to it.
@MainActor
final class TelegramChromeRoute {
    weak var chrome: TelegramGTKChrome?

    init(_ chrome: TelegramGTKChrome) {
        self.chrome = chrome
    }
}

extension TelegramGTKChrome {
    /// The buttons' `clicked`, the web view's `size-allocate` and the window's `delete-event`.
    func connectSignals(_ engine: WebKitGTKEngine) {
        let route = TelegramChromeRoute(self)
        connections += [
            connectSignal(UnsafeMutableRawPointer(leadingButton), "clicked", Self.onLeading, route: route),
            connectSignal(UnsafeMutableRawPointer(settingsButton), "clicked", Self.onSettings, route: route),
            connectSignal(UnsafeMutableRawPointer(mainButton.widget), "clicked", Self.onMain, route: route),
            connectSignal(UnsafeMutableRawPointer(secondaryButton.widget), "clicked", Self.onSecondary, route: route),
            connectSignal(UnsafeMutableRawPointer(engine.viewWidget), "size-allocate", Self.onSizeAllocate, route: route),
        ]
        if let window = engine.window {
            connections.append(connectSignal(UnsafeMutableRawPointer(window), "delete-event", Self.onDeleteEvent, route: route))
        }
    }

    /// The web view has a new size: the page hears it, once per size, while it speaks Telegram.
    func sizeAllocated() {
        guard state.isActive, let viewport else { return }
        guard toldSize.map({ $0 != (viewport.width, viewport.height) }) ?? true else { return }
        toldSize = (viewport.width, viewport.height)
        endpoint?.viewportDidChange()
    }

    /// The user closes the window: asked first while the page wants a closing confirmation.
    func deleteRequested() -> Bool {
        guard state.needsClosingConfirmation else { return false }
        Task { await closeAsked() }
        return true
    }

    private static let onLeading: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated { routeObject(userData, as: TelegramChromeRoute.self)?.chrome?.leadingButtonClicked() }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )

    private static let onSettings: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated { _ = routeObject(userData, as: TelegramChromeRoute.self)?.chrome?.endpoint?.pressSettingsButton() }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )

    private static let onMain: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated { _ = routeObject(userData, as: TelegramChromeRoute.self)?.chrome?.endpoint?.pressMainButton() }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )

    private static let onSecondary: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated { _ = routeObject(userData, as: TelegramChromeRoute.self)?.chrome?.endpoint?.pressSecondaryButton() }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )

    /// `size-allocate`: (widget, allocation, user_data).
    private static let onSizeAllocate: GCallback = unsafeBitCast(
        { (_: gpointer?, _: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated { routeObject(userData, as: TelegramChromeRoute.self)?.chrome?.sizeAllocated() }
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )

    /// `delete-event`: (widget, event, user_data) → TRUE stops the close.
    private static let onDeleteEvent: GCallback = unsafeBitCast(
        { (_: gpointer?, _: gpointer?, userDataArgument: gpointer?) -> gboolean in
            nonisolated(unsafe) let userData = userDataArgument
            return MainActor.assumeIsolated { routeObject(userData, as: TelegramChromeRoute.self)?.chrome?.deleteRequested() == true ? 1 : 0 }
        } as @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean,
        to: GCallback.self
    )
}

extension TelegramGTKChrome {
    /// Which of the chrome's controls a test clicks.
    package enum Control {
        case leading, settings, main, secondary
    }

    /// Clicks a control as a user would (`gtk_button_clicked`), through the same signal.
    package func click(_ control: Control) {
        let widget = switch control {
        case .leading: leadingButton
        case .settings: settingsButton
        case .main: mainButton.widget
        case .secondary: secondaryButton.widget
        }
        gtk_button_clicked(gtkCast(widget, to: GtkButton.self))
    }

    /// Closes the window as the window manager's close button does (`delete-event` first).
    package func closeWindow() {
        guard let window = toplevel else { return }
        gtk_window_close(miniapp_window(window))
    }
}
#endif
