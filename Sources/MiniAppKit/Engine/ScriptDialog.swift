/// A JavaScript dialog a page opened (`alert`, `confirm`, `prompt`, a "leave this page?"),
/// as a host's dialog presenter is asked it (`WKWebViewEngine.dialogPresenter`,
/// `WebKitGTKEngine.dialogPresenter`).
///
/// The page waits, its script stopped where it called, until the dialog is answered; it
/// is answered exactly once, and if the engine closes first, as if it had been dismissed
/// (``ScriptDialogReply/dismissed(_:)``).
public struct ScriptDialog: Sendable, Equatable {
    /// Which dialog.
    public var kind: ScriptDialogKind
    /// The text the page shows.
    public var message: String
    /// A `prompt`'s default text; `nil` for the other kinds.
    public var defaultText: String?

    /// A dialog of `kind` showing `message`.
    public init(kind: ScriptDialogKind, message: String, defaultText: String? = nil) {
        self.kind = kind
        self.message = message
        self.defaultText = defaultText
    }

    /// The answer a page gets without asking anyone (a run with no one to ask, or a host's
    /// `dialogHandler`): `alert` is dismissed, `accepted` answers `confirm` true and a
    /// `prompt` its default text, and not accepted, false and `null`.
    public func automaticReply(accepted: Bool) -> ScriptDialogReply {
        accepted || kind == .alert ? .accepted(text: kind == .prompt ? defaultText ?? "" : nil) : .dismissed(kind)
    }
}

/// The answer to a ``ScriptDialog``: OK or Cancel, and a `prompt`'s text.
public struct ScriptDialogReply: Sendable, Equatable {
    /// OK (true) or Cancel (false); an `alert` has only OK.
    public var accepted: Bool
    /// What a `prompt` returns to the page when accepted; `nil` for the other kinds.
    public var text: String?

    /// OK, with `text` for a `prompt` (`nil` answers it with the empty string).
    public static func accepted(text: String? = nil) -> ScriptDialogReply {
        ScriptDialogReply(accepted: true, text: text)
    }

    /// Cancel, for a `confirm` or `prompt` (an `alert` can only be dismissed, so it is OK).
    public static let cancelled = ScriptDialogReply(accepted: false, text: nil)

    /// A dialog closed without an answer (Escape, its window closed, the engine closed):
    /// an `alert` is dismissed, anything else cancelled, as every browser does.
    public static func dismissed(_ kind: ScriptDialogKind) -> ScriptDialogReply {
        kind == .alert ? .accepted() : .cancelled
    }

    /// OK or Cancel, and a `prompt`'s text.
    public init(accepted: Bool, text: String? = nil) {
        self.accepted = accepted
        self.text = text
    }

    /// What the page gets for `kind`: an `alert` is always OK and nothing but a `prompt`
    /// has text, which is the empty string when accepted without any and `nil` (`null`)
    /// when cancelled.
    func settled(for kind: ScriptDialogKind) -> ScriptDialogReply {
        let accepted = accepted || kind == .alert
        let text: String? = kind == .prompt && accepted ? text ?? "" : nil
        return ScriptDialogReply(accepted: accepted, text: text)
    }
}

extension ScriptDialogAnswer {
    /// The record of `dialog` answered with `reply` (as the page gets it) by `answeredBy`.
    public init(_ dialog: ScriptDialog, reply: ScriptDialogReply, answeredBy: AnsweredBy) {
        let settled = reply.settled(for: dialog.kind)
        self.init(
            kind: dialog.kind, message: dialog.message, defaultText: dialog.defaultText,
            accepted: settled.accepted, text: settled.text, answeredBy: answeredBy)
    }
}
