import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 request with exactly the headers a test gives, over a plain socket: what
/// a web page or a rebinding attacker's browser sends (a foreign `Host`, an `Origin`,
/// `text/plain`), which URLSession would not let a test spell.
enum RawHTTP {
    struct Answer {
        var status: Int
        var body: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends `method path` to 127.0.0.1:`port` with `headers` (in order, as given; `Host`
    /// too) and `body`, and reads the answer until the server closes.
    static func send(port: Int, _ method: String, _ path: String, headers: [(String, String)], body: String = "") throws -> Answer {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { throw Failure(description: "cannot connect to 127.0.0.1:\(port): errno \(errno)") }
        var head = "\(method) \(path) HTTP/1.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
        let request = Array((head + body).utf8)
        guard request.withUnsafeBytes({ Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
            throw Failure(description: "cannot send to 127.0.0.1:\(port): errno \(errno)")
        }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            received += chunk[0..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        guard let statusLine = text.split(separator: "\r\n").first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else {
            throw Failure(description: "no HTTP answer from 127.0.0.1:\(port) to \(method) \(path): \(text.debugDescription)")
        }
        let answerBody = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return Answer(status: status, body: answerBody)
    }
}
