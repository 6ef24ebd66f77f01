package import Foundation
package import Logging

/// The `telegram` dialect on one display: a `Bridge` of `TelegramDialect` and what
/// Telegram's client keeps for a mini app: the chrome it draws (buttons, colours,
/// closing confirmation), the theme, the launch parameters, the mini app's storage,
/// the sensors and scanner it runs.
///
/// Made by ``DialectAttachment/telegram(_:launch:timeout:)``. The host drives the page
/// through it as the user would: ``pressMainButton()``, ``pressSecondaryButton()``,
/// ``pressSettingsButton()``, the back button (the display's `back()` reaches
/// ``handleBack()`` while the page shows one), a theme switch (``setTheme(_:)``), a
/// resize (``viewportDidChange()``); going to the background and back sends
/// `visibility_changed`.
@MainActor
public final class TelegramEndpoint: ForwardingEndpoint {
    /// The bridge that decodes, gates, runs and answers this page's calls.
    package let bridge: Bridge<TelegramDialect>
    /// The host's side of every method; may be changed while the page runs.
    public var services: TelegramServices
    /// The launch parameters the page was opened with.
    public let launch: TelegramLaunch
    /// The chrome as the page last set it.
    public private(set) var chromeState = TelegramChromeState()
    /// The theme the page was last sent.
    public private(set) var theme: TelegramThemeParams
    /// The mini app's stores (DeviceStorage, SecureStorage, CloudStorage, state).
    package let stores: TelegramStores
    /// The display the page runs in, for closing and opening links.
    weak var display: MiniAppDisplay?
    /// Whether the host shows the page (`visibility_changed`).
    public private(set) var isVisible = true
    /// The contact the user last shared (`getRequestedContact`), signed for the bot.
    var sharedContact: String?
    /// Running motion sensors, by sensor.
    var sensorTasks: [TelegramSensor: Task<Void, Never>] = [:]
    /// The open QR scanner.
    var scannerTask: Task<Void, Never>?
    /// Whether the page has called anything yet (the chrome is drawn only then).
    private var hasSpoken = false

    package init(
        services: TelegramServices, launch: TelegramLaunch, stores: TelegramStores, gate: AccessGate,
        dialect: TelegramDialect = TelegramDialect(), timeout: Duration = .seconds(300),
        logger: Logger = Logger(label: "miniapp.telegram")
    ) {
        self.services = services
        self.launch = launch
        self.stores = stores
        theme = launch.theme
        var state = TelegramChromeState()
        state.isSettingsButtonVisible = launch.showsSettingsButton
        state.isFullscreen = launch.isFullscreen
        chromeState = state
        bridge = Bridge(dialect: dialect, methods: TelegramMethods.table, gate: gate, context: TelegramContext(endpoint: nil), timeout: timeout, logger: logger)
        bridge.context.endpoint = self
    }

    /// An endpoint for `display`'s page: its origin's gate and stores, and a back
    /// interceptor so the display's `back()` reaches the page's back button.
    static func make(for display: MiniAppDisplay, services: TelegramServices, launch: TelegramLaunch, timeout: Duration) -> TelegramEndpoint {
        let configuration = display.configuration
        let endpoint = TelegramEndpoint(
            services: services, launch: launch, stores: TelegramStores(directory: display.appDataDirectory),
            gate: AccessGate(origin: display.origin, allowedActions: configuration.allowedActions, deniedActions: configuration.deniedActions),
            dialect: TelegramDialect(origin: display.origin), timeout: timeout, logger: display.logger)
        endpoint.display = display
        display.backInterceptors.append { [weak endpoint] in endpoint?.handleBack() ?? false }
        return endpoint
    }

    // MARK: - The user's actions

    /// A tap on the main button: `main_button_pressed`, if the button is shown and active.
    @discardableResult
    public func pressMainButton() -> Bool {
        press(chromeState.mainButton, "main_button_pressed")
    }

    /// A tap on the secondary button: `secondary_button_pressed`, if it is shown and active.
    @discardableResult
    public func pressSecondaryButton() -> Bool {
        press(chromeState.secondaryButton, "secondary_button_pressed")
    }

    /// A tap on Settings: `settings_button_pressed`, if the page shows the settings button.
    @discardableResult
    public func pressSettingsButton() -> Bool {
        guard chromeState.isSettingsButtonVisible else { return false }
        bridge.push(TelegramEvent("settings_button_pressed"))
        return true
    }

