import Foundation
import MiniAppKit
#if os(Linux)
import MiniAppKitGTK
#endif

extension ProfileDialects {
    /// `liquidstate` in `miniapp open`: services from the profile's `liquidstate`
    /// section, the real network state unless the profile fixes it, and the tabbed
    /// shell's real tab bar when the profile declares `tabs` (else an in-memory tab
    /// shell when its `liquidstate` section declares some). With a real tab bar every
    /// tab is its own page, so `switch_tab`'s params go to the target tab's endpoint.
    static func liquidState(_ environment: Environment) -> DialectAttachment {
        let host = environment.host
        let section = host.profile.liquidstate ?? HostProfile.LiquidState()
        let tabs = environment.tabShell ?? inMemoryTabs(section, host: host)
        let shell = ProfileAppShell(host: host, tabs: tabs)
        let locale = section.locale ?? host.profile.environment?.hostLocale ?? "en-US"
        let services = LiquidStateServices(
            network: networkStatus(section),
            location: shell,
            biometrics: shell,
            shell: shell,
            notifications: shell,
            opener: host,
            sender: .miniApp(entryPoint: entryPoint(of: environment.options.source)),
            tabs: tabs,
            locale: { locale },
            locationType: { fix in section.locationType ?? LiquidStateServices.LocationType.classify(fix) })
        let displayOfTab = environment.displayOfTab
        return DialectAttachment.liquidState(services).whenAttached { endpoint, display in
            shell.display = display
            guard let endpoint = endpoint as? LiquidStateEndpoint else { return }
            if let displayOfTab {
                endpoint.onSwitchTab = { tabId, message in
                    displayOfTab(tabId)?.endpoint(LiquidStateEndpoint.self)?.bridge.push(message)
                }
            }
            schedule(section.notifications ?? [], on: endpoint)
        }
    }

    private static func inMemoryTabs(_ section: HostProfile.LiquidState, host: ProfileHost) -> InMemoryTabShell? {
        guard let declared = section.tabs, !declared.isEmpty else { return nil }
        let tabs = InMemoryTabShell(
            tabs: declared.map { TabDescription(id: $0.id, appearance: TabAppearance(title: $0.title, icon: $0.icon.map(TabAppearance.Icon.named), hidden: $0.hidden)) },
            selectedTab: section.selectedTab)
        tabs.onChange = { [weak host] name, detail in host?.onActivity?(ProfileHost.Activity(name: name, detail: detail)) }
        return tabs
    }

    private static func networkStatus(_ section: HostProfile.LiquidState) -> any NetworkStatusProvider {
        if let online = section.online { return FixedNetworkStatus(online) }
        return DeferredNetworkStatus()
    }

    /// GIO's monitor, created on the first `online_status` (most pages never ask).
    @MainActor
    private final class DeferredNetworkStatus: NetworkStatusProvider {
        #if os(Linux)
        private lazy var monitor = GIONetworkMonitor()
        var isNetworkAvailable: Bool { monitor.isNetworkAvailable }
        #else
        var isNetworkAvailable: Bool { true }
        #endif
    }

    /// The file `./` paths are relative to: the packaged mini app's `index.html`, or the hosted launch URL.
    private static func entryPoint(of source: MiniAppSource) -> URL {
        switch source {
        case .directory(let root): root.appendingPathComponent("index.html")
        case .remote(let url): url
        }
    }

    private static func schedule(_ notifications: [HostProfile.Notification], on endpoint: LiquidStateEndpoint) {
        for (index, notification) in notifications.enumerated() {
            Task { @MainActor [weak endpoint] in
                try? await Task.sleep(for: .milliseconds(notification.at ?? 0))
                endpoint?.raise(HostNotification(id: notification.id ?? "n\(index + 1)", title: notification.title, body: notification.body))
            }
        }
    }
}
