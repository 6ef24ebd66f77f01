#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback port that takes connections (the kernel completes them into its backlog)
/// and never answers: a load from it stays in flight until something replaces it.
package final class SilentListener {
    package let port: Int
    /// The listening socket, for a test server that accepts on it and answers.
    package let socketDescriptor: Int32

    /// Listens on `host`, an IPv4 loopback address (`127.0.0.2` is another host than
    /// `127.0.0.1` where the system routes all of 127/8 to loopback, as Linux does).
    package init(host: String = "127.0.0.1") throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw CheckFailure(expected: "a loopback socket", actual: "errno \(errno)") }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr(host)
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { general in
                bind(descriptor, general, length) == 0 && listen(descriptor, 16) == 0 && getsockname(descriptor, general, &length) == 0
            }
        }
        guard bound else {
            let failure = CheckFailure(expected: "a listening loopback port", actual: "errno \(errno)")
            _ = close(descriptor)
            throw failure
        }
        socketDescriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Stops listening: connections made since are refused.
    package func stop() {
        _ = close(socketDescriptor)
    }

    /// A loopback port nothing listens on (one a listener just gave back): a load from
    /// it fails at once. (A port on WebKit's blocked list, such as 9, would not: WebKit
    /// commits `about:blank` instead and reports no failure.)
    package static func refusedPort() throws -> Int {
        let listener = try SilentListener()
        listener.stop()
        return listener.port
    }
}
