import NIOCore
import NIOPosix
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the server can listen where it is told to, asked before anything is written.
///
/// `miniapp serve` on a busy port used to migrate the database and create a signing key
/// in the data folder, then fail with NIO's `bind(descriptor:ptr:bytes:): Address already
/// in use (errno: 98)`, naming no port. Binding a probe socket first (with
/// `SO_REUSEADDR`, as the server's own socket has) fails the same way the server would,
/// before the data folder is touched, and the failure says which port on which host.
/// A port taken between the probe and the real bind is reported the same way by
/// ``describe(_:host:port:)``.
enum ListenCheck {
    /// Why the server cannot listen, in words.
    struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        var description: String
    }

    /// Binds and closes a socket on `host:port`.
    ///
    /// - Throws: ``Failure`` when the port is in use, not allowed, or the host is not an
    ///   address of this machine; other errors as they are.
    static func ensureAvailable(host: String, port: Int) async throws {
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
        do {
            let channel = try await bootstrap.bind(host: host, port: port).get()
            try await channel.close()
        } catch {
            throw describe(error, host: host, port: port) ?? error
        }
    }

    /// A bind error as a ``Failure``, or `nil` when it is not one.
    static func describe(_ error: any Error, host: String, port: Int) -> Failure? {
        if let error = error as? IOError {
            switch error.errnoCode {
            case EADDRINUSE:
                return Failure(description: "port \(port) on \(host) is already in use (another server runs there?); choose another --port, or --port 0 for any free port")
            case EACCES:
                return Failure(description: "not allowed to listen on port \(port) on \(host) (ports below 1024 need privileges); choose another --port")
            case EADDRNOTAVAIL:
                return Failure(description: "\(host) is not an address of this machine; use --host 127.0.0.1, 0.0.0.0 or one of its addresses")
            default:
                return nil
            }
        }
        if let error = error as? SocketAddressError, case .unknown = error {
            return Failure(description: "the host \(host) cannot be resolved; use --host 127.0.0.1, 0.0.0.0 or one of this machine's addresses")
        }
        return nil
    }
}
