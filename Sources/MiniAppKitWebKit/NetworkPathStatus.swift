#if canImport(Network)
public import MiniAppKit
import Network

/// Whether the device can reach the network, from `NWPathMonitor`: the Apple
/// counterpart of `GIONetworkMonitor` on Linux, for the `liquidstate` dialect's
/// `online_status` (or any dialect that asks).
///
/// Answers from the monitor's last update, never by probing the network; until the
/// first update arrives (within a run-loop turn of creation) it says available.
@MainActor
public final class NetworkPathStatus: NetworkStatusProvider {
    /// Whether a network path is satisfied now.
    public private(set) var isNetworkAvailable = true
    private let monitor = NWPathMonitor()

    /// Starts monitoring; stops when released.
    public init() {
        monitor.pathUpdateHandler = { [weak self] path in
            let available = path.status == .satisfied
            MainActor.assumeIsolated { self?.isNetworkAvailable = available }
        }
        monitor.start(queue: .main)
    }

    deinit {
        monitor.cancel()
    }
}
#endif
