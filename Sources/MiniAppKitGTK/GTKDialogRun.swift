#if canImport(CWebKitGTK)
import CWebKitGTK

/// Runs a GTK dialog until it is answered: the one wait of ``GTKConfirmationDialog``,
/// ``GTKScriptDialog`` and the Telegram chrome's popups.
///
/// Connects `response` and `destroy`, shows the dialog, and returns the response id, or
/// `nil` when the dialog went away unanswered (its parent window closed); `beforeClosing`
/// reads what the answer needs from the dialog (a prompt's text) while it is still there,
/// before it is destroyed. An automatic
/// answer (headless runs) is given with `gtk_dialog_response` after a delay, exactly as
/// a click gives it: the same signal, the same path.
@MainActor
enum GTKDialogRun {
    /// What answered the dialog.
    struct Answer: Equatable {
        /// The response id.
        var response: gint
        /// Whether the automatic answer gave it.
        var automatic: Bool
    }

    static func response(
        of widget: UnsafeMutablePointer<GtkWidget>, automatic: (response: gint, after: Duration)?,
        beforeClosing: @escaping @MainActor (gint) -> Void = { _ in }
    ) async -> Answer? {
        let route = Route(widget, beforeClosing: beforeClosing)
        let answer = await withCheckedContinuation { (continuation: CheckedContinuation<Answer?, Never>) in
            route.continuation = continuation
            route.connections = [
                connectSignal(UnsafeMutableRawPointer(widget), "response", onResponse, route: route),
                connectSignal(UnsafeMutableRawPointer(widget), "destroy", onDestroy, route: route),
            ]
            gtk_widget_show_all(widget)
            if let automatic {
                Task { @MainActor [route] in
                    try? await Task.sleep(for: automatic.after)
                    route.respond(automatic.response)
                }
            }
        }
        return answer
    }

    /// One open dialog: resumes once, then destroys the widget.
    @MainActor
    private final class Route {
        private var widget: UnsafeMutablePointer<GtkWidget>?
        var continuation: CheckedContinuation<Answer?, Never>?
        var connections: [SignalConnection] = []
        private var automatic = false
        private let beforeClosing: @MainActor (gint) -> Void

        init(_ widget: UnsafeMutablePointer<GtkWidget>, beforeClosing: @escaping @MainActor (gint) -> Void) {
            self.widget = widget
            self.beforeClosing = beforeClosing
        }

        func respond(_ response: gint) {
            guard let widget else { return }
            automatic = true
            gtk_dialog_response(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkDialog.self), response)
        }

        func finish(_ response: gint?) {
            guard let continuation else { return }
            self.continuation = nil
            for connection in connections { connection.disconnect() }
            connections = []
            if let widget, let response {
                beforeClosing(response)
                gtk_widget_destroy(widget)
            }
            widget = nil
            continuation.resume(returning: response.map { Answer(response: $0, automatic: automatic) })
        }
    }

    /// `response`: (dialog, response_id, user_data).
    private static let onResponse: GCallback = unsafeBitCast(
        { (_: gpointer?, response: gint, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated { routeObject(userData, as: Route.self)?.finish(response) }
        } as @convention(c) (gpointer?, gint, gpointer?) -> Void,
        to: GCallback.self
    )

    /// `destroy`: (widget, user_data).
    private static let onDestroy: GCallback = unsafeBitCast(
        { (_: gpointer?, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated { routeObject(userData, as: Route.self)?.finish(nil) }
        } as @convention(c) (gpointer?, gpointer?) -> Void,
        to: GCallback.self
    )
}
#endif
