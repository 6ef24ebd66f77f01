import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A man in the middle on loopback, in front of a real registry: each request is either
/// forwarded to the registry (its target rewritten first, if asked), answered again with
/// the answer recorded for its target earlier (a replay), or answered by a hostile
/// script, which counts the bytes it managed to send before the client closed the
/// connection. The client is given this server's URL as the platform's, and since
/// the registry builds file URLs from the request's `Host`, the signed manifest's file
/// URLs lead here too.
final class MITMServer: @unchecked Sendable {
    /// How a hostile answer misbehaves.
    enum Hostile: Sendable {
        /// Announces `contentLength` bytes and streams as fast as the client reads.
        case announcing(contentLength: Int)
        /// A chunked body, streamed as fast as the client reads; with a (small)
        /// `Content-Length` beside it when `contentLength` is given, which chunked
        /// encoding overrides.
        case chunked(contentLength: Int?)
        /// Sends the head (with no length: the body ends when the connection does),
        /// then one byte every `interval`, up to `bytes`.
        case drip(bytes: Int, interval: Duration)
    }

    /// The most a hostile answer streams, however long the client keeps reading: far
    /// past any cap under test, without filling a shared machine's memory when the cap
    /// does not hold.
    static let streamLimit = 256 << 20

    let port: Int
    private let registryPort: Int
    private let socket: Int32
    private let rewrite: @Sendable (String) -> String
    private let hostile: @Sendable (String) -> Hostile?
    private let edit: @Sendable (String, String) -> String
    private let replay: @Sendable (String) -> Bool
    private let lock = NSLock()
    /// The last answer forwarded for each request target, as it was sent.
    private var recorded: [String: [UInt8]] = [:]
    private var sent: [Int] = []
    private var started = 0

    /// Body bytes each hostile answer sent before its connection closed, in the order
    /// the connections ended.
    var hostileBytesSent: [Int] { lock.withLock { sent } }

    /// Waits (up to `limit`) until every hostile answer begun so far has ended, and
    /// returns what each sent.
    func hostileBytesSentOnceEnded(within limit: Duration = .seconds(60)) async -> [Int] {
        let end = ContinuousClock.now + limit
        while ContinuousClock.now < end, lock.withLock({ sent.count < started }) {
            try? await Task.sleep(for: .milliseconds(50))
        }
        return hostileBytesSent
    }

    var url: URL? { URL(string: "http://127.0.0.1:\(port)/") }

