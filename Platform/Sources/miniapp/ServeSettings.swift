import ArgumentParser
import Foundation
import Logging
import MiniAppKit
import MiniAppRegistry

/// Everything `miniapp serve` runs with, resolved from flags, `MINIAPP_*` variables, the
/// configuration file and the defaults (``SettingsSources``), and checked.
///
/// | key | flag | variable | default |
/// | --- | --- | --- | --- |
/// | `host` | `--host` | `MINIAPP_HOST` | `127.0.0.1` |
/// | `port` | `--port` | `MINIAPP_PORT` | `8080` |
/// | `data` | `--data` | `MINIAPP_DATA` | `./miniapp-data` |
/// | `database.url` | `--database-url` | `MINIAPP_DATABASE_URL` | SQLite in the data folder |
/// | `database.password` | – | `MINIAPP_DATABASE_PASSWORD` | – |
/// | `blobStore` | `--blob-store` | `MINIAPP_BLOB_STORE` | `disk` (`postgres`: files and keys in the database) |
/// | `database.passwordFile` | – | `MINIAPP_DATABASE_PASSWORD_FILE` | – |
/// | `publicUrl` | `--public-url` | `MINIAPP_PUBLIC_URL` | `http://` + the request's `Host` |
/// | `defaultIconUrl` | `--default-icon-url` | `MINIAPP_DEFAULT_ICON_URL` | `<base>/icons/default.png` |
/// | `maxBundleBytes`, `maxFileBytes`, `maxFiles`, `maxCompressionRatio`, `maxUploadBytes` | `--max-…` | `MINIAPP_MAX_…` | 64 MiB, 32 MiB, 10 000, 100, derived |
/// | `idleTimeout` | `--idle-timeout` | `MINIAPP_IDLE_TIMEOUT` | 30 s |
/// | `maxConnections` | `--max-connections` | `MINIAPP_MAX_CONNECTIONS` | 4096 |
/// | `bodyTimeout` | `--body-timeout` | `MINIAPP_BODY_TIMEOUT` | 30 s |
/// | `minBodyRate` | `--min-body-rate` | `MINIAPP_MIN_BODY_RATE` | 8192 bytes/s |
/// | `drainTimeout` | `--drain-timeout` | `MINIAPP_DRAIN_TIMEOUT` | 60 s |
/// | `logLevel` | `--log-level` | `MINIAPP_LOG_LEVEL` | `info` |
/// | `logFormat` | `--log-format` | `MINIAPP_LOG_FORMAT` | `text` |
/// | `console` | `--console`, `--no-console` | `MINIAPP_CONSOLE` | `true` |
/// | `trustedProxies` | `--trusted-proxy` (repeated) | `MINIAPP_TRUSTED_PROXIES` (comma-separated) | none |
/// | `metricsToken`, `metricsTokenFile` | – | `MINIAPP_METRICS_TOKEN`, `MINIAPP_METRICS_TOKEN_FILE` | none: `/metrics` is open |
/// | `signedAnswerExpiry` | `--signed-answer-expiry` | `MINIAPP_SIGNED_ANSWER_EXPIRY` | 3600 s |
struct ServeSettings: Sendable {
    var configuration: RegistryConfiguration
    var logLevel: Logger.Level
    var logFormat: LogFormat

