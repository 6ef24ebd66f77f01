#if os(Linux)
import EngineConformance
import Foundation
import Glibc
import Synchronization

/// A loopback HTTP server that answers every request with one page and the cookies
/// `a=1` and `b=2`: a hosted mini app whose web view has cookies of its own, for the
/// cookie defaults of the newer actions (§6.1). It keeps every request it received
/// (head and body, as text), for the browser windows' requests.
final class CookiePageServer: Sendable {
    let port: Int
    private let descriptor: Int32
    private let received = RequestLog()

    /// Every request so far, in arrival order: the head, a blank line, then the body.
    var requests: [String] { received.requests.withLock { $0 } }

    /// The requests, shared with the serving thread.
    private final class RequestLog: Sendable {
        let requests = Mutex<[String]>([])
    }

    init(page: String) throws {
        // A listening loopback socket, which the thread below accepts on and answers.
        let listener = try SilentListener()
        let descriptor = listener.socketDescriptor
        self.descriptor = descriptor
        self.port = listener.port
        let body = Array(page.utf8)
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nSet-Cookie: a=1; Path=/\r\nSet-Cookie: b=2; Path=/\r\n"
            + "Cache-Control: no-store\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let answer = Array(head.utf8) + body
        let thread = Thread { [received] in
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                let request = Self.readRequest(connection)
                received.requests.withLock { $0.append(request) }
                _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(connection)
            }
        }
        thread.start()
    }

    /// Reads one request: its head, then as many body bytes as its `Content-Length` says.
    private static func readRequest(_ connection: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 8192)
        while true {
            let text = String(decoding: bytes, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let length = text[..<end.lowerBound].split(separator: "\r\n")
                    .first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if text.utf8.count - text.utf8.distance(from: text.startIndex, to: end.upperBound) >= length { return text }
            }
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return String(decoding: bytes, as: UTF8.self) }
            bytes += chunk[0..<count]
        }
    }

    /// Stops accepting (the thread's `accept` fails and it ends).
    func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }
}
#endif
