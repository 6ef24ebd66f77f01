import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP connection for tests that must control the pace of a transfer: send a
/// request (or part of one), read a little, do something to the server, read the rest,
/// or see whether the server closes it.
///
/// Unchecked `Sendable`: a test uses one connection from one place at a time, and
/// ``offPool(_:)`` hands it to a thread of its own for calls that block.
final class RawHTTPConnection: @unchecked Sendable {
    private let socket: Int32
    /// Bytes read past the answer ``readAnswer()`` returned (pipelined answers).
    private var unread: [UInt8] = []

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw TestFailure("socket() failed: errno \(errno)") }
        // A small receive buffer, so the server cannot push the whole answer into the kernel at once.
        var size: Int32 = 16 << 10
        setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw TestFailure("connect to 127.0.0.1:\(port) failed: errno \(errno)")
        }
    }

    deinit { close(socket) }

    /// Runs blocking calls on a thread of their own: a test waiting on its socket must not
    /// hold one of Swift concurrency's few threads, which the in-process server (and the
    /// tests running beside it) need to make progress.
    func offPool<T: Sendable>(_ work: @escaping @Sendable (RawHTTPConnection) -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work(self)) }.start()
        }
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        // MSG_NOSIGNAL: a server that already closed the connection is an error here, not SIGPIPE.
        let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == bytes.count else { throw TestFailure("send failed: errno \(errno)") }
    }

    /// Sends `bytes` as far as the server takes them: how many the kernel accepted, and the
    /// `errno` that stopped the send (nil: all sent). A send blocks at most `timeout` seconds.
    func write(_ bytes: [UInt8], timeout seconds: Int = 10) -> (sent: Int, error: Int32?) {
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < bytes.count {
            let done = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard done > 0 else { return (sent, errno) }
            sent += done
        }
        return (sent, nil)
    }

    /// Reads up to `count` bytes; empty at end of stream.
    func read(upTo count: Int) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let received = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, count, 0) }
        guard received >= 0 else { throw TestFailure("recv failed: errno \(errno)") }
        return Array(buffer.prefix(received))
    }

    /// Reads one answer: its head, and as many body bytes as its `Content-Length` says;
    /// what arrived after it is kept for the next call.
    func readAnswer() throws -> [UInt8] {
        var all = unread
        unread = []
        let blank: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            if let end = all.indices.first(where: { all[$0...].starts(with: blank) }) {
                let head = String(decoding: all[..<end], as: UTF8.self)
                let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                if all.count >= end + 4 + length {
                    unread = Array(all[(end + 4 + length)...])
                    return Array(all[..<(end + 4 + length)])
                }
            }
            let chunk = try read(upTo: 64 << 10)
            guard !chunk.isEmpty else { throw TestFailure("the connection closed before a whole answer: \(all.count) bytes") }
            all += chunk
        }
    }

    /// Reads until the server closes the connection.
    func readToEnd() throws -> [UInt8] {
        var all: [UInt8] = []
        while true {
            let chunk = try read(upTo: 64 << 10)
            if chunk.isEmpty { return all }
            all += chunk
        }
    }

    /// Reads until the server closes the connection (an end of stream or a reset), waiting
    /// at most `seconds` for each read: what arrived, and whether it was closed.
    func readUntilClosed(within seconds: Int) -> (bytes: [UInt8], closed: Bool) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let received = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if received > 0 {
                all += buffer.prefix(received)
                continue
            }
            return (all, received == 0 || (errno != EAGAIN && errno != EWOULDBLOCK))
        }
    }

    /// Whether the server closes the connection within `seconds` (a read returns 0 or fails).
    func isClosed(within seconds: Int) -> Bool {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var byte: UInt8 = 0
        let read = recv(socket, &byte, 1, 0)
        return read == 0 || (read < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }
}
