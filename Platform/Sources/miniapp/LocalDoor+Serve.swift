import Hummingbird
import Logging

extension LocalDoor {
    /// Serves `responder` behind the door's rules on 127.0.0.1:`port` (0: a free port)
    /// and returns the port it listens on; refused requests get `refused(refusal)`. The
    /// server lives as long as the process.
    func serve<Inner: HTTPResponder>(
        _ responder: Inner, port: Int, refused: @escaping @Sendable (Refusal) -> Response
    ) async throws -> Int where Inner.Context == BasicRequestContext {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "miniapp.door")
        logger.logLevel = .warning
        let guarded = Guarded(door: self, inner: responder, refused: refused)
        let application = Application(
            responder: guarded,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "miniapp"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                listens(on: bound)
                continuation.yield(bound)
                continuation.finish()
            },
            logger: logger)
        let task = Task {
            defer { continuation.finish() }
            // The command handles SIGINT and SIGTERM itself (its run's end, its driver).
            try await application.runService(gracefulShutdownSignals: [])
        }
        for await bound in ports { return bound }
        try await task.value
        throw LocalDoorError(message: "\(name) stopped before it listened on 127.0.0.1:\(port)")
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
