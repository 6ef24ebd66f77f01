import Hummingbird
import Logging
import NIOCore

extension LocalDoor {
    /// Serves `responder` behind the door's rules on 127.0.0.1:`port` (0: a free port)
    /// and returns the port it listens on; refused requests get `refused(refusal)`. The
    /// server lives as long as the process.
    func serve<Inner: HTTPResponder>(
        _ responder: Inner, port: Int, refused: @escaping @Sendable (Refusal) -> Response
    ) async throws -> Int where Inner.Context == BasicRequestContext {
        try await serve(responder, at: .hostname("127.0.0.1", port: port), described: "127.0.0.1:\(port)", refused: refused) { channel in
            let bound = channel.localAddress?.port ?? port
            listens(on: bound)
            return bound
        }
    }

    /// Serves `responder` behind the door's rules on a Unix socket at `path` (in a folder
    /// only this user can enter: no web page and no other user reaches it).
    func serve<Inner: HTTPResponder>(
        _ responder: Inner, socket path: String, refused: @escaping @Sendable (Refusal) -> Response
    ) async throws where Inner.Context == BasicRequestContext {
        _ = try await serve(responder, at: .unixDomainSocket(path: path), described: path, refused: refused) { _ in
            listensOnSocket()
            return 0
        }
    }

    /// Serves at `address` and returns what `bound` makes of the listening channel.
    private func serve<Inner: HTTPResponder>(
        _ responder: Inner, at address: BindAddress, described: String,
        refused: @escaping @Sendable (Refusal) -> Response, bound: @escaping @Sendable (any Channel) -> Int
    ) async throws -> Int where Inner.Context == BasicRequestContext {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "miniapp.door")
        logger.logLevel = .warning
        let guarded = Guarded(door: self, inner: responder, refused: refused)
        let application = Application(
            responder: guarded,
            configuration: .init(address: address, serverName: "miniapp"),
            onServerRunning: { channel in
                continuation.yield(bound(channel))
                continuation.finish()
            },
            logger: logger)
        let task = Task {
            defer { continuation.finish() }
            // The command handles SIGINT and SIGTERM itself (its run's end, its driver).
            try await application.runService(gracefulShutdownSignals: [])
        }
        for await port in ports { return port }
        try await task.value
        throw LocalDoorError(message: "\(name) stopped before it listened on \(described)")
    }

    /// The door's rules in front of a responder.
    private struct Guarded<Inner: HTTPResponder>: HTTPResponder where Inner.Context == BasicRequestContext {
        let door: LocalDoor
        let inner: Inner
        let refused: @Sendable (Refusal) -> Response

        func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
            if let refusal = door.refusal(of: request.head) { return refused(refusal) }
            return try await inner.respond(to: request, context: context)
        }
    }
}

/// A door could not start.
struct LocalDoorError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
