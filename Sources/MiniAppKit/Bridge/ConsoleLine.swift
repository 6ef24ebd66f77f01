/// One console message forwarded by the page, so the host can log and trace it.
public struct ConsoleLine: Sendable, Equatable {
    /// `log`, `warn`, `error`…
    public var level: String
    public var text: String

    public init(level: String, text: String) {
        self.level = level
        self.text = text
    }
}
