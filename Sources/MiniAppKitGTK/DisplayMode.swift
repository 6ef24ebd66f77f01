/// Which X display GTK opens.
public enum DisplayMode: Sendable, Equatable {
    /// `DISPLAY` when it is set, otherwise a private ``VirtualDisplay`` (Xvfb).
    case automatic
    /// Always a private ``VirtualDisplay``, even when `DISPLAY` is set: headless runs
    /// that must not show windows on a developer's screen.
    case virtual
    /// `DISPLAY` as it is; starting GTK fails when it is unset.
    case current
}
