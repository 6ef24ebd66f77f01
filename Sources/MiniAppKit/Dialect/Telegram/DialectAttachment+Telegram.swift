extension DialectAttachment {
    /// The `telegram` dialect (Telegram Mini Apps, Bot API 6.0 to 9.6), answered by
    /// `services`, launched with `launch`'s parameters in the URL's hash.
    ///
    /// The display then injects `window.TelegramWebviewProxy` into the mini app's main
    /// frame, keeps its DeviceStorage, SecureStorage and CloudStorage under its data
    /// directory, and sends `visibility_changed` when the host goes to the background
    /// and back. Reach the endpoint with `display.endpoint(TelegramEndpoint.self)` (or in
    /// ``whenAttached(_:)``) to press its buttons or switch its theme.
    ///
    /// - Parameters:
    ///   - services: the host's side of every method; what is left out answers as
    ///     Telegram documents for a client without it.
    ///   - launch: the launch parameters (init data, platform, theme…).
    ///   - timeout: how long a call may wait for the host or the user (a popup, an
    ///     invoice) before the page hears the method's refusal; 5 minutes by default.
    public static func telegram(_ services: TelegramServices, launch: TelegramLaunch = TelegramLaunch(), timeout: Duration = .seconds(300)) -> DialectAttachment {
        DialectAttachment(name: "telegram") { display in
            TelegramEndpoint.make(for: display, services: services, launch: launch, timeout: timeout)
        }
    }
}