    /// The host's back action: `back_button_pressed` while the page shows its back
    /// button (returns true: handled); otherwise false, and the display goes back in
    /// the page's history.
    public func handleBack() -> Bool {
        guard chromeState.isBackButtonVisible else { return false }
        bridge.push(TelegramEvent("back_button_pressed"))
        return true
    }

    /// Switches the theme (the user turned on night mode): sends `theme_changed`.
    public func setTheme(_ theme: TelegramThemeParams) {
        self.theme = theme
        bridge.push(themeChanged)
    }

    /// The web view's size or insets changed: sends `viewport_changed`, `safe_area_changed`
    /// and `content_safe_area_changed`, as Telegram's clients do on every layout.
    public func viewportDidChange() {
        for event in geometryEvents { bridge.push(event) }
    }

    private func press(_ button: TelegramBottomButton, _ event: String) -> Bool {
        guard button.isVisible, button.isActive else { return false }
        bridge.push(TelegramEvent(event))
        return true
    }

    // MARK: - What methods change

    /// Applies `change` to the chrome and hands the new state to the host when it differs.
    func updateChrome(_ change: (inout TelegramChromeState) -> Void) {
        var state = chromeState
        change(&state)
        state.isActive = true
        guard state != chromeState else { return }
        chromeState = state
        services.chrome.chromeDidChange(state)
    }

    /// The page has called: its chrome is drawn from now on.
    func noteSpoken() {
        guard !hasSpoken else { return }
        hasSpoken = true
        updateChrome { _ in }
    }

    /// `theme_changed {theme_params}`.
    var themeChanged: TelegramEvent {
        TelegramEvent("theme_changed", [("theme_params", .object(sortingKeys: theme.colors.mapValues(JSONValue.string)))])
    }

    /// `viewport_changed`, from the chrome's geometry or, without one, the page's window.
    var viewportChanged: TelegramEvent {
        guard let viewport = services.chrome.viewport else {
            var event = TelegramEvent("viewport_changed")
            event.pageExpression = #"{"height":window.innerHeight,"width":window.innerWidth,"is_expanded":true,"is_state_stable":true}"#
            return event
        }
        return TelegramEvent("viewport_changed", [
            ("height", .number(Double(viewport.height))), ("width", .number(Double(viewport.width))),
            ("is_expanded", .bool(viewport.isExpanded)), ("is_state_stable", .bool(viewport.isStateStable)),
        ])
    }

    /// `safe_area_changed` (`content` false) or `content_safe_area_changed`.
    func safeAreaChanged(content: Bool) -> TelegramEvent {
        let viewport = services.chrome.viewport
        let insets = (content ? viewport?.contentSafeArea : viewport?.safeArea) ?? TelegramViewport.Insets()
        return TelegramEvent(content ? "content_safe_area_changed" : "safe_area_changed", [
            ("top", .number(Double(insets.top))), ("bottom", .number(Double(insets.bottom))),
            ("left", .number(Double(insets.left))), ("right", .number(Double(insets.right))),
        ])
    }

    private var geometryEvents: [TelegramEvent] {
        [viewportChanged, safeAreaChanged(content: false), safeAreaChanged(content: true)]
    }

    /// Closes the page as `web_app_close` does: the chrome first, then the display.
    func closeMiniApp(returnBack: Bool) {
        services.chrome.close(returnBack: returnBack)
        stopDevices()
        display?.close()
    }

    /// Stops every sensor and the scanner.
    func stopDevices() {
        for task in sensorTasks.values { task.cancel() }
        sensorTasks.removeAll()
        scannerTask?.cancel()
        scannerTask = nil
    }

    // MARK: - ForwardingEndpoint

    /// `telegram`.
    public var dialectName: String { bridge.dialectName }
    /// The page's calls still waiting for an answer (a popup, an invoice, a prompt…).
    public var openCalls: Int { bridge.openCalls }

    /// Going to the background and back: `visibility_changed {is_visible}`.
    package func handle(_ event: LifecycleEvent) {
        guard case .hostActiveChanged(let active) = event, active != isVisible else { return }
        isVisible = active
        bridge.push(TelegramEvent("visibility_changed", [("is_visible", .bool(active))]))
    }

    /// The launch URL with the launch parameters in its hash.
    package func launchURL(_ url: URL) -> URL {
        TelegramLaunch.appending(launch.hashParameters(version: TelegramMethod.supportedVersion, theme: theme), to: url)
    }

    /// Stops sensors and the scanner, then answers what is still open and stops delivering.
    package func detach() {
        stopDevices()
        bridge.detach()
    }
}
