import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback HTTP/1.1 server that answers each connection with the next scripted
/// response (the last one repeats) and records the request heads: enough to drive the
/// client's retry and error paths, which the real registry never takes.
final class ScriptedHTTPServer: @unchecked Sendable {
    struct Response: Sendable {
        var status: Int
        var headers: [String: String] = [:]
        var body: String = ""
        /// The `Content-Length` to announce, when not the body's (to send a truncated body).
        var declaredLength: Int? = nil
    }

    let port: Int
    private let socket: Int32
    private let lock = NSLock()
    private var script: [Response]
    private var heads: [String] = []

    var requests: [String] { lock.withLock { heads } }

    /// The members a release manifest answer carries besides its files, signed just now
    /// for an hour (as `miniapp serve` signs them), for scripts of whole installs:
    /// `"publication":1,"purpose":"release",…` without braces.
    static func releaseMembers(versionId: String) -> String {
        let now = Int(Date().timeIntervalSince1970 * 1000)
        return #""publication":1,"purpose":"release","signedAt":\#(now),"expiresAt":\#(now + 3_600_000),"latest":{"versionId":"\#(versionId)","publication":1}"#
    }
    var url: URL? { URL(string: "http://127.0.0.1:\(port)/") }

    init(_ script: [Response]) throws {
        self.script = script
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        socket = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw -> Bool in
                bind(fd, raw, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, raw, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// Replaces the script (for answers that need the server's own URL).
    func replace(_ script: [Response]) {
        lock.withLock { self.script = script }
    }

    /// Stops accepting. On Linux the serving thread closes the socket once its `accept`
    /// fails: closed here, its number could be reused by the next test's server before
    /// that thread calls `accept` again, and this server's script would answer there.
    func stop() {
        shutdown(socket, Int32(SHUT_RDWR))
        #if !canImport(Glibc)
        close(socket)
        #endif
    }

    private func serve() {
        #if canImport(Glibc)
        defer { close(socket) }
        #endif
        while true {
            let client = accept(socket, nil, nil)
            guard client >= 0 else { return }
            var head = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !head.contains(Data("\r\n\r\n".utf8)) {
                let count = read(client, &buffer, buffer.count)
                if count <= 0 { break }
                head.append(contentsOf: buffer[0..<count])
            }
            let response: Response = lock.withLock {
                heads.append(String(decoding: head, as: UTF8.self))
                return script.count > 1 ? script.removeFirst() : script.first ?? Response(status: 503)
            }
            var text = "HTTP/1.1 \(response.status) Scripted\r\nContent-Length: \(response.declaredLength ?? response.body.utf8.count)\r\nConnection: close\r\n"
            for (name, value) in response.headers { text += "\(name): \(value)\r\n" }
            text += "\r\n" + response.body
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            close(client)
        }
    }
}
