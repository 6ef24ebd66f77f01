import ArgumentParser

/// `miniapp`: host, publish and test mini apps.
@main
struct MiniAppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "miniapp",
        abstract: "Host, publish and test web mini apps.",
        version: "0.1.0",
        subcommands: [Open.self, Dev.self, Check.self, WebDriver.self, MCPServe.self, TelegramKey.self, ExecTied.self, Login.self, Logout.self, Serve.self, Pack.self, Publish.self, Version.self, Project.self, Keys.self, Blobs.self, Operator.self, Tokens.self]
    )
}
