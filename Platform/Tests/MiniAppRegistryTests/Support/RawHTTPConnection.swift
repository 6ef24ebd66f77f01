import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP connection for tests that must control the pace of a transfer: send a
/// request (or part of one), read a little, do something to the server, read the rest,
/// or see whether the server closes it.
final class RawHTTPConnection {
    private let socket: Int32

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

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        // MSG_NOSIGNAL: a server that already closed the connection is an error here, not SIGPIPE.
        let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == bytes.count else { throw TestFailure("send failed: errno \(errno)") }
    }

    /// Reads up to `count` bytes; empty at end of stream.
    func read(upTo count: Int) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let received = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, count, 0) }
        guard received >= 0 else { throw TestFailure("recv failed: errno \(errno)") }
        return Array(buffer.prefix(received))
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

    /// Whether the server closes the connection within `seconds` (a read returns 0 or fails).
    func isClosed(within seconds: Int) -> Bool {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var byte: UInt8 = 0
        let read = recv(socket, &byte, 1, 0)
        return read == 0 || (read < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }
}
