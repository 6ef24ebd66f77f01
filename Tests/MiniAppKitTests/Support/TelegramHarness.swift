import Foundation
@testable import MiniAppKit

/// A chrome that records what the page set and answers popups and prompts as a test says.
@MainActor
final class RecordingTelegramChrome: TelegramChrome {
    var states: [TelegramChromeState] = []
    var popups: [TelegramPopup] = []
    var popupAnswer: String?
    var prompts: [TelegramPrompt.Kind] = []
    var promptAnswer = true
    var fullscreenSupported = true
    var log: [String] = []
    var viewport: TelegramViewport? = TelegramViewport(width: 390, height: 700, safeArea: .init(top: 47, bottom: 34), contentSafeArea: .init(top: 10))

    func chromeDidChange(_ state: TelegramChromeState) { states.append(state) }
    func showPopup(_ popup: TelegramPopup) async -> String? {
        popups.append(popup)
        return popupAnswer
    }
    func setFullscreen(_ isFullscreen: Bool) async -> Bool {
        log.append("fullscreen \(isFullscreen)")
        return fullscreenSupported
    }
    func ask(_ prompt: TelegramPrompt) async -> Bool {
        prompts.append(prompt.kind)
        return promptAnswer
    }
    func miniAppReady() { log.append("ready") }
    func expand() { log.append("expand") }
    func hideKeyboard() { log.append("hideKeyboard") }
    func close(returnBack: Bool) { log.append("close \(returnBack)") }
}

/// An account backend whose answers a test sets.
@MainActor
final class ScriptedTelegramAccount: TelegramAccountProvider {
    var writeAccess = true
    var contact: TelegramSharedContact? = TelegramSharedContact(userId: 42, phoneNumber: "+15550100", firstName: "Ann", lastName: "Lee")
    var invoice = TelegramInvoiceStatus.paid
    var emojiFailure: TelegramFailure?
    var customResult: Result<JSONValue, TelegramFailure> = .success(.string("done"))
    var log: [String] = []

    func requestWriteAccess() async -> Bool { writeAccess }
    func requestPhoneNumber() async -> TelegramSharedContact? { contact }
    func openInvoice(slug: String) async -> TelegramInvoiceStatus {
        log.append("invoice \(slug)")
        return invoice
    }
    func requestEmojiStatusAccess() async -> Bool { true }
    func setEmojiStatus(customEmojiId: String, duration: Int?) async throws(TelegramFailure) {
        log.append("emoji \(customEmojiId) \(duration.map(String.init) ?? "-")")
        if let emojiFailure { throw emojiFailure }
    }
    func requestChat(requestId: String) async -> Bool { requestId == "ok" }
    func switchInlineQuery(_ query: String, chatTypes: [String]) async { log.append("inline \(query) \(chatTypes)") }
    func sendData(_ data: String) async { log.append("data \(data)") }
    func shareToStory(_ story: TelegramStoryShare) async { log.append("story \(story.mediaURL)") }
    func openTelegramLink(_ url: URL, forceRequest: Bool) async { log.append("tg \(url.absoluteString) \(forceRequest)") }
    func invokeCustomMethod(_ method: String, params: JSONValue) async throws(TelegramFailure) -> JSONValue {
        log.append("custom \(method) \(params.jsonText)")
        return try customResult.get()
    }
}

/// A device whose sensors, scanner and clipboard a test feeds.
@MainActor
final class ScriptedTelegramDevice: TelegramDeviceProvider {
    var clipboard: String? = "copied"
    var haptics: [TelegramHapticFeedback] = []
    var sensorContinuations: [TelegramSensor: AsyncStream<TelegramSensorReading>.Continuation] = [:]
    var scanner: AsyncStream<String>.Continuation?
    var scannerClosed = false
    var homeScreen = TelegramHomeScreenStatus.missed
    var authenticates = true
    var downloads: [String] = []
    var log: [String] = []

    func readClipboardText() async -> String? { clipboard }
    func performHaptic(_ feedback: TelegramHapticFeedback) { haptics.append(feedback) }
    func readings(of sensor: TelegramSensor, every interval: Duration, absolute: Bool) -> AsyncStream<TelegramSensorReading>? {
        log.append("\(sensor.rawValue) \(interval) \(absolute)")
        let (stream, continuation) = AsyncStream<TelegramSensorReading>.makeStream()
        sensorContinuations[sensor] = continuation
        return stream
    }
    func scanQRCodes(text: String?) -> AsyncStream<String>? {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        continuation.onTermination = { [weak self] _ in Task { @MainActor in self?.scannerClosed = true } }
        scanner = continuation
        return stream
    }
    func homeScreenStatus() async -> TelegramHomeScreenStatus { homeScreen }
    func addToHomeScreen() async -> Bool? { true }
    func downloadFile(_ url: URL, fileName: String) async -> Bool {
        downloads.append("\(url.absoluteString) \(fileName)")
        return true
    }
    func authenticateBiometrics(reason: String?) async -> Bool { authenticates }
    func openSettings(for prompt: TelegramPrompt.Kind) { log.append("settings \(prompt.rawValue)") }
    func lockOrientation(_ locked: Bool) { log.append("lock \(locked)") }
}

