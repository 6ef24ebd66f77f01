import Foundation
import MCP
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one place `miniapp mcp` speaks HTTP to a session's two local doors: the
/// control API of `miniapp open --control` and `WebKitWebDriver`. Both listen on
/// 127.0.0.1 only and refuse what a web page could send them, so every request here
/// goes to `127.0.0.1:PORT` (the `Host` URLSession derives from the URL), carries no
/// `Origin`, and says `Content-Type: application/json` on every change, with a body or
/// without (docs/TESTING.md, "What the doors accept").
struct LoopbackHTTP: Sendable {
    /// A door's answer.
    struct Answer: Sendable {
        var status: Int
        var body: Data

        /// The body as a JSON value (`nil` for an empty or non-JSON body).
        var json: Value? {
            body.isEmpty ? nil : try? Value(jsonText: body)
        }
    }

    /// The door, such as `http://127.0.0.1:4444`.
    let base: URL

    init(port: Int) {
        // A literal address: never a name a resolver could send elsewhere.
        var components = URLComponents()
        (components.scheme, components.host, components.port) = ("http", "127.0.0.1", port)
        base = components.url ?? URL(fileURLWithPath: "/")
    }

    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.connectionProxyDictionary = [:]
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }()

    /// Sends `method path` with `body` and returns the answer, whatever its
    /// status. Cancelling the task cancels the request.
    func send(_ method: String, _ path: String, body: Value? = nil, timeout: TimeInterval = 60) async throws -> Answer {
        guard let url = URL(string: path, relativeTo: base) else { throw DoorError("not a path: \(path)") }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if method != "GET" { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        if let body { request.httpBody = Data(body.jsonText.utf8) }
        let (data, response) = try await Self.session.data(for: request)
        return Answer(status: (response as? HTTPURLResponse)?.statusCode ?? 0, body: data)
    }
}

/// A door did not answer as it should; the message says what it said.
struct DoorError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
