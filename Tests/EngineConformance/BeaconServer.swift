import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback HTTP server that answers every request `204 No Content` and counts them:
/// how a check hears that a page is still running (its timers still send beacons) after
/// the engine that showed it closed, apart from anything the engine itself serves.
package final class BeaconServer: @unchecked Sendable {
    package let port: Int
    private let listener: SilentListener
    private let lock = NSLock()
    private var paths: [String] = []

    /// Starts answering on a free loopback port, on a thread of its own.
    package init() throws {
        listener = try SilentListener()
        port = listener.port
        let thread = Thread { [weak self, descriptor = listener.socketDescriptor] in
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }  // stopped
                guard let self else {
                    _ = close(connection)
                    return
                }
                self.answer(connection)
            }
        }
        thread.start()
    }

    /// The paths asked for so far (`/beat?…`), in order.
    package var requests: [String] {
        lock.withLock { paths }
    }

    /// Stops listening; a request made since is refused.
    package func stop() {
        // Wakes the thread blocked in accept (closing alone does not, on Linux).
        _ = shutdown(listener.socketDescriptor, 2)  // SHUT_RDWR
        listener.stop()
    }

    /// Reads one request's head and answers it; the connection then closes.
    private func answer(_ connection: Int32) {
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while head.count < 16 * 1024, !head.ends(with: [13, 10, 13, 10]) {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            head += buffer[0..<count]
        }
        let line = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        if parts.count >= 2 { lock.withLock { paths.append(String(parts[1])) } }
        let reply = Array("HTTP/1.1 204 No Content\r\nAccess-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n".utf8)
        _ = reply.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
        _ = close(connection)
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
