/// A native popup a Telegram mini app asks for (`web_app_open_popup`: `showPopup`,
/// `showAlert`, `showConfirm`), checked as Telegram's clients check it.
///
/// The host shows it as a real dialog and answers with the id of the button pressed, or
/// `nil` when the user dismissed it (``TelegramChrome/showPopup(_:)``).
public struct TelegramPopup: Sendable, Equatable {
    /// One of the popup's one to three buttons.
    public struct Button: Sendable, Equatable {
        /// How the button looks; `ok`, `close` and `cancel` carry the host's own label.
        public enum Kind: String, Sendable, Equatable, CaseIterable {
            /// A plain button with the page's label.
            case `default`
            /// A red button with the page's label.
            case destructive
            /// The host's OK button.
            case ok
            /// The host's Close button.
            case close
            /// The host's Cancel button.
            case cancel
        }

        /// The id sent back in `popup_closed` (may be empty).
        public var id: String
        /// The button's kind.
        public var kind: Kind
        /// The label of a `default` or `destructive` button.
        public var text: String?

        /// A button; `text` is required for `default` and `destructive` buttons.
        public init(id: String, kind: Kind, text: String? = nil) {
            self.id = id
            self.kind = kind
            self.text = text
        }

        /// The label to show: the page's text, or the host's word for `ok`, `close` and `cancel`.
        public var label: String {
            switch kind {
            case .default, .destructive: text ?? ""
            case .ok: "OK"
            case .close: "Close"
            case .cancel: "Cancel"
            }
        }
    }

    /// The title, if any (at most 64 characters).
    public var title: String?
    /// The message (1 to 256 characters).
    public var message: String
    /// One to three buttons, in the page's order.
    public var buttons: [Button]

    /// A popup with `message` and `buttons`.
    public init(title: String? = nil, message: String, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
