import ArgumentParser
import Configuration
import Foundation
import Logging
import MiniAppRegistry

/// Where a registry's data lives: shared by `serve`, `project` and `keys`.
///
/// Each setting may also come from a `MINIAPP_*` environment variable or the JSON file of
/// `--config` (``SettingsSources``), so the database URL, password included, never has to
/// be typed on a command line.
struct RegistryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The registry's data folder (blobs, keys, the SQLite file). Default ./miniapp-data; also MINIAPP_DATA.", valueName: "dir"))
    var data: String?

    @Option(help: ArgumentHelp("A postgres:// URL; without it, metadata lives in <data>/registry.sqlite. Prefer MINIAPP_DATABASE_URL or the config file: a password here shows in `ps`.", valueName: "url"))
    var databaseURL: String?

    @Option(help: ArgumentHelp("Where files and private keys live: disk (the data folder; default) or postgres (also in the database, so servers sharing it need no shared disk); also MINIAPP_BLOB_STORE.", valueName: "store"))
    var blobStore: String?

    @Option(help: ArgumentHelp("A JSON file of settings (keys as in docs/PLATFORM.md, e.g. {\"database\": {\"url\": …}}); also MINIAPP_CONFIG.", valueName: "file"))
    var config: String?

    /// The flags given, by setting key.
    var givenFlags: [String: ConfigValue] {
        var flags: [String: ConfigValue] = [:]
        if let data { flags["data"] = ConfigValue(.string(data), isSecret: false) }
        if let databaseURL { flags["database.url"] = ConfigValue(.string(databaseURL), isSecret: true) }
        if let blobStore { flags["blobStore"] = ConfigValue(.string(blobStore), isSecret: false) }
        return flags
    }

    /// Reads the flags, the environment and the configuration file.
    func sources(adding flags: [String: ConfigValue] = [:]) async throws -> SettingsSources {
        try await SettingsSources.load(flags: givenFlags.merging(flags) { $1 }, configFile: config)
    }

    /// The data folder and database URL, wherever they were given.
    static func location(from sources: SettingsSources) throws -> (data: URL, databaseURL: String?) {
        (URL(fileURLWithPath: sources.string("data") ?? "./miniapp-data"), try sources.databaseURL())
    }

    /// Whether files and private keys are kept in the database (`blobStore` = `postgres`).
    static func storesFilesInDatabase(_ sources: SettingsSources) throws -> Bool {
        switch sources.string("blobStore") ?? "disk" {
        case "disk": return false
        case "postgres":
            guard try sources.databaseURL()?.hasPrefix("postgres") == true else {
                throw ValidationError("--blob-store postgres needs a PostgreSQL --database-url (or MINIAPP_DATABASE_URL).")
            }
            return true
        case let other:
            throw ValidationError("--blob-store \(other) is not disk or postgres.")
        }
    }

    /// Opens the registry for a command that needs no server.
    func withAdmin<T: Sendable>(_ body: @escaping @Sendable (RegistryAdmin) async throws -> T) throws -> T {
        let options = self
        return try BlockingRun.run {
            let sources = try await options.sources()
            let (data, databaseURL) = try Self.location(from: sources)
            let shared = try Self.storesFilesInDatabase(sources)
            var logger = Logger(label: "miniapp")
            logger.logLevel = .warning
            return try await RegistryAdmin.with(data: data, databaseURL: databaseURL, storesFilesInDatabase: shared, logger: logger, body)
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
