/// One console message forwarded by the page, so the host can log and trace it.
package struct ConsoleLine: Sendable, Equatable {
    /// `log`, `warn`, `error`…
    package var level: String
    package var text: String

    package init(level: String, text: String) {
        self.level = level
        self.text = text
    }
}
