import Foundation
import Hummingbird
import MiniAppHost

/// The control API of `miniapp open --control PORT`: the run's host under a test's
/// control, as JSON over HTTP on 127.0.0.1 (docs/TESTING.md lists the routes).
///
/// Each route hands its request to the run's ``SessionControl`` on the main actor,
/// where the session lives; the server itself runs on SwiftNIO's threads.
enum ControlServer {
    /// Who may call: a program on this machine, with JSON for every change (``LocalDoor``).
    /// One door per listener: each knows the `Host` its clients name.
    static func door() -> LocalDoor {
        LocalDoor(name: "the control API", jsonMethods: [.post, .put, .delete, .patch])
    }

    /// Starts serving and returns the port it listens on (the one asked for, or the
    /// free one chosen for 0). The server lives as long as the process.
    static func start(port: Int, control: SessionControl) async throws -> UInt16 {
        let bound = try await door().serve(router(control).buildResponder(), port: port) { refusal in
            error(refusal.message, status: refusal.status)
        }
        return UInt16(bound)
    }

    /// Starts serving on a Unix socket at `path`: how the `miniapp webdriver` that started
    /// this run reaches it (its sessions' screenshots), with no port a page could reach.
    static func start(socket path: String, control: SessionControl) async throws {
        try await door().serve(router(control).buildResponder(), socket: path) { refusal in
            error(refusal.message, status: refusal.status)
        }
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
        router.get("screenshot") { request, _ in
            // Optional: x, y, width and height, a part of the viewport in CSS pixels.
            let parts = ["x", "y", "width", "height"].map { request.uri.queryParameters.get($0, as: Double.self) }
            let given = parts.compactMap { $0 }
            let clip: CGRect? = given.count == 4 ? CGRect(x: given[0], y: given[1], width: given[2], height: given[3]) : nil
            let png: Result<Data, SessionControl.Refusal> = await Task { @MainActor in
                do throws(SessionControl.Refusal) {
                    guard given.isEmpty || clip != nil else {
                        throw SessionControl.Refusal(isInvalid: true, message: "give all of x, y, width and height (CSS pixels of the viewport), or none")
                    }
                    return .success(try await control.screenshot(clip: clip))
                } catch { return .failure(error) }
            }.value
            switch png {
            case .success(let data):
                return Response(status: .ok, headers: [.contentType: "image/png"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
            case .failure(let refusal):
                var response = json(try JSONEncoder().encode(["error": refusal.message]))
                response.status = refusal.isInvalid ? .badRequest : .conflict
                return response
            }
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
        return error(refusal.message, status: refusal.isInvalid ? .badRequest : .conflict)
    }

    /// `{"error": message}` with `status`.
    private static func error(_ message: String, status: HTTPResponse.Status) -> Response {
        var response = json((try? JSONEncoder().encode(["error": message])) ?? Data())
        response.status = status
        return response
    }

    private static func json(_ data: Data) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

