import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real HTTP/1.1 server on a loopback address, for checks that need a network peer
/// (what a browser window sends, and to whom): it records every request, head and
/// body, and answers each with what `answer` returns, one request per connection.
package final class LoopbackHTTPServer: @unchecked Sendable {
    /// One request as received.
    package struct Request: Sendable {
        package var method: String
        /// The request target (`/path?query`).
        package var path: String
        /// Header fields, names lower-cased.
        package var headers: [String: String]
        package var body: String
    }

    /// What the server answers.
    package struct Answer: Sendable {
        package var status: Int
        package var headers: [(String, String)]
        package var body: String

        package init(status: Int = 200, headers: [(String, String)] = [], body: String = "") {
            self.status = status
            self.headers = headers
            self.body = body
        }

        /// An HTML page.
        package static func page(_ html: String, headers: [(String, String)] = []) -> Answer {
            Answer(headers: [("Content-Type", "text/html; charset=utf-8")] + headers, body: html)
        }

        /// A redirect to `location`.
        package static func redirect(_ status: Int, to location: String, headers: [(String, String)] = []) -> Answer {
            Answer(status: status, headers: [("Location", location)] + headers)
        }
    }

    package let host: String
    package let port: Int
    private let listener: SilentListener
    private let lock = NSLock()
    private var received: [Request] = []

    /// `http://host:port`.
    package var origin: String { "http://\(host):\(port)" }

    /// Every request so far, in arrival order.
    package var requests: [Request] { lock.withLock { received } }

    /// Serves on `host` (an IPv4 loopback address) at a free port.
    package init(host: String = "127.0.0.1", answer: @escaping @Sendable (Request) -> Answer) throws {
        listener = try SilentListener(host: host)
        self.host = host
        port = listener.port
        let descriptor = listener.socketDescriptor
        let thread = Thread { [self] in
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                #if canImport(Darwin)
                var on: Int32 = 1
                setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
                #endif
                let request = Self.readRequest(connection)
                lock.withLock { received.append(request) }
                Self.reply(answer(request), on: connection)
                _ = close(connection)
            }
        }
        thread.start()
    }

    /// A server of another origin than any on `127.0.0.1`: on `127.0.0.2` where the
    /// system has it (Linux routes all of 127/8 to loopback; macOS has only 127.0.0.1
    /// unless told), else on another port of `127.0.0.1`, which is another origin too,
    /// though the same host for cookies.
    package static func onAnotherHost(answer: @escaping @Sendable (Request) -> Answer) throws -> LoopbackHTTPServer {
        if let server = try? LoopbackHTTPServer(host: "127.0.0.2", answer: answer) { return server }
        return try LoopbackHTTPServer(answer: answer)
    }

    /// Stops accepting.
    package func stop() {
        _ = shutdown(listener.socketDescriptor, Int32(SHUT_RDWR))
        listener.stop()
    }

    /// Reads one request: its head, then as many body bytes as its `Content-Length` says.
    private static func readRequest(_ connection: Int32) -> Request {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 8192)
        var headEnd: Int?
        var length = 0
        while headEnd.map({ bytes.count - $0 < length }) ?? true {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            bytes += chunk[0..<count]
            if headEnd == nil, let end = bytes.indices.dropLast(3).first(where: { bytes[$0...].starts(with: [13, 10, 13, 10]) }) {
                headEnd = end + 4
                length = Self.parseHead(bytes[..<end]).headers["content-length"].flatMap { Int($0) } ?? 0
            }
        }
        let end = headEnd ?? bytes.count
        var request = parseHead(bytes[..<min(end, bytes.count)])
        request.body = String(decoding: bytes[min(end, bytes.count)...], as: UTF8.self)
        return request
    }

    private static func parseHead(_ head: ArraySlice<UInt8>) -> Request {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let first = lines.first?.split(separator: " ") ?? []
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Request(
            method: first.first.map(String.init) ?? "", path: first.dropFirst().first.map(String.init) ?? "",
            headers: headers, body: "")
    }

    private static func reply(_ answer: Answer, on connection: Int32) {
        var head = "HTTP/1.1 \(answer.status) Answer\r\n"
        for (name, value) in answer.headers { head += "\(name): \(value)\r\n" }
        head += "Cache-Control: no-store\r\nContent-Length: \(answer.body.utf8.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array((head + answer.body).utf8)
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, flags) }
            guard count > 0 else { return }
            sent += count
        }
    }
}
