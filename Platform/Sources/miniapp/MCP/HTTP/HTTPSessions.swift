import Foundation
import HTTPTypes
import Hummingbird
import MCP

/// The Streamable HTTP sessions of `miniapp mcp --http`: each an MCP `Server` on the
/// SDK's `StatefulHTTPServerTransport`, with its own ``Workbench``.
actor HTTPSessions {
    private struct Entry {
        let server: Server
        let transport: StatefulHTTPServerTransport
        let workbench: Workbench
        var lastRequest = ContinuousClock.now
    }

    /// How long a session may go without a request before its processes are ended.
    static let idleLimit = Duration.seconds(3600)
    /// The largest request body read.
    static let maxBody = 16 << 20

    private let token: String
    private let extraOrigins: [String]
    private var port = 0
    private var sessions: [String: Entry] = [:]

    init(token: String, extraOrigins: [String]) {
        self.token = token
        self.extraOrigins = extraOrigins
    }

    func listening(on port: Int) { self.port = port }

    /// The checks every request passes first: where it was sent and who sent it.
    private var guardrails: StandardValidationPipeline {
        StandardValidationPipeline(validators: [
            OriginValidator(
                allowedHosts: ["127.0.0.1:\(port)", "localhost:\(port)"],
                allowedOrigins: ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] + extraOrigins),
            BearerTokenCheck(token: token),
        ])
    }

    /// What the transport checks after them: the specification's headers and session.
    private var transportChecks: StandardValidationPipeline {
        StandardValidationPipeline(validators: [
            AcceptHeaderValidator(mode: .sseRequired), ContentTypeValidator(), ProtocolVersionValidator(), SessionValidator(),
        ])
    }

    func respond(to request: Request) async throws -> Response {
        let body = try await request.body.collect(upTo: Self.maxBody)
        var headers: [String: String] = [:]
        for field in request.headers {
            let name = field.name.canonicalName
            headers[name] = headers[name].map { "\($0), \(field.value)" } ?? field.value
        }
        // HTTP/1.1's Host header is the request's authority in HTTPTypes, not one of its fields.
        if let authority = request.head.authority { headers[HTTPHeaderName.host] = authority }
        let converted = MCP.HTTPRequest(
            method: request.method.rawValue, headers: headers,
            body: body.readableBytes > 0 ? Data(body.readableBytesView) : nil, path: request.uri.path)
        return Self.response(await handle(converted))
    }

    private func handle(_ request: MCP.HTTPRequest) async -> MCP.HTTPResponse {
        let context = HTTPValidationContext(httpMethod: request.method)
        if let refusal = guardrails.validate(request, context: context) { return refusal }
        let id = request.header(HTTPHeaderName.sessionID)
        if let id, var entry = sessions[id] {
            entry.lastRequest = .now
            sessions[id] = entry
            let response = await entry.transport.handleRequest(request)
            if request.method == "DELETE", response.statusCode == 200 {
                sessions[id] = nil
                await entry.workbench.closeAll()
            }
            return response
        }
        if id != nil { return .error(statusCode: 404, .invalidRequest("Not Found: no such session (it ended); initialize again")) }
        guard request.method == "POST", let body = request.body, Self.isInitialize(body) else {
            return .error(statusCode: 400, .invalidRequest("Bad Request: send initialize first, then the \(HTTPHeaderName.sessionID) header it answers"))
        }
        return await open(request)
    }

    /// A new session for an `initialize` request.
    private func open(_ request: MCP.HTTPRequest) async -> MCP.HTTPResponse {
        let id = UUID().uuidString
        let transport = StatefulHTTPServerTransport(sessionIDGenerator: FixedSessionID(id: id), validationPipeline: transportChecks)
        let workbench = Workbench()
        let server = await WorkbenchServer.make(for: workbench)
        do {
            try await server.start(transport: transport) { _, capabilities in await workbench.clientCapabilities(capabilities) }
        } catch {
            return .error(statusCode: 500, .internalError("the session could not start: \(error)"))
        }
        sessions[id] = Entry(server: server, transport: transport, workbench: workbench)
        return await transport.handleRequest(request)
    }

    /// Ends sessions no request has reached for ``idleLimit``, once a minute.
    func closeIdle() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(60))
            let now = ContinuousClock.now
            for (id, entry) in sessions where now - entry.lastRequest > Self.idleLimit {
                sessions[id] = nil
                await entry.workbench.closeAll()
                await entry.server.stop()
            }
        }
    }

    func closeAll() async {
        let all = sessions.values
        sessions.removeAll()
        await withTaskGroup(of: Void.self) { group in
            for entry in all { group.addTask { await entry.workbench.closeAll() } }
        }
    }

    private static func isInitialize(_ body: Data) -> Bool {
        (try? JSONDecoder().decode(MethodName.self, from: body))?.method == "initialize"
    }

    private struct MethodName: Decodable { var method: String }

    private struct FixedSessionID: SessionIDGenerator {
        let id: String
        func generateSessionID() -> String { id }
    }

    /// The SDK's framework-free answer as Hummingbird's.
    private static func response(_ answer: MCP.HTTPResponse) -> Response {
        var headers = HTTPFields()
        for (name, value) in answer.headers {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        let status = HTTPTypes.HTTPResponse.Status(code: answer.statusCode)
        switch answer {
        case .stream(let events, _):
            let bytes = events.map { ByteBuffer(bytes: $0) }
            return Response(status: status, headers: headers, body: ResponseBody(asyncSequence: bytes))
        default:
            return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.bodyData ?? Data())))
        }
    }
}
