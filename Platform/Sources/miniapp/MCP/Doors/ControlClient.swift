import Foundation
import MCP

/// A client of one run's control API (`miniapp open --control`, docs/TESTING.md): the
/// host side of a session.
struct ControlClient: Sendable {
    let http: LoopbackHTTP

    /// `GET /status`.
    func status() async throws -> [String: Value] {
        try object(await http.send("GET", "/status", timeout: 10))
    }

    /// `POST /launch`.
    func launch() async throws { try refuseError(await http.send("POST", "/launch")) }

    /// `PUT /answers/{action}` with a profile `methods` entry.
    func setAnswer(_ action: String, _ answer: Value) async throws {
        try refuseError(await http.send("PUT", "/answers/\(Self.pathSegment(action))", body: answer))
    }

    /// `DELETE /answers/{action}`, or every scripted answer when `action` is `nil`.
    func removeAnswer(_ action: String?) async throws {
        try refuseError(await http.send("DELETE", action.map { "/answers/\(Self.pathSegment($0))" } ?? "/answers"))
    }

    /// `POST /events` with a profile `hostEvents` entry.
    func push(_ event: Value) async throws {
        try refuseError(await http.send("POST", "/events", body: event))
    }

    /// `GET /transcript?since=N`: the lines from index `since` on, and the index to ask from next.
    func transcript(since: Int) async throws -> (lines: [Value], next: Int) {
        let answer = try object(await http.send("GET", "/transcript?since=\(max(0, since))", timeout: 20))
        return (answer["lines"]?.arrayValue ?? [], answer["next"]?.intValue ?? since)
    }

    /// `GET /screenshot`: a PNG of the page as it is now, painted by the host.
    func screenshot() async throws -> Data {
        let answer = try await http.send("GET", "/screenshot", timeout: 30)
        try refuseError(answer)
        return answer.body
    }

    /// `POST /close`.
    func close() async throws { try refuseError(await http.send("POST", "/close", timeout: 10)) }

    private static func pathSegment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? text
    }

    private func object(_ answer: LoopbackHTTP.Answer) throws -> [String: Value] {
        try refuseError(answer)
        guard let object = answer.json?.objectValue else { throw DoorError("the control API answered \(answer.status) without a JSON object") }
        return object
    }

    /// The control API's `{"error": …}` (400: a wrong request; 409: the wrong moment) as a tool error.
    private func refuseError(_ answer: LoopbackHTTP.Answer) throws {
        guard !(200..<300).contains(answer.status) else { return }
        let message = answer.json?.objectValue?["error"]?.text ?? String(decoding: answer.body.prefix(500), as: UTF8.self)
        throw ToolFailure(message.isEmpty ? "the control API answered HTTP \(answer.status)" : message)
    }
}
