#if canImport(CWebKitGTK)
import CWebKitGTK
public import Foundation
public import MiniAppKit

/// Telegram's chrome around a mini app's web view, in GTK: what `miniapp open` and its
/// tabbed shell draw for a Telegram mini app.
///
/// ```
/// ┌──────────────────────────┐
/// │ [Close|Back]  Title  [⚙] │  header: the page's header colour; Back while the page
/// ├──────────────────────────┤          shows its back button; ⚙ while it shows Settings
/// │          page            │  the web view, on the page's background colour
/// ├──────────────────────────┤
/// │ [Secondary]   [  Main  ] │  bottom bar: the page's buttons in its colours, laid out
/// └──────────────────────────┘             by the secondary button's position
/// ```
///
/// Nothing shows until the page speaks Telegram's protocol (a page of another dialect
/// keeps its whole window); then the header appears, and the bottom bar while a button
/// is visible. Popups and Telegram's questions are real GTK dialogs over the window; a
/// headless run answers them with ``automaticAnswers``, through the same dialog and
/// signal a click would use. Full screen is the window's. Closing the window while the
/// page asks for a closing confirmation asks the user first. Build it on the GLib loop
/// thread after the engine, and ``attach(to:display:)`` it once the display exists.
@MainActor
public final class TelegramGTKChrome: TelegramChrome {
    /// How a run without a person answers popups and questions.
    public struct AutomaticAnswers: Sendable {
        /// How long a dialog stays up before it is answered.
        public var after: Duration
        /// The id of the button to press, or `nil` to dismiss the popup.
        public var popup: @MainActor @Sendable (TelegramPopup) -> String?
        /// Whether to approve a question (closing the app while it asks for confirmation included).
        public var prompt: @MainActor @Sendable (TelegramPrompt) -> Bool

        /// Answers after `after`: popups with `popup`, questions with `prompt`.
        public init(after: Duration = .milliseconds(300), popup: @escaping @MainActor @Sendable (TelegramPopup) -> String?, prompt: @escaping @MainActor @Sendable (TelegramPrompt) -> Bool) {
            self.after = after
            self.popup = popup
            self.prompt = prompt
        }
    }

    /// Answers popups and questions when nobody can (headless runs); `nil` waits for a person.
    public var automaticAnswers: AutomaticAnswers?
    /// Told of each popup and question with its answer and how it came (`button`,
    /// `automatic`, `closed`), for transcripts.
    public var onAnswer: ((_ what: String, _ answer: String, _ how: String) -> Void)?

    weak var engine: WebKitGTKEngine?
    weak var endpoint: TelegramEndpoint?
    weak var display: MiniAppDisplay?
    let title: String
    let showsLeadingButton: Bool
    let column: UnsafeMutablePointer<GtkWidget>
    let header: UnsafeMutablePointer<GtkWidget>
    let leadingButton: UnsafeMutablePointer<GtkWidget>
    let titleLabel: UnsafeMutablePointer<GtkWidget>
    let settingsButton: UnsafeMutablePointer<GtkWidget>
    let bottomBar: UnsafeMutablePointer<GtkWidget>
    let mainButton = TelegramGTKButton()
    let secondaryButton = TelegramGTKButton()
    let headerStyle: GTKWidgetStyle
    let barStyle: GTKWidgetStyle
    /// The state drawn last.
    var state = TelegramChromeState()
    var connections: [SignalConnection] = []
    /// The web view's size when the page was last told.
    var toldSize: (width: Int, height: Int)?
    /// Whether a closing confirmation is on screen.
    var isConfirmingClose = false

    /// Wraps `engine`'s web view, in its own window or in the tab shell's stack.
    ///
    /// - Parameters:
    ///   - engine: the engine whose page is the mini app.
    ///   - title: the title the header shows (the mini app's name).
    ///   - showsLeadingButton: whether the header has its own Close/Back button (a tab
    ///     shell that has a back button of its own passes false).
    /// - Throws: `WebEngineError.Code.engineFailure` off the GLib loop thread.
    public init(engine: WebKitGTKEngine, title: String, showsLeadingButton: Bool = true) throws(WebEngineError) {
        guard GLibMainLoop.isOnLoopThread else {
            throw WebEngineError(.engineFailure, "TelegramGTKChrome must be created on the GLib loop thread")
        }
        self.engine = engine
        self.title = title
        self.showsLeadingButton = showsLeadingButton
        column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        leadingButton = gtk_button_new_with_label("Close")
        titleLabel = gtk_label_new(title)
        settingsButton = gtk_button_new_from_icon_name("emblem-system-symbolic", GTK_ICON_SIZE_BUTTON)
        bottomBar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
        headerStyle = GTKWidgetStyle(header)
        barStyle = GTKWidgetStyle(bottomBar)
        buildWidgets(around: engine.viewWidget)
        connectSignals(engine)
    }

    /// Connects the chrome to the page's endpoint (taps, geometry) and display (closing).
    public func attach(to endpoint: TelegramEndpoint, display: MiniAppDisplay) {
        self.endpoint = endpoint
        self.display = display
        render(endpoint.chromeState)
    }

    isolated deinit {
        for connection in connections { connection.disconnect() }
    }

    // MARK: - TelegramChrome

    /// Redraws the header and bottom bar.
    public func chromeDidChange(_ state: TelegramChromeState) {
        render(state)
    }

