import Foundation
import MCP

/// A client of `WebKitWebDriver` (W3C WebDriver) for one session: the page side.
struct DriverClient: Sendable {
    /// The W3C key of an element reference.
    static let elementKey = DrawnScreenshots.elementKey

    let http: LoopbackHTTP
    /// The WebDriver session, once created.
    var sessionId: String?

    /// `GET /status`: whether the driver is up.
    func isReady() async -> Bool {
        guard let answer = try? await http.send("GET", "/status", timeout: 2) else { return false }
        return answer.status == 200
    }

    /// `POST /session`: starts the browser the capabilities name and returns the session id.
    func newSession(capabilities: Value, timeout: TimeInterval) async throws -> String {
        let value = try await Self.value(http.send("POST", "/session", body: ["capabilities": ["alwaysMatch": capabilities]], timeout: timeout))
        guard let id = value.objectValue?["sessionId"]?.text else { throw DoorError("WebKitWebDriver made no session") }
        return id
    }

    /// `DELETE /session/{id}`: ends the browser.
    func deleteSession(timeout: TimeInterval = 15) async {
        guard let sessionId else { return }
        _ = try? await http.send("DELETE", "/session/\(sessionId)", timeout: timeout)
    }

    /// A command of the session: `method /session/{id}path`, its `value`.
    @discardableResult
    func command(_ method: String, _ path: String, body: Value? = nil, timeout: TimeInterval = 60) async throws -> Value {
        guard let sessionId else { throw ToolFailure("the session has no WebDriver session") }
        return try await Self.value(http.send(method, "/session/\(sessionId)\(path)", body: body, timeout: timeout))
    }

    /// The references of the elements a CSS selector matches, in document order.
    func elements(_ selector: String) async throws -> [String] {
        let found = try await command("POST", "/elements", body: ["using": "css selector", "value": .string(selector)])
        return (found.arrayValue ?? []).compactMap { $0.objectValue?[Self.elementKey]?.text }
    }

    /// An element reference as a script argument.
    static func argument(_ element: String) -> Value { [elementKey: .string(element)] }

    /// A WebDriver answer's `value`, or its error as a tool error in the driver's words.
    private static func value(_ answer: LoopbackHTTP.Answer) throws -> Value {
        let value = answer.json?.objectValue?["value"] ?? .null
        if (200..<300).contains(answer.status) { return value }
        let error = value.objectValue
        let kind = error?["error"]?.text ?? "HTTP \(answer.status)"
        let message = error?["message"]?.text.flatMap { $0.isEmpty ? nil : $0 }
        throw WebDriverFailure(error: kind, message: message ?? String(decoding: answer.body.prefix(300), as: UTF8.self))
    }
}

/// A WebDriver error (`no such element`, `javascript error`, `timeout`…) and its message.
struct WebDriverFailure: Error, CustomStringConvertible {
    var error: String
    var message: String
    var description: String { message.isEmpty ? error : "\(error): \(message)" }
}
