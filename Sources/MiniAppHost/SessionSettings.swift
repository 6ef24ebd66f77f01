public import Foundation
public import MiniAppKit

/// What a run of `miniapp open` is given besides its mini app: the same for a single
/// app (``MiniAppSession``) and for every tab of a tabbed run (``TabbedSession``).
public struct SessionSettings: Sendable {
    /// The host's answers (each display gets its own ``ProfileHost`` over it).
    public var profile: HostProfile
    /// Custom permissions pre-granted to a mini app that declares them (`--grant`).
    public var grants: [CustomPermission]
    /// Where the transcript goes (`-` for standard output); none when `nil`.
    public var transcriptPath: String?
    /// Where a PNG of the page (with tabs, of the whole window) goes once it has loaded.
    public var screenshot: URL?
    /// How long the run may last; nil: until the mini app closes or the window is closed
    /// (an interactive session, `miniapp open --timeout 0`).
    public var timeout: Duration?
    /// How each display is set up (data directory, query, bridge script…).
    public var display: MiniAppDisplayConfiguration
    /// Whether a W3C WebDriver session may drive the page (`miniapp open --automation`,
    /// or started by `WebKitWebDriver`): see `docs/TESTING.md`.
    public var acceptsAutomation: Bool
    /// Told of every JavaScript error of the page (`--fail-on-error`, `miniapp dev`'s terminal).
    public var onScriptError: (@MainActor @Sendable (ScriptError) -> Void)? = nil
    /// Keeps the run going when the page fails to load (`miniapp dev`: the next save
    /// reloads it) instead of ending it with ``MiniAppSession/Outcome/loadFailed(_:)``.
    public var survivesLoadFailures = false
    /// Told when the page fails to load, with the URL and WebKit's message.
    public var onLoadFailure: (@MainActor @Sendable (URL?, String) -> Void)? = nil
    /// Whether a person can answer in a window: a run on a real display, not `--headless`
    /// (``OpenRunner`` sets it). The profile's `ask` answers then show GTK dialogs;
    /// otherwise they are answered automatically.
    public var isInteractive = false
    /// Ports of this machine the mini app's pages may not reach: the run's own control
    /// API (`--control`) and the WebDriver door that started it (`miniapp webdriver`).
    /// The engine cancels their requests (`WebKitGTKEngine.Configuration.refusedLocalPorts`).
    public var refusedLocalPorts: Set<UInt16> = []

    public init(
        profile: HostProfile, grants: [CustomPermission] = [], transcriptPath: String? = nil, screenshot: URL? = nil,
        timeout: Duration? = .seconds(60), acceptsAutomation: Bool = false, display: MiniAppDisplayConfiguration
    ) {
        self.acceptsAutomation = acceptsAutomation
        self.profile = profile
        self.grants = grants
        self.transcriptPath = transcriptPath
        self.screenshot = screenshot
        self.timeout = timeout
        self.display = display
    }
}
