#if canImport(CWebKitGTK)
import CWebKitGTK
public import MiniAppKit

/// Asks the user in a real GTK 3 message dialog with Approve and Reject buttons,
/// over an engine's window.
///
/// Each question gets its own dialog (several may be open at once, one per
/// outstanding request), transient for the engine's window and modal to it; Reject is
/// the default button, and closing the dialog (or its window going away) rejects. For headless runs an
/// ``AutoAnswer`` answers the real dialog after a delay with `gtk_dialog_response`,
/// exactly as a click would: the same signal, the same code path.
@MainActor
public final class GTKConfirmationDialog: UserConfirmation {
    /// A programmed answer for headless runs.
    public struct AutoAnswer: Sendable, Equatable {
        /// Approve (true) or Reject (false).
        public var approve: Bool
        /// How long the dialog stays up before it is answered.
        public var after: Duration

        /// - Parameters:
        ///   - approve: the button to press.
        ///   - after: how long the dialog is up first.
        public init(approve: Bool, after: Duration) {
            self.approve = approve
            self.after = after
        }
    }

    private weak var engine: WebKitGTKEngine?
    /// Answers every dialog this long after it appears, if set.
    public var autoAnswer: AutoAnswer?
    /// Dialogs on screen now.
    public private(set) var openDialogs = 0

    /// - Parameters:
    ///   - engine: the engine whose window the dialogs belong to (`nil`: a free-standing dialog).
    ///   - autoAnswer: a programmed answer for headless runs.
    public init(engine: WebKitGTKEngine?, autoAnswer: AutoAnswer? = nil) {
        self.engine = engine
        self.autoAnswer = autoAnswer
    }

    /// Shows a dialog for `request` and returns once it is answered (or gone: a rejection).
    public func confirm(_ request: ConfirmationRequest) async -> ConfirmationAnswer {
        guard engine?.isClosed != true, let widget = makeDialog(request) else {
            return ConfirmationAnswer(approved: false, how: "closed")
        }
        openDialogs += 1
        defer { openDialogs -= 1 }
        let automatic = autoAnswer.map { (response: $0.approve ? Self.approve : Self.reject, after: $0.after) }
        // The window went away unanswered (its parent closed): a rejection, never a hang.
        guard let answer = await GTKDialogRun.response(of: widget, automatic: automatic) else {
            return ConfirmationAnswer(approved: false, how: "closed")
        }
        // Any id but Approve's (Reject, the window's close button) rejects.
        let how = answer.automatic ? "automatic" : (answer.response == Self.approve || answer.response == Self.reject ? "button" : "closed")
        return ConfirmationAnswer(approved: answer.response == Self.approve, how: how)
    }

    static let approve = GTK_RESPONSE_ACCEPT.rawValue
    static let reject = GTK_RESPONSE_REJECT.rawValue

    private func makeDialog(_ request: ConfirmationRequest) -> UnsafeMutablePointer<GtkWidget>? {
        guard let message = GTKMessageDialog(text: request.title, title: request.title) else { return nil }
        var secondary = GValue()
        g_value_init(&secondary, g_type_from_name("gchararray"))
        g_value_set_string(&secondary, request.message)
        g_object_set_property(UnsafeMutableRawPointer(message.widget).assumingMemoryBound(to: GObject.self), "secondary-text", &secondary)
        g_value_unset(&secondary)
        _ = gtk_dialog_add_button(message.dialog, request.rejectLabel, Self.reject)
        _ = gtk_dialog_add_button(message.dialog, request.approveLabel, Self.approve)
        gtk_dialog_set_default_response(message.dialog, Self.reject)
        if let parent = engine?.window { message.attach(to: parent) }
        return message.widget
    }
}
#endif
