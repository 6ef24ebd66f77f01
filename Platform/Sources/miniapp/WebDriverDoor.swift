import Foundation
import Hummingbird
import HTTPTypes
import NIOConcurrencyHelpers

/// The responder of `miniapp webdriver`: what passed ``LocalDoor``'s rules goes on to
/// the WebKitWebDriver behind it, over its Unix socket, and the driver's answer comes
/// back unchanged. A new session must pass ``NewSessionCheck`` first; its screenshots
/// are answered by the door from the host's drawing (``DrawnScreenshots``).
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
    /// The private folder where each session's `miniapp open` serves its control API to
    /// the door (`open-N.sock`); `nil` with `--target`, whose window WebKit draws alone.
    let socketFolder: String?
    /// The sessions the driver has open, ended when the door stops, with their run's
    /// control socket.
    let sessions = NIOLockedValueBox<[String: String?]>([:])
    /// How many control sockets the door has named.
    private let socketsNamed = NIOLockedValueBox(0)

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
        var socket: String?
        if creates, let newSession {
            socket = socketFolder.map { folder in "\(folder)/open-\(socketsNamed.withLockedValue { $0 += 1; return $0 }).sock" }
            do {
                body = ByteBuffer(bytes: try newSession.check(Data(body.readableBytesView), controlSocket: socket))
            } catch {
                return error.response
            }
        }
        if let target = DrawnScreenshots.Target(method: request.method, path: request.uri.path),
           let socket = sessions.withLockedValue({ $0[target.session] ?? nil }) {
            return await DrawnScreenshots(driver: driver, control: UnixSocketHTTPClient(path: socket)).answer(target)
        }
        let answer: UnixSocketHTTPClient.Answer
        do {
            guard let answered = try await send(request.head, body: body, browser: socket.map(SessionBrowser.init)) else {
                socket.map(SessionBrowser.init)?.forget()
                return WebDriverRefusal(
                    .sessionNotCreated,
                    "miniapp open ended before the session started: what it said is on miniapp webdriver's standard error").response
            }
            answer = answered
        } catch {
            return WebDriverRefusal(.unknownError, "WebKitWebDriver did not answer \(request.method.rawValue) \(request.uri.path): \(error)").response
        }
        track(request, creates: creates, socket: socket, answer: answer)
        return Self.passOn(answer)
    }

    /// The driver's answer to `head` and `body`; for a new session (`browser`), `nil` as
    /// soon as that session's `miniapp open` has ended without one, which WebKitWebDriver
    /// would wait for without end.
    private func send(_ head: HTTPRequest, body: ByteBuffer, browser: SessionBrowser?) async throws -> UnixSocketHTTPClient.Answer? {
        guard let browser else { return try await driver.send(head, body: body) }
        return try await withThrowingTaskGroup(of: UnixSocketHTTPClient.Answer?.self) { group in
            group.addTask { try await driver.send(head, body: body) }
            group.addTask {
                try await browser.waitUntilEnded()
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    /// The driver's answer, as the door's.
    static func passOn(_ answer: UnixSocketHTTPClient.Answer) -> Response {
        var headers = answer.response.headerFields
        for name in [HTTPField.Name.connection, .contentLength, .transferEncoding] { headers[name] = nil }
        return Response(status: answer.response.status, headers: headers, body: .init(byteBuffer: answer.body))
    }

    /// Notes a session the driver opened (with its run's control socket) or closed.
    private func track(_ request: Request, creates: Bool, socket: String?, answer: UnixSocketHTTPClient.Answer) {
        guard answer.response.status == .ok else {
            socket.map(SessionBrowser.init)?.forget()
            return
        }
        if creates {
            let reply = try? JSONSerialization.jsonObject(with: Data(answer.body.readableBytesView)) as? [String: Any]
            if let id = (reply?["value"] as? [String: Any])?["sessionId"] as? String {
                sessions.withLockedValue { $0[id] = .some(socket) }
            }
        } else if request.method == .delete {
            let parts = request.uri.path.split(separator: "/")
            if parts.count == 2, parts[0] == "session", let ended = sessions.withLockedValue({ $0.removeValue(forKey: String(parts[1])) }) {
                ended.map(SessionBrowser.init)?.forget()
            }
        }
    }

    /// Ends every session still open (the driver then ends its `miniapp open`).
    func endSessions() async {
        for id in sessions.withLockedValue({ Array($0.keys) }) {
            var request = HTTPRequest(method: .delete, scheme: nil, authority: "localhost", path: "/session/\(id)")
            request.headerFields[.contentType] = "application/json"
            _ = try? await driver.send(request, body: ByteBuffer())
        }
    }
}