    /// The web view's allocation, and the device's safe area.
    public var viewport: TelegramViewport? {
        guard let engine, !engine.isClosed else { return nil }
        let view = engine.viewWidget
        let width = Int(gtk_widget_get_allocated_width(view)), height = Int(gtk_widget_get_allocated_height(view))
        guard width > 1, height > 1 else { return nil }
        let insets = engine.emulation.safeAreaInsets
        let safeArea = TelegramViewport.Insets(top: Int((insets?.top ?? 0).rounded()), bottom: Int((insets?.bottom ?? 0).rounded()),
                                               left: Int((insets?.left ?? 0).rounded()), right: Int((insets?.right ?? 0).rounded()))
        return TelegramViewport(width: width, height: height, safeArea: safeArea)
    }

    /// A message dialog with the popup's buttons.
    public func showPopup(_ popup: TelegramPopup) async -> String? {
        guard let dialog = GTKMessageDialog(text: popup.title ?? popup.message, title: popup.title ?? title) else { return nil }
        if popup.title != nil { Self.setSecondaryText(popup.message, of: dialog.widget) }
        for (index, button) in popup.buttons.enumerated() {
            let widget = gtk_dialog_add_button(dialog.dialog, button.label, gint(index))
            if button.kind == .destructive, let widget {
                gtk_style_context_add_class(gtk_widget_get_style_context(widget), "destructive-action")
            }
        }
        if let window = toplevel { dialog.attach(to: window) }
        let automatic = automaticAnswers.map { answers in
            let id = answers.popup(popup)
            let index = id.flatMap { id in popup.buttons.firstIndex { $0.id == id } }
            return (response: index.map { gint($0) } ?? GTK_RESPONSE_DELETE_EVENT.rawValue, after: answers.after)
        }
        let answer = await GTKDialogRun.response(of: dialog.widget, automatic: automatic)
        let pressed = answer.flatMap { $0.response >= 0 && Int($0.response) < popup.buttons.count ? popup.buttons[Int($0.response)].id : nil }
        onAnswer?("popup \(popup.message)", pressed.map { "button \"\($0)\"" } ?? "dismissed", answer.map { $0.automatic ? "automatic" : "button" } ?? "closed")
        return pressed
    }

    /// The window's own full screen.
    public func setFullscreen(_ isFullscreen: Bool) async -> Bool {
        guard let window = toplevel else { return false }
        if isFullscreen { gtk_window_fullscreen(miniapp_window(window)) } else { gtk_window_unfullscreen(miniapp_window(window)) }
        return true
    }

    /// A confirmation dialog with Telegram's question.
    public func ask(_ prompt: TelegramPrompt) async -> Bool {
        let automatic = automaticAnswers.map { GTKConfirmationDialog.AutoAnswer(approve: $0.prompt(prompt), after: $0.after) }
        let answer = await GTKConfirmationDialog(engine: engine, autoAnswer: automatic).confirm(prompt.request)
        onAnswer?("\(prompt.kind.rawValue) \(prompt.request.title)", answer.approved ? "approved" : "refused", answer.how)
        return answer.approved
    }

    // MARK: - The user's actions

    /// The header's leading button: Back while the page shows its back button, else Close.
    func leadingButtonClicked() {
        if state.isBackButtonVisible {
            display?.back()
        } else {
            Task { await closeAsked() }
        }
    }

    /// Closes the mini app, first asking the user when the page wants a closing confirmation.
    func closeAsked() async {
        guard !isConfirmingClose else { return }
        if state.needsClosingConfirmation {
            isConfirmingClose = true
            defer { isConfirmingClose = false }
            let approved = await ask(TelegramPrompt(kind: .closing, request: ConfirmationRequest(
                title: "Close \(title)?", message: "Changes that you made may not be saved.", approveLabel: "Close", rejectLabel: "Cancel")))
            guard approved else { return }
        }
        display?.close()
    }

    /// Renders the mini app's window, chrome included, as PNG.
    ///
    /// - Throws: `WebEngineError` when the chrome is in no window or not laid out yet.
    public func snapshotPNG() async throws(WebEngineError) -> Data {
        guard let window = toplevel else { throw WebEngineError(.closed, "the Telegram chrome is in no window") }
        // The chrome may have just appeared: let GTK lay the window out first (a frame or two).
        for _ in 0..<20 where !isLaidOut {
            try? await Task.sleep(for: .milliseconds(20))
        }
        try? await Task.sleep(for: .milliseconds(40))
        return try GTKWidgetSnapshot.png(of: window, "Telegram mini app's window")
    }

    /// Whether every part shown has its size: the header, the web view, the bottom bar.
    var isLaidOut: Bool {
        [header, bottomBar, column].allSatisfy { gtk_widget_get_visible($0) == 0 || gtk_widget_get_allocated_height($0) > 1 }
    }

    /// The window, the engine's own or the shell's.
    var toplevel: UnsafeMutablePointer<GtkWidget>? {
        guard let top = gtk_widget_get_toplevel(column), gtk_widget_is_toplevel(top) != 0 else { return nil }
        return top
    }

    private static func setSecondaryText(_ text: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        g_value_set_string(&value, text)
        g_object_set_property(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "secondary-text", &value)
        g_value_unset(&value)
    }
}
#endif
