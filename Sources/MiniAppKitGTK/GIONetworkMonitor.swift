#if canImport(CWebKitGTK)
import CWebKitGTK
public import MiniAppKit

/// The device's network state from GIO's network monitor (`GNetworkMonitor`).
///
/// GIO picks the best backend available: NetworkManager over D-Bus, or the kernel's
/// routing table through netlink. The state is read once at creation with
/// `g_network_monitor_get_network_available` and kept current by the monitor's
/// `network-changed` signal, so ``isNetworkAvailable`` answers without blocking.
/// Create it on the GLib main loop's thread (the main actor's in MiniAppKitGTK):
/// GIO delivers the signal in the thread-default main context of its creation.
@MainActor
public final class GIONetworkMonitor: NetworkStatusProvider {
    /// Whether GIO sees a usable network now; `true` when the process has no monitor, so a
    /// missing backend never makes a mini app think it is offline.
    public private(set) var isNetworkAvailable: Bool
    /// Called with the new state each time it changes.
    public var onChange: ((Bool) -> Void)?

    private var connection: SignalConnection?

    /// Reads the default monitor; GIO owns it (one per process), we only listen.
    public init() {
        let monitor = g_network_monitor_get_default()
        isNetworkAvailable = monitor.map { g_network_monitor_get_network_available($0) != 0 } ?? true
        if let monitor {
            connection = connectSignal(UnsafeMutableRawPointer(monitor), "network-changed", Self.onNetworkChanged, route: NetworkMonitorRoute(self))
        }
    }

    isolated deinit {
        connection?.disconnect()
    }

    fileprivate func update(_ available: Bool) {
        guard available != isNetworkAvailable else { return }
        isNetworkAvailable = available
        onChange?(available)
    }

    /// `network-changed (GNetworkMonitor *, gboolean network_available, gpointer)`.
    private static let onNetworkChanged: GCallback = unsafeBitCast(
        { (_: gpointer?, available: gboolean, userDataArgument: gpointer?) in
            nonisolated(unsafe) let userData = userDataArgument
            MainActor.assumeIsolated {
                routeObject(userData, as: NetworkMonitorRoute.self)?.monitor?.update(available != 0)
            }
        } as @convention(c) (gpointer?, gboolean, gpointer?) -> Void,
        to: GCallback.self
    )
}

/// The signal's `user_data`: holds the monitor weakly, so GIO never keeps it alive.
@MainActor
private final class NetworkMonitorRoute {
    weak var monitor: GIONetworkMonitor?

    init(_ monitor: GIONetworkMonitor) {
        self.monitor = monitor
    }
}
#endif
