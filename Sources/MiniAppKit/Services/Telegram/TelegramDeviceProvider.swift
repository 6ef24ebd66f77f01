public import Foundation

/// The device features a Telegram mini app reaches through its host: clipboard,
/// haptics, motion sensors, QR scanner, home screen, downloads, biometric prompts,
/// settings screens.
///
/// Every requirement has a default that gives the mini app Telegram's documented
/// answer for a device without the feature (`accelerometer_failed {error:
/// "UNSUPPORTED"}`, `scan_qr_popup_closed`, `home_screen_checked {status:
/// "unsupported"}`…). Location and the presence of biometric hardware come from the
/// shared ``LocationProvider`` and ``BiometricsProvider`` instead.
@MainActor
public protocol TelegramDeviceProvider: AnyObject {
    /// The clipboard's text, or `nil` when it has none. Asked only while the page
    /// handles a user gesture, as Telegram requires.
    func readClipboardText() async -> String?
    /// Plays `feedback`.
    func performHaptic(_ feedback: TelegramHapticFeedback)
    /// Starts `sensor` at about one reading per `interval`; `nil` when the device has
    /// no such sensor. The SDK stops reading (cancels its iteration) when the page
    /// stops the sensor or closes.
    func readings(of sensor: TelegramSensor, every interval: Duration, absolute: Bool) -> AsyncStream<TelegramSensorReading>?
    /// Opens a QR scanner showing `text`; each code scanned is one element, and the
    /// stream ends when the user closes the scanner. `nil` when there is no scanner.
    /// The SDK stops iterating when the page closes the scanner itself.
    func scanQRCodes(text: String?) -> AsyncStream<String>?
    /// Whether the mini app is on the home screen.
    func homeScreenStatus() async -> TelegramHomeScreenStatus
    /// Adds the mini app to the home screen; `nil` when the host cannot, else whether it was added.
    func addToHomeScreen() async -> Bool?
    /// Downloads `url` as `fileName`, after the user has approved the download; returns
    /// whether the download started.
    func downloadFile(_ url: URL, fileName: String) async -> Bool
    /// Asks the user to authenticate with biometrics, showing `reason`; returns whether they did.
    func authenticateBiometrics(reason: String?) async -> Bool
    /// Opens the host's settings for the mini app's biometric or location access.
    func openSettings(for prompt: TelegramPrompt.Kind)
    /// Locks the orientation to the current one, or unlocks it.
    func lockOrientation(_ locked: Bool)
}

extension TelegramDeviceProvider {
    /// No clipboard: `clipboard_text_received` without `data`.
    public func readClipboardText() async -> String? { nil }
    /// No haptics.
    public func performHaptic(_ feedback: TelegramHapticFeedback) {}
    /// No sensors.
    public func readings(of sensor: TelegramSensor, every interval: Duration, absolute: Bool) -> AsyncStream<TelegramSensorReading>? { nil }
    /// No scanner.
    public func scanQRCodes(text: String?) -> AsyncStream<String>? { nil }
    /// Unsupported.
    public func homeScreenStatus() async -> TelegramHomeScreenStatus { .unsupported }
    /// Unsupported.
    public func addToHomeScreen() async -> Bool? { nil }
    /// No download.
    public func downloadFile(_ url: URL, fileName: String) async -> Bool { false }
    /// Not authenticated.
    public func authenticateBiometrics(reason: String?) async -> Bool { false }
    /// No settings screen.
    public func openSettings(for prompt: TelegramPrompt.Kind) {}
    /// No orientation to lock.
    public func lockOrientation(_ locked: Bool) {}
}
