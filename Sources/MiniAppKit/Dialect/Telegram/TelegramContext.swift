/// What a `telegram` method runs with: the page's ``TelegramEndpoint``, which holds the
/// host's ``TelegramServices``, the chrome state and the stores.
///
/// The endpoint owns the bridge that holds this context, so the context holds it
/// weakly; a call that arrives after the endpoint is gone is answered with nothing.
@MainActor
package struct TelegramContext {
    /// The page's endpoint, while it exists.
    package weak var endpoint: TelegramEndpoint?

    package init(endpoint: TelegramEndpoint?) {
        self.endpoint = endpoint
    }
}
