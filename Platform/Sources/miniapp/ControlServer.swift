import Foundation
import Hummingbird
import Logging
import MiniAppHost

/// The control API of `miniapp open --control PORT`: the run's host under a test's
/// control, as JSON over HTTP on 127.0.0.1 (docs/TESTING.md lists the routes).
///
/// Each route hands its request to the run's ``SessionControl`` on the main actor,
/// where the session lives; the server itself runs on SwiftNIO's threads.
enum ControlServer {
    /// Starts serving and returns the port it listens on (the one asked for, or the
    /// free one chosen for 0). The server lives as long as the process.
    static func start(port: Int, control: SessionControl) async throws -> Int {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "miniapp.control")
        logger.logLevel = .warning
        let application = Application(
            router: router(control),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "miniapp-control"),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? port)
                continuation.finish()
            },
            logger: logger)
        let task = Task {
            defer { continuation.finish() }
            try await application.runService()
        }
        for await bound in ports { return bound }
        try await task.value
        throw ControlServerError(message: "the control API stopped before it listened on 127.0.0.1:\(port)")
    }

    static func router(_ control: SessionControl) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("status") { _, _ in
            let status = await MainActor.run { control.status }
            return try json(JSONEncoder().encode(status))
        }
        router.post("launch") { _, _ in
            try await answer { try control.launch() }
        }
        router.get("transcript") { request, _ in
            let since = request.uri.queryParameters.get("since", as: Int.self) ?? 0
            let (lines, next) = await MainActor.run { control.transcript(since: since) }
            // Each line is already a JSON object's text.
            return json(Data("{\"next\":\(next),\"lines\":[\(lines.joined(separator: ","))]}".utf8))
        }
        router.put("answers/:action") { request, context in
            let action = try context.parameters.require("action")
            let body = try await request.body.collect(upTo: 1 << 20)
            return try await answer { try control.setAnswer(for: action, json: Data(body.readableBytesView)) }
        }
        router.delete("answers/:action") { _, context in
            let action = try context.parameters.require("action")
            return try await answer { control.removeAnswer(for: action) }
        }
        router.delete("answers") { _, _ in
            try await answer { control.removeAnswer(for: nil) }
        }
        router.post("events") { request, _ in
            let body = try await request.body.collect(upTo: 1 << 20)
            return try await answer { try control.push(eventJSON: Data(body.readableBytesView)) }
        }
        router.post("close") { _, _ in
            try await answer { control.close() }
        }
        router.get("telegram") { _, _ in
            let result: Result<SessionControl.TelegramStatus, SessionControl.Refusal> = await MainActor.run {
                do throws(SessionControl.Refusal) { return .success(try control.telegramStatus()) } catch { return .failure(error) }
            }
            switch result {
            case .success(let status): return try json(JSONEncoder().encode(status))
            case .failure(let refusal):
                var response = json(try JSONEncoder().encode(["error": refusal.message]))
                response.status = .conflict
                return response
            }
        }
        return router
    }

    /// Runs `change` on the main actor: 204, or the refusal as `{"error": …}` with 400
    /// (a wrong request) or 409 (the wrong moment).
    private static func answer(_ change: @MainActor @Sendable () throws -> Void) async throws -> Response {
        let refusal: SessionControl.Refusal? = await MainActor.run {
            do {
                try change()
                return nil
            } catch {
                return error as? SessionControl.Refusal ?? SessionControl.Refusal(isInvalid: true, message: "\(error)")
            }
        }
        guard let refusal else { return Response(status: .noContent) }
        let body = try JSONEncoder().encode(["error": refusal.message])
        var response = json(body)
        response.status = refusal.isInvalid ? .badRequest : .conflict
        return response
    }

    private static func json(_ data: Data) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// The control API could not start.
struct ControlServerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
