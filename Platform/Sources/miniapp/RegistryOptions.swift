import ArgumentParser
import Foundation
import Logging
import MiniAppRegistry

/// Where a registry's data lives: shared by `serve`, `project` and `keys`.
struct RegistryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The registry's data folder (blobs, keys, the SQLite file).", valueName: "dir"))
    var data: String = "./miniapp-data"

    @Option(help: ArgumentHelp("A postgres:// URL; without it, metadata lives in <data>/registry.sqlite.", valueName: "url"))
    var databaseURL: String?

    var dataURL: URL { URL(fileURLWithPath: data) }

    /// Opens the registry for a command that needs no server.
    func withAdmin<T: Sendable>(_ body: @escaping @Sendable (RegistryAdmin) async throws -> T) throws -> T {
        let data = dataURL, databaseURL = databaseURL
        return try BlockingRun.run {
            var logger = Logger(label: "miniapp")
            logger.logLevel = .warning
            return try await RegistryAdmin.with(data: data, databaseURL: databaseURL, logger: logger, body)
        }
    }
}

/// Which registry, project and credentials a publishing command talks to.
struct PublisherOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The registry's URL.", valueName: "url"))
    var server: String

    @Option(help: ArgumentHelp("The project id.", valueName: "id"))
    var project: String

    @Option(help: ArgumentHelp("A publisher token (`miniapp project token`); default $MINIAPP_PUBLISH_TOKEN.", valueName: "token"))
    var token: String?

    func validate() throws {
        guard URL(string: server)?.scheme?.hasPrefix("http") == true else {
            throw ValidationError("--server must be an http(s) URL, like http://127.0.0.1:8080.")
        }
        guard resolvedToken != nil else {
            throw ValidationError("give --token or set MINIAPP_PUBLISH_TOKEN (create one with `miniapp project token <project>`).")
        }
    }

    var resolvedToken: String? {
        token ?? ProcessInfo.processInfo.environment["MINIAPP_PUBLISH_TOKEN"]
    }

    var client: PublishClient {
        PublishClient(server: URL(string: server) ?? URL(fileURLWithPath: "/"), project: project, token: resolvedToken ?? "")
    }
}
