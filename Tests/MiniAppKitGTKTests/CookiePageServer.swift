#if os(Linux)
import EngineConformance
import Foundation
import Glibc

/// A loopback HTTP server that answers every request with one page and the cookies
/// `a=1` and `b=2`: a hosted mini app whose web view has cookies of its own, for the
/// cookie defaults of the newer actions (§6.1).
final class CookiePageServer: Sendable {
    let port: Int
    private let descriptor: Int32

    init(page: String) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw CheckFailure(expected: "a loopback socket", actual: "errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { general in
                bind(descriptor, general, length) == 0 && listen(descriptor, 16) == 0 && getsockname(descriptor, general, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw CheckFailure(expected: "a bound loopback port", actual: "errno \(errno)")
        }
        self.descriptor = descriptor
        self.port = Int(UInt16(bigEndian: address.sin_port))
        let body = Array(page.utf8)
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nSet-Cookie: a=1; Path=/\r\nSet-Cookie: b=2; Path=/\r\n"
            + "Cache-Control: no-store\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let answer = Array(head.utf8) + body
        let thread = Thread {
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                var request = [UInt8](repeating: 0, count: 8192)
                _ = recv(connection, &request, request.count, 0)
                _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(connection)
            }
        }
        thread.start()
    }

    /// Stops accepting (the thread's `accept` fails and it ends).
    func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }
}
#endif
