/// What a `liquidstate` event runs with: the page's ``LiquidStateEndpoint``, which
/// holds the host's ``LiquidStateServices`` and the app state the events change (back
/// override, authentication, the notification gate).
///
/// The endpoint owns the bridge that holds this context, so the context holds the
/// endpoint weakly; an event that arrives after the endpoint is gone answers nothing.
@MainActor
package struct LiquidStateContext {
    /// The page's endpoint, while it exists.
    package weak var endpoint: LiquidStateEndpoint?

    package init(endpoint: LiquidStateEndpoint?) {
        self.endpoint = endpoint
    }
}
