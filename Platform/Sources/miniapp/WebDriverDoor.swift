import Foundation
import Hummingbird
import HTTPTypes
import NIOConcurrencyHelpers

/// The responder of `miniapp webdriver`: what passed ``LocalDoor``'s rules goes on to
/// the WebKitWebDriver behind it, over its Unix socket, and the driver's answer comes
/// back unchanged. A new session must pass ``NewSessionCheck`` first.
struct WebDriverDoor: HTTPResponder {
    typealias Context = BasicRequestContext

    /// The rules: local clients only, and JSON for every command that sends one (WebDriver
    /// clients send none with `GET` and `DELETE`, which no page can send cross-origin
    /// without a preflight anyway).
    static let door = LocalDoor(name: "miniapp webdriver", jsonMethods: [.post, .put, .patch])
    /// The largest request body passed on (file uploads and scripts included).
    static let maxBody = 64 << 20
    /// Tells `miniapp open`, started by the driver, the door's port, which its mini app
    /// may then not reach (``SessionSettings/refusedLocalPorts``).
    static let portVariable = "MINIAPP_WEBDRIVER_PORT"

    /// The door's port when this process was started through one.
    static var portFromEnvironment: UInt16? {
        ProcessInfo.processInfo.environment[portVariable].flatMap { UInt16($0) }
    }

    let driver: UnixSocketHTTPClient
    /// `nil` when attached to a running window (`--target`): the driver then starts nothing.
    let newSession: NewSessionCheck?
    /// The sessions the driver has open, ended when the door stops.
    let sessions = NIOLockedValueBox<Set<String>>([])

    /// Set once the driver answers; requests that come before wait for it.
    private let ready = NIOLockedValueBox(false)

    /// The driver answers: requests no longer wait.
    func driverIsReady() {
        ready.withLockedValue { $0 = true }
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        var body = try await request.body.collect(upTo: Self.maxBody)
        for _ in 0..<300 where !ready.withLockedValue({ $0 }) {
            try await Task.sleep(for: .milliseconds(50))
        }
        let creates = NewSessionCheck.createsSession(method: request.method.rawValue, path: request.uri.path)
        if creates, let newSession {
            do {
                body = ByteBuffer(bytes: try newSession.check(Data(body.readableBytesView)))
            } catch {
                return error.response
            }
        }
        let answer: UnixSocketHTTPClient.Answer
        do {
            answer = try await driver.send(request.head, body: body)
        } catch {
            return WebDriverRefusal(.unknownError, "WebKitWebDriver did not answer \(request.method.rawValue) \(request.uri.path): \(error)").response
        }
        track(request, creates: creates, answer: answer)
        var headers = answer.response.headerFields
        for name in [HTTPField.Name.connection, .contentLength, .transferEncoding] { headers[name] = nil }
        return Response(status: answer.response.status, headers: headers, body: .init(byteBuffer: answer.body))
    }

    /// Notes a session the driver opened or closed.
    private func track(_ request: Request, creates: Bool, answer: UnixSocketHTTPClient.Answer) {
        guard answer.response.status == .ok else { return }
        if creates {
            let reply = try? JSONSerialization.jsonObject(with: Data(answer.body.readableBytesView)) as? [String: Any]
            if let id = (reply?["value"] as? [String: Any])?["sessionId"] as? String {
                sessions.withLockedValue { _ = $0.insert(id) }
            }
        } else if request.method == .delete {
            let parts = request.uri.path.split(separator: "/")
            if parts.count == 2, parts[0] == "session" { sessions.withLockedValue { _ = $0.remove(String(parts[1])) } }
        }
    }

    /// Ends every session still open (the driver then ends its `miniapp open`).
    func endSessions() async {
        for id in sessions.withLockedValue({ $0 }) {
            var request = HTTPRequest(method: .delete, scheme: nil, authority: "localhost", path: "/session/\(id)")
            request.headerFields[.contentType] = "application/json"
            _ = try? await driver.send(request, body: ByteBuffer())
        }
    }
}
