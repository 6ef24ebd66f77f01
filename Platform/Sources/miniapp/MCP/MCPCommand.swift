import ArgumentParser
import Foundation
import MCP
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MiniAppCommand {
    /// `miniapp mcp`: the workbench as a Model Context Protocol server for coding agents
    /// (docs/AGENTS.md).
    struct MCPServe: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mcp",
            abstract: "Serve the workbench to coding agents over the Model Context Protocol (stdio, or Streamable HTTP).",
            discussion: """
            On standard input and output by default: add `miniapp mcp` to an agent's MCP servers \
            (docs/AGENTS.md). Each session the agent opens is a `miniapp open` run driven through \
            WebKitWebDriver and its control API, headless in its own Xvfb; every process a session \
            started ends when it is closed, when the client goes away (end of input, or the HTTP \
            session's end) and when this server ends, even by SIGKILL. With --http PORT it serves \
            Streamable HTTP at http://127.0.0.1:PORT/mcp instead (0: a free port), loopback only, \
            behind a bearer token printed at start ($MINIAPP_MCP_TOKEN to choose it), refusing any \
            other Host and any Origin but its own (--allow-origin adds one, for a browser-based client).
            """)

        @Option(help: ArgumentHelp("Serve Streamable HTTP on 127.0.0.1:PORT instead of stdio (0: a free port).", valueName: "port"))
        var http: Int?

        @Option(name: .customLong("allow-origin"), help: ArgumentHelp("With --http, also accept requests from this browser origin (repeatable), e.g. http://localhost:6274.", valueName: "origin"))
        var allowedOrigins: [String] = []

        func validate() throws {
            if let http, !(0...65535).contains(http) { throw ValidationError("--http \(http) is not a port; use 1-65535, or 0 for a free one.") }
            if !allowedOrigins.isEmpty, http == nil { throw ValidationError("--allow-origin needs --http.") }
            for origin in allowedOrigins where origin.wholeMatch(of: /https?:\/\/[^\/\s]+/) == nil {
                throw ValidationError("--allow-origin \(origin) is not an origin such as http://localhost:6274 (scheme, host and port, no path).")
            }
        }

        func run() throws {
            // A client that goes away mid-write must not kill the server before it has
            // ended its sessions.
            signal(SIGPIPE, SIG_IGN)
            let http = self.http
            let origins = allowedOrigins
            try BlockingRun.run {
                if let http {
                    try await WorkbenchHTTPServer(port: http, extraOrigins: origins).run()
                } else {
                    try await Self.serveStdio()
                }
            }
        }

        /// One client on standard input and output, until it closes its end.
        static func serveStdio() async throws {
            let workbench = Workbench()
            ShutdownSignals.closeOnSignal { await workbench.closeAll() }
            let server = await WorkbenchServer.make(for: workbench)
            try await server.start(transport: StdioTransport()) { _, capabilities in
                await workbench.clientCapabilities(capabilities)
            }
            await server.waitUntilCompleted()
            await workbench.closeAll()
        }
    }
}

/// SIGINT, SIGTERM and SIGHUP end `miniapp mcp` after its sessions are closed (at most
/// a few seconds; a second signal exits at once).
enum ShutdownSignals {
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    static func closeOnSignal(_ close: @escaping @Sendable () async -> Void) {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            let received = Received()
            source.setEventHandler {
                guard received.first() else { exit(128 + number) }
                Task {
                    await close()
                    exit(128 + number)
                }
                DispatchQueue.global().asyncAfter(deadline: .now() + 10) { exit(128 + number) }
            }
            source.resume()
            sources.append(source)
        }
    }

    private final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var seen = false
        func first() -> Bool { lock.withLock { defer { seen = true }; return !seen } }
    }
}