/// A location service with a fixed fix.
@MainActor
final class FixedTelegramLocation: LocationProvider {
    func locationAuthorization() async -> Location.Authorization { .authorized }
    func currentLocation(highAccuracy: Bool) async throws -> Location {
        Location(latitude: 35.68, longitude: 139.76, altitude: 40, horizontalAccuracy: 5, verticalAccuracy: 3, speed: -1, course: 90)
    }
}

/// A `telegram` page on a fake engine: a real display, endpoint and stores in a
/// temporary directory; events are read back from the scripts the endpoint evaluates.
@MainActor
final class TelegramHarness {
    let engine = FakeEngine()
    let chrome = RecordingTelegramChrome()
    let account = ScriptedTelegramAccount()
    let device = ScriptedTelegramDevice()
    let biometrics = FixedBiometrics(.available([.face]))
    let directory: URL
    let display: MiniAppDisplay
    let endpoint: TelegramEndpoint
    var traces: [BridgeTrace] = []
    var opened: [URL] = []
    private var read = 0

    /// - Parameters:
    ///   - full: with account, device, location and biometrics; without, only the chrome.
    init(full: Bool = true, launch: TelegramLaunch = TelegramLaunch(), timeout: Duration = .seconds(10)) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("telegram-tests-\(UUID().uuidString)", isDirectory: true)
        let services = full
            ? TelegramServices(chrome: chrome, account: account, device: device, location: FixedTelegramLocation(), biometrics: biometrics)
            : TelegramServices(chrome: chrome)
        display = try MiniAppDisplay(
            identity: MiniAppIdentity(appId: "demo"), source: .directory(directory), engine: engine,
            dialects: [.telegram(services, launch: launch, timeout: timeout)],
            configuration: MiniAppDisplayConfiguration(dataDirectory: directory))
        guard let endpoint = display.endpoint(TelegramEndpoint.self) else { throw CocoaError(.featureUnsupported) }
        self.endpoint = endpoint
        endpoint.trace = { [weak self] trace in self?.traces.append(trace) }
        display.externalOpener = { [weak self] url in self?.opened.append(url) }
        display.launch()
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The secret handler the proxy script posts to.
    var handler: String { engine.handlers.keys.first { $0.hasPrefix("TelegramWebviewProxy_") } ?? "" }

    /// Posts `[method, eventData, gesture]` as the proxy script does; `eventData` is the
    /// JSON text of the page's second argument (`"\"\""` for `""`, `"null"` for undefined).
    func post(_ method: String, data: String = "\"\"", gesture: Bool = false) {
        engine.post(handler, .string("[\(JavaScriptLiteral.string(method)),\(data),\(gesture)]"))
    }

    /// Posts `method` with `params` (an object's JSON) as `telegram-web-app.js` sends it: a JSON string.
    func call(_ method: String, _ params: String? = nil, gesture: Bool = false) {
        post(method, data: params.map { JavaScriptLiteral.string($0) } ?? "\"\"", gesture: gesture)
    }

    /// The next event delivered (name and payload), waiting up to `wait`.
    func nextEvent(wait: Duration = .seconds(10)) async -> (name: String, payload: Any?)? {
        let deadline = ContinuousClock.now + wait
        while pending.isEmpty, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
        }
        guard !pending.isEmpty else { return nil }
        return pending.removeFirst()
    }

    /// Calls `method` and waits for its first event.
    func answer(_ method: String, _ params: String? = nil, gesture: Bool = false) async -> (name: String, payload: Any?)? {
        call(method, params, gesture: gesture)
        return await nextEvent()
    }

    /// Events delivered and not yet read.
    private var buffered: [(name: String, payload: Any?)] = []
    private var pending: [(name: String, payload: Any?)] {
        get {
            while read < engine.evaluated.count {
                buffered += Self.events(in: engine.evaluated[read])
                read += 1
            }
            return buffered
        }
        set { buffered = newValue }
    }

    /// Whether no event is waiting after `wait`.
    func isQuiet(for wait: Duration = .milliseconds(100)) async -> Bool {
        try? await Task.sleep(for: wait)
        return pending.isEmpty
    }

    static let prefix = TelegramProxyScript.deliveryFunction + "("

    /// The events of one delivery script: `f("name",payload);f(…)`.
    static func events(in script: String) -> [(name: String, payload: Any?)] {
        script.components(separatedBy: ";" + prefix).enumerated().compactMap { index, part in
            var call = Substring(part)
            if index == 0 {
                guard call.hasPrefix(prefix) else { return nil }
                call = call.dropFirst(prefix.count)
            }
            guard call.hasSuffix(")") else { return nil }
            let arguments = "[" + call.dropLast() + "]"
            guard let parsed = try? JSONSerialization.jsonObject(with: Data(arguments.utf8), options: [.fragmentsAllowed]) as? [Any],
                  let name = parsed.first as? String else { return (String(call.prefix { $0 != "," }.dropFirst().dropLast()), "page") }
            return (name, parsed.count > 1 && !(parsed[1] is NSNull) ? parsed[1] : nil)
        }
    }

    /// The `failed` traces' codes and messages.
    var failures: [(code: String, message: String)] {
        traces.compactMap { if case .failed(_, _, _, let code, let message) = $0 { (code, message) } else { nil } }
    }
}

extension Optional where Wrapped == (name: String, payload: Any?) {
    /// The payload as an object.
    var object: [String: Any]? { self?.payload as? [String: Any] }
    var name: String? { self?.name }
}
