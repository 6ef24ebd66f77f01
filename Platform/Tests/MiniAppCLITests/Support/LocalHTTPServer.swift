import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A static file server on loopback for tests (Python's `http.server`), so a mini
/// app can navigate to a page of another origin.
final class LocalHTTPServer {
    let port: Int
    private let process: Process

    init(serving directory: URL) throws {
        port = Int.random(in: 20_000...40_000)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "http.server", "\(port)", "--bind", "127.0.0.1", "--directory", directory.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until it accepts connections.
        // (Probe until the first success only: each probe is a connection the server must serve.)
        for _ in 0..<100 {
            if Self.accepts(port: port) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        // A test on a server that never came up would test nothing: fail it.
        stop()
        throw NotListening(description: "python3 -m http.server did not listen on 127.0.0.1:\(port) within 5 s (serving \(directory.path))")
    }

    /// The server never accepted a connection.
    struct NotListening: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether something listens on 127.0.0.1:`port`.
    static func accepts(port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// SIGKILL: a child started from a libdispatch thread inherits a blocked SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
