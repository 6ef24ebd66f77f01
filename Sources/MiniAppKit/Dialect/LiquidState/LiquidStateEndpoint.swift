import Foundation
package import Logging

/// The `liquidstate` bridge of one web view, with the app state its events change.
///
/// Wraps a `Bridge` of `LiquidStateDialect` (so a ``MiniAppDisplay`` routes
/// navigations to it like any ``BridgeEndpoint``, through calls the optimizer
/// specializes) and keeps what the SDK itself owns: the back override, the
/// authentication state and the notification gate. The host's side goes through
/// ``LiquidStateServices``.
///
/// ```swift
/// let display = try MiniAppDisplay(…, dialects: [.liquidState(services)], …)
/// let endpoint = display.endpoint(LiquidStateEndpoint.self)
/// endpoint?.raise(notification)    // held until the page says it is ready
/// ```
///
/// With several tabs, each tab's web view has its own endpoint: set
/// `onSwitchTab` so `switch_tab` reaches the target tab's page through its
/// endpoint's `deliver(switchTabParams:route:)`; without it, the message goes to
/// this endpoint's own page.
@MainActor
public final class LiquidStateEndpoint: ForwardingEndpoint {
    /// The bridge that decodes, gates, runs and answers this page's requests.
    package let bridge: Bridge<LiquidStateDialect>
    /// The host's side of every event; may be changed while the page runs (say, a new tab shell).
    public var services: LiquidStateServices
    /// Whether the user is logged in, as the web app last said (`false` until it does).
    public private(set) var isAuthenticated = false
    /// Whether the host's back action goes to the page.
    public private(set) var isBackOverrideEnabled = false
    /// The notification gate: not ready until the web app says so.
    package private(set) var notifications = NotificationQueue()
    /// Delivers `switch_tab`'s message to tab `tabId`'s page; `nil` delivers it here.
    package var onSwitchTab: ((_ tabId: String, _ message: LiquidStatePush) -> Void)?

    package init(
        services: LiquidStateServices,
        gate: AccessGate,
        dialect: LiquidStateDialect = LiquidStateDialect(),
        timeout: Duration = .seconds(60),
        logger: Logger = Logger(label: "miniapp.liquidstate")
    ) {
        self.services = services
        bridge = Bridge(dialect: dialect, methods: LiquidStateMethods.table, gate: gate, context: LiquidStateContext(endpoint: nil), timeout: timeout, logger: logger)
        bridge.context.endpoint = self
    }

    /// An endpoint for `display`'s page: its origin's access gate, its call timeout,
    /// and a back interceptor so ``MiniAppDisplay/back()`` honours the back override.
    static func make(for display: MiniAppDisplay, services: LiquidStateServices, dialect: LiquidStateDialect) -> LiquidStateEndpoint {
        let endpoint = LiquidStateEndpoint(
            services: services, gate: AccessGate(origin: display.origin),
            dialect: dialect, timeout: display.configuration.callTimeout, logger: display.logger)
        display.backInterceptors.append { [weak endpoint] in endpoint?.handleBack() ?? false }
        return endpoint
    }

    // MARK: - Host actions

    /// The host's back action: with the override on, sends `{purpose:"lifecycle", id:"back"}`
    /// and returns true (handled); otherwise returns false.
    public func handleBack() -> Bool {
        guard isBackOverrideEnabled else { return false }
        bridge.push(.back)
        return true
    }

    /// Sends `{purpose:"switch_tab", params}` to this endpoint's page (the tab switched to).
    package func deliver(switchTabParams params: JSONValue?, route: String? = nil) {
        bridge.push(.switchTab(params: params, route: route))
    }

    /// The host has a notification: presented now if the web app is ready, else held.
    public func raise(_ notification: HostNotification) {
        present(notifications.raise(notification))
    }

    // MARK: - State the events change

    func setAuthenticated(_ value: Bool) {
        isAuthenticated = value
        services.shell.authenticationChanged(isAuthenticated: value)
    }

    func setBackOverride(_ enabled: Bool) {
        guard enabled != isBackOverrideEnabled else { return }
        isBackOverrideEnabled = enabled
        services.shell.backOverrideChanged(isEnabled: enabled)
    }

    func setNotificationsReady(_ ready: Bool) {
        present(notifications.setReady(ready))
    }

    /// `switch_tab`'s message, to the target tab.
    func sendSwitchTab(to tabId: String, _ message: LiquidStatePush) {
        if let onSwitchTab {
            onSwitchTab(tabId, message)
        } else {
            bridge.push(message)
        }
    }

    private func present(_ ready: [HostNotification]) {
        for notification in ready { services.notifications.present(notification) }
    }

    // MARK: - ForwardingEndpoint

    /// `liquidstate`.
    public var dialectName: String { bridge.dialectName }
    /// The page's calls still waiting for an answer.
    public var openCalls: Int { bridge.openCalls }
}
