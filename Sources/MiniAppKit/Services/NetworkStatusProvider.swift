/// Whether the device can reach the network, for any dialect that asks
/// (`liquidstate`'s `online_status`).
///
/// On Linux, `MiniAppKitGTK.GIONetworkMonitor` answers from GIO's network monitor
/// (NetworkManager, or the kernel's routing table where there is none); a host on
/// another platform wraps its own reachability API. Called on the main actor; it must
/// answer at once from the monitor's current state, never by probing the network.
@MainActor
public protocol NetworkStatusProvider: AnyObject {
    /// Whether a network is available now.
    var isNetworkAvailable: Bool { get }
}

/// A network state fixed by the host (tests, profiles that simulate being offline).
@MainActor
public final class FixedNetworkStatus: NetworkStatusProvider {
    /// The answer given; set it to simulate going offline or back online.
    public var isNetworkAvailable: Bool

    /// A provider that answers `isNetworkAvailable` until changed.
    public init(_ isNetworkAvailable: Bool) {
        self.isNetworkAvailable = isNetworkAvailable
    }
}
