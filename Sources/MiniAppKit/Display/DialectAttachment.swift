/// A dialect a display's page speaks, with the host's side of it: what a
/// ``MiniAppDisplay`` is given, one per dialect, to build that dialect's endpoint
/// (engine modules add the initializer that takes them, such as MiniAppKitGTK's
/// `MiniAppDisplay(identity:source:engine:dialects:configuration:logger:)`).
///
/// Every dialect is attached the same way. Each one's folder offers a factory made
/// from the host's provider for it (``miniApp(host:manifest:)``,
/// ``wallet(_:allowedCommands:deniedCommands:timeout:maxMessageBytes:)``,
/// `liquidState(_:dialect:)`, ``corva(webDomain:delegate:)``); the display calls it once,
/// while it is being built and before anything loads, with itself, so the endpoint is
/// made from what the display provides: its origin, identity, engine and
/// configuration (data directory, call timeout, host allow/deny lists). A page gets
/// exactly the dialects it is given: a display without the `miniapp` attachment
/// injects nothing of that dialect and needs no `MiniAppMessageDelegate`.
///
/// New dialects are added inside the SDK, where the bridge, codec and method-table
/// types they are built from live (`package` access), and attached the same way.
@MainActor
public struct DialectAttachment {
    /// Builds the endpoint for `display`; the only error a factory throws is the
    /// SDK's own refusal to launch (``MASDKError/metaDataFailure``).
    package typealias MakeEndpoint = @MainActor (MiniAppDisplay) throws(MASDKError) -> any RoutedEndpoint

    /// The dialect's name, for hosts that choose dialects by name (a profile's list).
    public let name: String
    private let makeEndpoint: MakeEndpoint

    /// A dialect attached by `makeEndpoint`, which the display calls once from its
    /// initializer (the display is complete but has no endpoints yet).
    package init(name: String, makeEndpoint: @escaping MakeEndpoint) {
        self.name = name
        self.makeEndpoint = makeEndpoint
    }

    /// The endpoint for `display`.
    func endpoint(for display: MiniAppDisplay) throws(MASDKError) -> any RoutedEndpoint {
        try makeEndpoint(display)
    }

    /// The same dialect, with `body` run as soon as the display has made its endpoint
    /// (before anything loads): where a host wires what needs the endpoint or the
    /// display itself (a tab switcher, scheduled notifications, a shell that reloads
    /// the page). The endpoint is the dialect's own class; cast it to reach its API.
    public func whenAttached(_ body: @escaping @MainActor (any BridgeEndpoint, MiniAppDisplay) -> Void) -> DialectAttachment {
        let makeEndpoint = self.makeEndpoint
        return DialectAttachment(name: name) { display throws(MASDKError) in
            let endpoint = try makeEndpoint(display)
            body(endpoint, display)
            return endpoint
        }
    }
}
