import Foundation
import Hummingbird
import Logging
import MCP

/// `miniapp mcp --http PORT`: Streamable HTTP (MCP 2025-11-25) at `/mcp` on 127.0.0.1.
///
/// A local HTTP port is reachable by every page a browser on this machine shows, and by
/// DNS rebinding under any name. So every request must come to `127.0.0.1:PORT` or
/// `localhost:PORT` (else 421), carry no `Origin` but the server's own or one allowed
/// with `--allow-origin` (else 403, the specification's "Security Warning"), and carry
/// the bearer token printed at start (else 401): a page can forge neither the token nor,
/// through a browser, a missing `Origin`. Each MCP session (`MCP-Session-Id`) has its own
/// ``Workbench``; its processes end when the client deletes the session, after an hour
/// without a request, and when the server stops.
struct WorkbenchHTTPServer {
    let port: Int
    let extraOrigins: [String]

    func run() async throws {
        let token = ProcessInfo.processInfo.environment["MINIAPP_MCP_TOKEN"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.newToken()
        let sessions = HTTPSessions(token: token, extraOrigins: extraOrigins)
        ShutdownSignals.closeOnSignal { await sessions.closeAll() }
        var logger = Logger(label: "miniapp.mcp")
        logger.logLevel = .warning
        let router = Router()
        router.get("mcp") { request, _ in try await sessions.respond(to: request) }
        router.post("mcp") { request, _ in try await sessions.respond(to: request) }
        router.delete("mcp") { request, _ in try await sessions.respond(to: request) }
        let application = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "miniapp-mcp"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                await sessions.listening(on: bound)
                FileHandle.standardError.write(Data("""
                    miniapp mcp: Streamable HTTP at http://127.0.0.1:\(bound)/mcp
                    miniapp mcp: token \(token)
                    miniapp mcp: clients send the header "Authorization: Bearer \(token)"

                    """.utf8))
            },
            logger: logger)
        let cleanup = Task { await sessions.closeIdle() }
        defer { cleanup.cancel() }
        try await application.runService()
        await sessions.closeAll()
    }

    /// 32 random bytes, base64url.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
