#if canImport(CWebKitGTK)
public import MiniAppKit

/// Something that changed in a ``TabShellWindow``, reported to its owner (the
/// `miniapp open` transcript writes each one as host activity).
public enum TabShellChange: Sendable, Equatable {
    /// Tab `tab` came to the front (a tab button, `TabShell.selectTab(_:reset:)`);
    /// `reset` when its mini app restarted.
    case selected(tab: String, reset: Bool)
    /// Tab `tab` now looks like `appearance` (every field set: the result of the change).
    case appearance(tab: String, TabAppearance)
    /// The host's back action went to tab `tab` (the one on screen).
    case back(tab: String)
}
#endif