    /// - Parameters:
    ///   - rewrite: the request target to forward instead of the one asked for.
    ///   - edit: the body to answer a forwarded request (its original target, the
    ///     registry's body) with, instead of the registry's.
    ///   - hostile: the hostile answer for a request target, or `nil` to forward it.
    ///   - replay: whether to answer a request target with the answer last forwarded for
    ///     it (status, headers and body as they were then), when there is one.
    init(
        registryPort: Int, rewrite: @escaping @Sendable (String) -> String = { $0 },
        edit: @escaping @Sendable (String, String) -> String = { $1 },
        hostile: @escaping @Sendable (String) -> Hostile? = { _ in nil },
        replay: @escaping @Sendable (String) -> Bool = { _ in false }
    ) throws {
        self.registryPort = registryPort
        self.rewrite = rewrite
        self.edit = edit
        self.hostile = hostile
        self.replay = replay
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        socket = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw -> Bool in
                bind(fd, raw, length) == 0 && listen(fd, 64) == 0 && getsockname(fd, raw, &length) == 0
            }
        }
        guard bound else { throw TestFailure("MITMServer: cannot listen: errno \(errno)") }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in acceptLoop() }.start()
    }

    /// Stops accepting; the accept loop closes the socket once its `accept` fails (closed
    /// here, its number could be reused by the next test's server before the loop calls
    /// `accept` again).
    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
    }

    private func acceptLoop() {
        defer { close(socket) }
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            Thread { [self] in handle(client) }.start()
        }
    }

    private func handle(_ client: Int32) {
        defer { close(client) }
        guard var head = Self.readHead(client) else { return }
        // Not `prefix { $0 != "\r" }`: "\r\n" is one Character.
        let requestLine = head.components(separatedBy: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        guard parts.count == 3 else { return }
        let target = String(parts[1])
        if let script = hostile(target) {
            lock.withLock { started += 1 }
            answer(client, script)
            return
        }
        if replay(target), let answer = lock.withLock({ recorded[target] }) {
            _ = Self.send(client, answer)
            return
        }
        // Forwarded, one request per connection.
        head = head.replacingOccurrences(of: requestLine, with: "\(parts[0]) \(rewrite(target)) \(parts[2])")
        var lines = head.components(separatedBy: "\r\n").filter { !$0.lowercased().hasPrefix("connection:") && !$0.isEmpty }
        lines.append("Connection: close")
        forward(client, lines.joined(separator: "\r\n") + "\r\n\r\n", target: target)
    }

    private func answer(_ client: Int32, _ script: Hostile) {
        // A small send buffer: what the kernel holds for a client that stopped reading
        // stays small, so the count says what the client read.
        var size: Int32 = 256 << 10
        setsockopt(client, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        var total = 0
        defer { lock.withLock { sent.append(total) } }
        let block = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 10)
        switch script {
        case .announcing(let length):
            guard Self.send(client, Array("HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\nConnection: close\r\n\r\n".utf8)) else { return }
            while total < min(length, Self.streamLimit), Self.send(client, block) { total += block.count }
        case .chunked(let length):
            let announced = length.map { "Content-Length: \($0)\r\n" } ?? ""
            guard Self.send(client, Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\(announced)Connection: close\r\n\r\n".utf8)) else { return }
            let chunk = Array(String(block.count, radix: 16).utf8) + [13, 10] + block + [13, 10]
            while total < Self.streamLimit, Self.send(client, chunk) { total += block.count }
        case .drip(let length, let interval):
            guard Self.send(client, Array("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n".utf8)) else { return }
            while total < length, Self.send(client, [UInt8(ascii: "x")]) {
                total += 1
                Thread.sleep(forTimeInterval: Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18)
                // A closed peer shows up on the next send, or here.
                var descriptor = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
                if poll(&descriptor, 1, 0) > 0 {
                    var byte: UInt8 = 0
                    if recv(client, &byte, 1, Int32(MSG_DONTWAIT)) <= 0 { return }
                }
            }
        }
    }

    private func forward(_ client: Int32, _ head: String, target: String) {
        let upstream = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(upstream) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(registryPort).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0, Self.send(upstream, Array(head.utf8)) else { return }
        // The whole answer (the registry closes after it), then the body edited.
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(upstream, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += buffer.prefix(count)
        }
        let text = String(decoding: answer, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { return }
        let body = Array(edit(target, String(text[split.upperBound...])).utf8)
        let fields = text[..<split.lowerBound].components(separatedBy: "\r\n").filter { !$0.lowercased().hasPrefix("content-length:") }
        let sent = Array((fields + ["Content-Length: \(body.count)"]).joined(separator: "\r\n").utf8) + [13, 10, 13, 10] + body
        lock.withLock { recorded[target] = sent }
        _ = Self.send(client, sent)
    }

    /// The request head (GET requests only: no body follows).
    private static func readHead(_ client: Int32) -> String? {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while !(head.count >= 4 && head.suffix(4) == [13, 10, 13, 10]) {
            guard recv(client, &byte, 1, 0) == 1, head.count < 64 << 10 else { return nil }
            head.append(byte)
        }
        return String(decoding: head, as: UTF8.self)
    }

    /// Whether all of `bytes` went out (false once the peer has closed).
    private static func send(_ socket: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return false }
            offset += count
        }
        return true
    }
}
