import ArgumentParser
import Configuration
import Foundation
import Logging
import MiniAppKit
import MiniAppRegistry

extension MiniAppCommand {
    /// `miniapp serve`: the registry server.
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run the mini-app registry: the read API hosts call, file downloads and the publishing API.",
            discussion: """
            Checks first that it can listen on --host and --port (a port in use fails before the \
            data folder is touched), then creates the data folder, migrates the database and makes \
            a signing key on first start. Stops gracefully on SIGINT or SIGTERM: no new \
            connections, requests in flight finish. Every option can also be set with a MINIAPP_* \
            environment variable (--max-file-bytes: MINIAPP_MAX_FILE_BYTES) or in the JSON file \
            of --config ({"maxFileBytes": …, "database": {"url": …, "passwordFile": …}}); a flag \
            wins over the environment, which wins over the file. See docs/PLATFORM.md.
            """
        )

        @OptionGroup var registry: RegistryOptions

        @Option(help: "The address to listen on (default 127.0.0.1).")
        var host: String?

        @Option(help: "The port to listen on (default 8080; 0: any free port).")
        var port: Int?

        @Option(help: ArgumentHelp("The base of file URLs in manifests, when clients reach the server under another name.", valueName: "url"))
        var publicURL: String?

        @Option(help: ArgumentHelp("The icon URL listed for versions published without one (default: the registry's icons/default.png).", valueName: "url"))
        var defaultIconURL: String?

        @Option(help: ArgumentHelp("The largest bundle, uncompressed, in bytes (default 64 MiB).", valueName: "bytes"))
        var maxBundleBytes: Int?

        @Option(help: ArgumentHelp("The largest file in a bundle, in bytes (default 32 MiB).", valueName: "bytes"))
        var maxFileBytes: Int?

        @Option(help: ArgumentHelp("The most entries a bundle may have (default 10000).", valueName: "count"))
        var maxFiles: Int?

        @Option(help: ArgumentHelp("Uncompressed/compressed size above which a bundle is taken for a zip bomb (default 100).", valueName: "ratio"))
        var maxCompressionRatio: Double?

        @Option(help: ArgumentHelp("The largest upload body, in bytes (default: from the bundle limits).", valueName: "bytes"))
        var maxUploadBytes: Int?

        @Option(help: ArgumentHelp("Seconds a connection may stay without a complete request before it is closed (default 30).", valueName: "seconds"))
        var idleTimeout: Double?

        @Option(help: ArgumentHelp("The most connections open at once; more are closed as they arrive (default 4096).", valueName: "count"))
        var maxConnections: Int?

        @Option(help: ArgumentHelp("Seconds any request body may take to arrive, beyond what its size allows at --min-body-rate; slower bodies are cut (default 30).", valueName: "seconds"))
        var bodyTimeout: Double?

        @Option(help: ArgumentHelp("Bytes per second a request body must average beyond --body-timeout (default 8192).", valueName: "bytes"))
        var minBodyRate: Int?

        @Option(help: ArgumentHelp("Seconds a closing connection may wait for a slow client to receive the end of its answer, at shutdown (default 60).", valueName: "seconds"))
        var drainTimeout: Double?

        @Option(help: ArgumentHelp(
            "Seconds a signed manifest answer may be trusted after it is signed: the longest a replayed answer can keep a client on an old version unnoticed (default 3600).",
            valueName: "seconds"))
        var signedAnswerExpiry: Double?

        @Option(help: "trace, debug, info, notice, warning, error or critical (default info).")
        var logLevel: String?

        @Option(help: "text (default) or json: one JSON object per log line, for log collectors.")
        var logFormat: String?

        @Flag(inversion: .prefixedNo, help: "Serve the web console at /console (sign in with `miniapp operator token` or a publisher token; default on).")
        var console: Bool?

        @Option(name: .customLong("trusted-proxy"), help: ArgumentHelp(
            "A reverse proxy (address or CIDR range) whose X-Forwarded-For names the client, for the console's per-client sign-in limit; repeat for several.",
            valueName: "range"))
        var trustedProxies: [String] = []

        @Option(help: .hidden)
        var debugPauseBeforeCommit: Double?

        /// The flags given on the command line, by setting key (see ``SettingsSources``).
        var givenFlags: [String: ConfigValue] {
            var flags: [String: ConfigValue] = [:]
            func put(_ key: String, _ content: ConfigContent?) {
                if let content { flags[key] = ConfigValue(content, isSecret: false) }
            }
            put("host", host.map(ConfigContent.string))
            put("port", port.map(ConfigContent.int))
            put("publicUrl", publicURL.map(ConfigContent.string))
            put("defaultIconUrl", defaultIconURL.map(ConfigContent.string))
            put("maxBundleBytes", maxBundleBytes.map(ConfigContent.int))
            put("maxFileBytes", maxFileBytes.map(ConfigContent.int))
            put("maxFiles", maxFiles.map(ConfigContent.int))
            put("maxCompressionRatio", maxCompressionRatio.map(ConfigContent.double))
            put("maxUploadBytes", maxUploadBytes.map(ConfigContent.int))
            put("idleTimeout", idleTimeout.map(ConfigContent.double))
            put("maxConnections", maxConnections.map(ConfigContent.int))
            put("bodyTimeout", bodyTimeout.map(ConfigContent.double))
            put("minBodyRate", minBodyRate.map(ConfigContent.int))
            put("drainTimeout", drainTimeout.map(ConfigContent.double))
            put("signedAnswerExpiry", signedAnswerExpiry.map(ConfigContent.double))
            put("logLevel", logLevel.map(ConfigContent.string))
            put("logFormat", logFormat.map(ConfigContent.string))
            put("console", console.map(ConfigContent.bool))
            if !trustedProxies.isEmpty { put("trustedProxies", .stringArray(trustedProxies)) }
            return flags
        }

        func run() throws {
            let options = self
            let settings = try BlockingRun.run {
                try ServeSettings(sources: try await options.registry.sources(adding: options.givenFlags))
            }
            settings.logFormat.bootstrap(level: settings.logLevel)
            var configuration = settings.configuration
            configuration.pauseBeforeCommit = debugPauseBeforeCommit.map { .milliseconds(Int64($0 * 1000)) }
            var logger = Logger(label: "miniapp.registry")
            logger.logLevel = settings.logLevel
            let serverLogger = logger, serverConfiguration = configuration
            try BlockingRun.run {
                let server = try await RegistryServer.start(serverConfiguration, logger: serverLogger, handlingSignals: true)
                try await server.wait()
                serverLogger.info("registry stopped")
            }
        }
    }
}
