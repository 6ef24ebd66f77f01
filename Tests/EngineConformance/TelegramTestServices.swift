public import Foundation
public import MiniAppKit

// Hosts for the `telegram` dialect that record what they are asked and answer as a test
// says: here, beside the conformance suite, so that the SDK's unit tests and the real
// engines' conformance pages use the same ones.

/// A chrome that records what the page set and answers popups and prompts as a test says.
@MainActor
public final class RecordingTelegramChrome: TelegramChrome {
    public init() {}
    public var states: [TelegramChromeState] = []
    public var popups: [TelegramPopup] = []
    public var popupAnswer: String?
    /// Answers every popup with its first button (as `miniapp open` does headless).
    public var answersFirstButton = false
    public var prompts: [TelegramPrompt.Kind] = []
    public var promptAnswer = true
    public var fullscreenSupported = true
    public var log: [String] = []
    public var viewport: TelegramViewport? = TelegramViewport(width: 390, height: 700, safeArea: .init(top: 47, bottom: 34), contentSafeArea: .init(top: 10))

    public func chromeDidChange(_ state: TelegramChromeState) { states.append(state) }
    public func showPopup(_ popup: TelegramPopup) async -> String? {
        popups.append(popup)
        return answersFirstButton ? popup.buttons.first?.id : popupAnswer
    }
    public func setFullscreen(_ isFullscreen: Bool) async -> Bool {
        log.append("fullscreen \(isFullscreen)")
        return fullscreenSupported
    }
    public func ask(_ prompt: TelegramPrompt) async -> Bool {
        prompts.append(prompt.kind)
        return promptAnswer
    }
    public func miniAppReady() { log.append("ready") }
    public func expand() { log.append("expand") }
    public func hideKeyboard() { log.append("hideKeyboard") }
    public func close(returnBack: Bool) { log.append("close \(returnBack)") }
}

/// An account backend whose answers a test sets.
@MainActor
public final class ScriptedTelegramAccount: TelegramAccountProvider {
    public init() {}
    public var writeAccess = true
    public var contact: TelegramSharedContact? = TelegramSharedContact(userId: 42, phoneNumber: "+15550100", firstName: "Ann", lastName: "Lee")
    public var invoice = TelegramInvoiceStatus.paid
    public var emojiFailure: TelegramFailure?
    public var customResult: Result<JSONValue, TelegramFailure> = .success(.string("done"))
    public var log: [String] = []

    public func requestWriteAccess() async -> Bool { writeAccess }
    public func requestPhoneNumber() async -> TelegramSharedContact? { contact }
    public func openInvoice(slug: String) async -> TelegramInvoiceStatus {
        log.append("invoice \(slug)")
        return invoice
    }
    public func requestEmojiStatusAccess() async -> Bool { true }
    public func setEmojiStatus(customEmojiId: String, duration: Int?) async throws(TelegramFailure) {
        log.append("emoji \(customEmojiId) \(duration.map(String.init) ?? "-")")
        if let emojiFailure { throw emojiFailure }
    }
    public func requestChat(requestId: String) async -> Bool { requestId == "ok" }
    public func switchInlineQuery(_ query: String, chatTypes: [String]) async { log.append("inline \(query) \(chatTypes)") }
    public func sendData(_ data: String) async { log.append("data \(data)") }
    public func shareToStory(_ story: TelegramStoryShare) async { log.append("story \(story.mediaURL)") }
    public func openTelegramLink(_ url: URL, forceRequest: Bool) async { log.append("tg \(url.absoluteString) \(forceRequest)") }
    public func invokeCustomMethod(_ method: String, params: JSONValue) async throws(TelegramFailure) -> JSONValue {
        log.append("custom \(method) \(params.jsonText)")
        return try customResult.get()
    }
}

/// A device whose sensors, scanner and clipboard a test feeds.
@MainActor
public final class ScriptedTelegramDevice: TelegramDeviceProvider {
    public init() {}
    public var clipboard: String? = "copied"
    public var haptics: [TelegramHapticFeedback] = []
    public var sensorContinuations: [TelegramSensor: AsyncStream<TelegramSensorReading>.Continuation] = [:]
    public var scanner: AsyncStream<String>.Continuation?
    public var scannerClosed = false
    public var homeScreen = TelegramHomeScreenStatus.missed
    public var authenticates = true
    public var downloads: [String] = []
    public var log: [String] = []

    public func readClipboardText() async -> String? { clipboard }
    public func performHaptic(_ feedback: TelegramHapticFeedback) { haptics.append(feedback) }
    public func readings(of sensor: TelegramSensor, every interval: Duration, absolute: Bool) -> AsyncStream<TelegramSensorReading>? {
        log.append("\(sensor.rawValue) \(interval) \(absolute)")
        let (stream, continuation) = AsyncStream<TelegramSensorReading>.makeStream()
        sensorContinuations[sensor] = continuation
        return stream
    }
    public func scanQRCodes(text: String?) -> AsyncStream<String>? {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        continuation.onTermination = { [weak self] _ in Task { @MainActor in self?.scannerClosed = true } }
        scanner = continuation
        return stream
    }
    public func homeScreenStatus() async -> TelegramHomeScreenStatus { homeScreen }
    public func addToHomeScreen() async -> Bool? { true }
    public func downloadFile(_ url: URL, fileName: String) async -> Bool {
        downloads.append("\(url.absoluteString) \(fileName)")
        return true
    }
    public func authenticateBiometrics(reason: String?) async -> Bool { authenticates }
    public func openSettings(for prompt: TelegramPrompt.Kind) { log.append("settings \(prompt.rawValue)") }
    public func lockOrientation(_ locked: Bool) { log.append("lock \(locked)") }
}

/// A location service with a fixed fix.
@MainActor
public final class FixedTelegramLocation: LocationProvider {
    public init() {}
    public func locationAuthorization() async -> Location.Authorization { .authorized }
    public func currentLocation(highAccuracy: Bool) async throws -> Location {
        Location(latitude: 35.68, longitude: 139.76, altitude: 40, horizontalAccuracy: 5, verticalAccuracy: 3, speed: -1, course: 90)
    }
}

