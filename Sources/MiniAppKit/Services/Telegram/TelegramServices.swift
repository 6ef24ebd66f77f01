/// Everything the `telegram` dialect's methods reach on the host side: the chrome the
/// user sees, the account and bot backend, the device, and the shared location and
/// biometrics services.
///
/// Only the chrome is always there (``HeadlessTelegramChrome`` draws nothing and
/// refuses every question); a service left `nil` makes the mini app hear Telegram's
/// documented answer for a client without it. Storage needs no service: DeviceStorage,
/// SecureStorage and CloudStorage live in the display's data directory, per mini app.
@MainActor
public struct TelegramServices {
    /// The header, buttons, popups, full screen and questions.
    public var chrome: any TelegramChrome
    /// The user's account and the bot's backend (write access, contact, invoices…).
    public var account: (any TelegramAccountProvider)?
    /// Clipboard, haptics, sensors, QR scanner, home screen, downloads, biometric prompts.
    public var device: (any TelegramDeviceProvider)?
    /// `LocationManager`'s fixes, shared with the other dialects.
    public var location: (any LocationProvider)?
    /// Whether the device has biometrics, and which kind (`BiometricManager`).
    public var biometrics: (any BiometricsProvider)?

    /// Gathers the services; each one left out answers as a client without it.
    public init(
        chrome: any TelegramChrome = HeadlessTelegramChrome(),
        account: (any TelegramAccountProvider)? = nil,
        device: (any TelegramDeviceProvider)? = nil,
        location: (any LocationProvider)? = nil,
        biometrics: (any BiometricsProvider)? = nil
    ) {
        self.chrome = chrome
        self.account = account
        self.device = device
        self.location = location
        self.biometrics = biometrics
    }
}
