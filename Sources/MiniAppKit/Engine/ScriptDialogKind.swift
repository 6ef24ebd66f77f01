/// The kind of a JavaScript dialog a page opened.
public enum ScriptDialogKind: Sendable, Equatable {
    /// `alert(message)`: only dismissed.
    case alert
    /// `confirm(message)`: accepting answers `true`.
    case confirm
    /// `prompt(message, default)`: accepting answers the default text, declining `null`.
    case prompt
    /// "Leave this page?" on `beforeunload`: accepting leaves.
    case beforeUnload
}
