import ArgumentParser
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
            a signing key on first start. Stops gracefully on SIGINT or SIGTERM. See docs/PLATFORM.md.
            """
        )

        @OptionGroup var registry: RegistryOptions

        @Option(help: "The address to listen on.")
        var host: String = "127.0.0.1"

        @Option(help: "The port to listen on (0: any free port).")
        var port: Int = 8080

        @Option(help: ArgumentHelp("The base of file URLs in manifests, when clients reach the server under another name.", valueName: "url"))
        var publicURL: String?

        @Option(help: ArgumentHelp("The largest bundle, uncompressed, in bytes.", valueName: "bytes"))
        var maxBundleBytes: Int = BundleLimits().maxTotalBytes

        @Option(help: ArgumentHelp("The largest file in a bundle, in bytes.", valueName: "bytes"))
        var maxFileBytes: Int = BundleLimits().maxFileBytes

        @Option(help: ArgumentHelp("The most entries a bundle may have.", valueName: "count"))
        var maxFiles: Int = BundleLimits().maxFiles

        @Option(help: ArgumentHelp("Uncompressed/compressed size above which a bundle is taken for a zip bomb.", valueName: "ratio"))
        var maxCompressionRatio: Double = BundleLimits().maxCompressionRatio

        @Option(help: ArgumentHelp("The largest upload body, in bytes (default: from the bundle limits).", valueName: "bytes"))
        var maxUploadBytes: Int?

        @Option(help: ArgumentHelp("Seconds a connection may stay without a complete request before it is closed.", valueName: "seconds"))
        var idleTimeout: Double = 30

        @Option(help: ArgumentHelp("The most connections open at once; more are closed as they arrive.", valueName: "count"))
        var maxConnections: Int = 4096

        @Flag(inversion: .prefixedNo, help: "Serve the web console at /console (sign in with `miniapp operator token` or a publisher token).")
        var console = true

        @Option(help: "trace, debug, info, notice, warning, error or critical.")
        var logLevel: String = "info"

        @Option(help: .hidden)
        var debugPauseBeforeCommit: Double?

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
            guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level \(logLevel) is not a log level.") }
            guard idleTimeout > 0, maxConnections > 0 else { throw ValidationError("--idle-timeout and --max-connections must be positive.") }
            guard maxBundleBytes > 0, maxFileBytes > 0, maxFiles > 0, maxCompressionRatio > 1 else {
                throw ValidationError("the size limits must be positive, and --max-compression-ratio above 1.")
            }
        }

        func run() throws {
            let data = DataDirectory(registry.dataURL)
            var configuration = RegistryConfiguration(
                host: host, port: port, data: data,
                database: try DatabaseLocation(url: registry.databaseURL, data: data),
                limits: BundleLimits(maxTotalBytes: maxBundleBytes, maxFileBytes: maxFileBytes, maxFiles: maxFiles, maxCompressionRatio: maxCompressionRatio),
                maxUploadBytes: maxUploadBytes, publicURL: publicURL,
                idleTimeout: .milliseconds(Int64(idleTimeout * 1000)), maxConnections: maxConnections,
                pauseBeforeCommit: debugPauseBeforeCommit.map { .milliseconds(Int64($0 * 1000)) }
            )
            configuration.console = console
            let settings = configuration
            var logger = Logger(label: "miniapp.registry")
            logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
            let serverLogger = logger
            try BlockingRun.run {
                let server = try await RegistryServer.start(settings, logger: serverLogger, handlingSignals: true)
                try await server.wait()
                serverLogger.info("registry stopped")
            }
        }
    }
}
