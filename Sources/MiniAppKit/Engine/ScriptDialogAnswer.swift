/// A JavaScript dialog the page opened and the answer it got: what a host records
/// (`miniapp open`'s `dialog` transcript lines).
public struct ScriptDialogAnswer: Sendable, Equatable {
    /// Who answered.
    public enum AnsweredBy: String, Sendable, Equatable {
        /// The engine's automatic answer (headless runs).
        case automatic
        /// A person, in a real dialog.
        case user
    }

    /// Which dialog.
    public var kind: ScriptDialogKind
    /// The text the page showed.
    public var message: String
    /// A `prompt`'s default text.
    public var defaultText: String?
    /// OK (true) or Cancel (false); an `alert` is always accepted.
    public var accepted: Bool
    /// What a `prompt` returned to the page (`nil`: `null`, it was cancelled).
    public var text: String?
    /// A person, or the automatic answer.
    public var answeredBy: AnsweredBy

    /// A dialog and its answer.
    public init(kind: ScriptDialogKind, message: String, defaultText: String? = nil, accepted: Bool, text: String? = nil, answeredBy: AnsweredBy) {
        self.kind = kind
        self.message = message
        self.defaultText = defaultText
        self.accepted = accepted
        self.text = text
        self.answeredBy = answeredBy
    }
}

extension ScriptDialogKind {
    /// The kind's name in transcripts: `alert`, `confirm`, `prompt`, `beforeunload`.
    public var transcriptName: String {
        switch self {
        case .alert: "alert"
        case .confirm: "confirm"
        case .prompt: "prompt"
        case .beforeUnload: "beforeunload"
        }
    }
}
