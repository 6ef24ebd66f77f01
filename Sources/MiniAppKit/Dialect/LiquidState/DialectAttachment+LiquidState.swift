extension DialectAttachment {
    /// The `liquidstate` dialect: app-domain events the page sends as
    /// `liquidstate://app/<event>` navigations, answered by `services`.
    ///
    /// The display routes those navigations to a ``LiquidStateEndpoint`` (never loading
    /// them) and gives it the host's back action while the page overrides it. Reach the
    /// endpoint with `display.endpoint(LiquidStateEndpoint.self)` (or in
    /// ``whenAttached(_:)``) to raise notifications or route `switch_tab` between tabs.
    ///
    /// - Parameter services: the host's side of every event.
    public static func liquidState(_ services: LiquidStateServices) -> DialectAttachment {
        liquidState(services, dialect: LiquidStateDialect())
    }

    /// The `liquidstate` dialect with the codec's settings (its request size limit).
    package static func liquidState(_ services: LiquidStateServices, dialect: LiquidStateDialect) -> DialectAttachment {
        DialectAttachment(name: "liquidstate") { display in
            LiquidStateEndpoint.make(for: display, services: services, dialect: dialect)
        }
    }
}
