import Hummingbird

/// The server's responder: `/console` and below go to the console's router, everything
/// else to the registry's router unchanged (so the API's routes, middleware and
/// documented errors stay exactly as they are), and `GET /` leads a person to the console.
struct ConsoleMount: HTTPResponder {
    typealias Context = ConsoleRequestContext

    let registry: RouterResponder<BasicRequestContext>
    /// Nil when the console is turned off (`miniapp serve --no-console`): then `/console`
    /// is an unknown path of the API like any other.
    let console: RouterResponder<ConsoleRequestContext>?

    /// The registry's router, with the console mounted when the configuration asks for it.
    init(registry: Router<BasicRequestContext>, services: RegistryServices) throws {
        self.registry = registry.buildResponder()
        console = services.configuration.console ? try ConsoleRoutes.build(services: services).buildResponder() : nil
    }

    func respond(to request: Request, context: ConsoleRequestContext) async throws -> Response {
        let path = request.uri.path
        if let console, path == ConsoleRoutes.root || path.hasPrefix(ConsoleRoutes.root + "/") {
            return try await console.respond(to: request, context: context)
        }
        if path == "/", request.method == .get || request.method == .head {
            return Response(status: .seeOther, headers: [.location: ConsoleRoutes.root])
        }
        let basic = BasicRequestContext(source: ApplicationRequestContextSource(channel: context.channel, logger: context.logger))
        return try await registry.respond(to: request, context: basic)
    }
}