    /// Resolves and checks every setting.
    ///
    /// - Throws: `ValidationError` naming the setting, where it can be given, and what is
    ///   wrong with the value.
    init(sources: SettingsSources) throws {
        let defaults = BundleLimits()
        let port = try sources.int("port") ?? 8080
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535 (also MINIAPP_PORT, or port in the config file); \(port) is not.") }
        let levelName = sources.string("logLevel") ?? "info"
        guard let level = Logger.Level(rawValue: levelName) else {
            throw ValidationError("--log-level \(levelName) is not a log level: use one of trace, debug, info, notice, warning, error, critical.")
        }
        let formatName = sources.string("logFormat") ?? "text"
        guard let format = LogFormat(rawValue: formatName) else {
            throw ValidationError("--log-format \(formatName) is not text or json.")
        }
        let limits = BundleLimits(
            maxTotalBytes: try sources.int("maxBundleBytes") ?? defaults.maxTotalBytes,
            maxFileBytes: try sources.int("maxFileBytes") ?? defaults.maxFileBytes,
            maxFiles: try sources.int("maxFiles") ?? defaults.maxFiles,
            maxCompressionRatio: try sources.double("maxCompressionRatio") ?? defaults.maxCompressionRatio
        )
        guard limits.maxTotalBytes > 0, limits.maxFileBytes > 0, limits.maxFiles > 0, limits.maxCompressionRatio > 1 else {
            throw ValidationError("the size limits must be positive, and --max-compression-ratio above 1.")
        }
        let idleTimeout = try sources.double("idleTimeout") ?? 30
        let maxConnections = try sources.int("maxConnections") ?? 4096
        guard idleTimeout > 0, maxConnections > 0 else { throw ValidationError("--idle-timeout and --max-connections must be positive (also MINIAPP_IDLE_TIMEOUT, MINIAPP_MAX_CONNECTIONS).") }
        let bodyTimeout = try sources.double("bodyTimeout") ?? 30
        let minBodyRate = try sources.int("minBodyRate") ?? 8192
        guard bodyTimeout > 0, minBodyRate > 0 else {
            throw ValidationError("--body-timeout and --min-body-rate must be positive (also MINIAPP_BODY_TIMEOUT, MINIAPP_MIN_BODY_RATE).")
        }
        let drainTimeout = try sources.double("drainTimeout") ?? 60
        guard drainTimeout >= 1 else { throw ValidationError("--drain-timeout must be at least 1 second.") }
        let expiry = try sources.double("signedAnswerExpiry") ?? 3600
        guard expiry >= 1, expiry <= Self.longestExpiry else {
            throw ValidationError(
                "--signed-answer-expiry must be between 1 second and \(Int(Self.longestExpiry)) (a year), in seconds "
                    + "(also MINIAPP_SIGNED_ANSWER_EXPIRY, or signedAnswerExpiry in the config file); \(expiry) is not.")
        }
        let maxUploadBytes = try sources.int("maxUploadBytes")
        if let maxUploadBytes, maxUploadBytes <= 0 { throw ValidationError("--max-upload-bytes must be positive.") }
        for key in ["publicUrl", "defaultIconUrl"] {
            if let url = sources.string(key), URL(string: url)?.scheme?.hasPrefix("http") != true {
                throw ValidationError("\(key) (--\(SettingsSources.flagName(key))) must be an absolute http(s) URL; '\(url)' is not.")
            }
        }
        let (dataURL, databaseURL) = try RegistryOptions.location(from: sources)
        let data = DataDirectory(dataURL)
        configuration = RegistryConfiguration(
            host: sources.string("host") ?? "127.0.0.1", port: port, data: data,
            database: try DatabaseLocation(url: databaseURL, data: data),
            limits: limits, maxUploadBytes: maxUploadBytes, publicURL: sources.string("publicUrl"),
            idleTimeout: .milliseconds(Int64(idleTimeout * 1000)), maxConnections: maxConnections,
            defaultIconURL: sources.string("defaultIconUrl"), drainTimeout: .milliseconds(Int64(drainTimeout * 1000)),
            storesFilesInDatabase: try RegistryOptions.storesFilesInDatabase(sources)
        )
        configuration.bodyTimeout = .milliseconds(Int64(bodyTimeout * 1000))
        configuration.minBodyRate = minBodyRate
        configuration.signedAnswerExpiry = .milliseconds(Int64(expiry * 1000))
        configuration.console = try sources.bool("console") ?? true
        configuration.metricsToken = try sources.secret("metricsToken")
        if configuration.metricsToken?.isEmpty == true { throw ValidationError("metricsToken (MINIAPP_METRICS_TOKEN or metricsTokenFile) is empty.") }
        do {
            configuration.trustedProxies = try TrustedProxies(sources.stringArray("trustedProxies") ?? [])
        } catch {
            throw ValidationError("--trusted-proxy (MINIAPP_TRUSTED_PROXIES, trustedProxies): \(error)")
        }
        logLevel = level
        logFormat = format
    }

    /// The longest `--signed-answer-expiry`, in seconds: a year. Longer, a replayed answer
    /// could freeze a client for longer than any release cycle.
    static let longestExpiry: Double = 366 * 86400
}
