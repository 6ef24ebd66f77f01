import EngineConformance
import Foundation
@testable import MiniAppKit

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

    /// Posts `[method, eventData, input]` as the proxy script does; `eventData` is the
    /// JSON text of the page's second argument (`"\"\""` for `""`, `"null"` for undefined);
    /// with `gesture`, a fresh input 120 ms old.
    func post(_ method: String, data: String = "\"\"", gesture: Bool = false, input: String? = nil) {
        inputs += gesture ? 1 : 0
        let input = input ?? (gesture ? "[\"page\",\(inputs),120]" : "null")
        engine.post(handler, .string("[\(JavaScriptLiteral.string(method)),\(data),\(input)]"))
    }
    private var inputs = 0

    /// Posts `method` with `params` (an object's JSON) as `telegram-web-app.js` sends it: a
    /// JSON string, and without params `JSON.stringify('')`, the two characters `""`.
    func call(_ method: String, _ params: String? = nil, gesture: Bool = false) {
        post(method, data: JavaScriptLiteral.string(params ?? "\"\""), gesture: gesture)
    }

    /// The next event delivered (name and payload), waiting up to `wait`.
    func nextEvent(wait: Duration = .seconds(30)) async -> (name: String, payload: Any?)? {
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
