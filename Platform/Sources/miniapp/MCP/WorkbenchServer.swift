import ArgumentParser
import Foundation
import MCP

/// The MCP server of one client: the tools, the resources, and the ``Workbench`` that
/// holds the client's sessions. Built on the official Swift SDK's `Server`.
enum WorkbenchServer {
    static let tools: [WorkbenchTool] = SessionTools.all + SeeingTools.all + ActingTools.all + HostTools.all + CheckingTools.all
    private static let byName = Dictionary(uniqueKeysWithValues: tools.map { ($0.name, $0) })

    static let instructions = """
        MiniAppKit's workbench: open a mini app (a web app for super-app hosts: Rakuten MiniApp, \
        liquidstate, wallet, corva) in a real WebKit host with miniapp_open, then look (miniapp_take_screenshot, \
        miniapp_text, miniapp_inspect), act (miniapp_click, miniapp_type, miniapp_evaluate, miniapp_wait_for) and \
        check the host's side (miniapp_transcript, miniapp_errors, miniapp_answer, miniapp_push_event). After \
        editing the app's files, miniapp_reload and look again. miniapp_check checks profiles and manifests; \
        miniapp_methods lists a dialect's bridge methods. Close sessions you no longer need with miniapp_close.
        """

    /// A server for `workbench`, with every handler registered (not started).
    static func make(for workbench: Workbench) async -> Server {
        let server = Server(
            name: "miniapp", version: MiniAppCommand.configuration.version, title: "MiniAppKit workbench",
            instructions: instructions,
            capabilities: .init(resources: .init(subscribe: true, listChanged: true), tools: .init(listChanged: false)))
        await workbench.attach(server)

        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: tools.map(\.listed))
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            guard let tool = byName[parameters.name] else {
                throw MCPError.invalidParams("unknown tool '\(parameters.name)'; the tools are " + tools.map(\.name).joined(separator: ", "))
            }
            return try await call(tool, parameters, workbench: workbench, server: server)
        }
        await WorkbenchResources.register(on: server, workbench: workbench)
        await server.onNotification(RootsListChangedNotification.self) { _ in await workbench.rootsChanged() }
        return server
    }

    /// Runs a tool; its failures become a result with `isError`, which the model reads.
    /// Cancellation (`notifications/cancelled`) ends the task: the SDK then sends nothing.
    private static func call(_ tool: WorkbenchTool, _ parameters: CallTool.Parameters, workbench: Workbench, server: Server) async throws -> CallTool.Result {
        do {
            let arguments = try ToolArguments(parameters.arguments, declared: tool.properties.keys.sorted())
            for name in tool.required where arguments.values[name] == nil {
                throw ToolFailure("'\(name)' is required")
            }
            let progress = ProgressReporter(server: server, token: parameters._meta?.progressToken)
            return try await tool.run(ToolCall(arguments: arguments, workbench: workbench, progress: progress)).result
        } catch {
            // A cancelled request gets no answer (the specification's rule; the SDK sends none).
            if error is CancellationError || Task.isCancelled { throw CancellationError() }
            let message: String
            switch error {
            case let failure as ToolFailure: message = failure.message
            case let failure as WebDriverFailure: message = failure.description
            case let error as URLError where error.code == .cannotConnectToHost || error.code == .networkConnectionLost:
                message = "the session's host has ended (its process is gone); close it and open the app again"
            default: message = "\(error)"
            }
            return CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
        }
    }
}
