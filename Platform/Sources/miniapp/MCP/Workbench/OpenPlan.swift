import ArgumentParser
import Foundation
import MCP
import MiniAppHost
import MiniAppPlatformClient

/// What `miniapp_open` will run: its arguments turned into a `miniapp open` command line,
/// checked here by `miniapp open`'s own parser, profile loader and registry login, so a
/// mistake gets the command's own words (the problems of a profile at file:line:column)
/// before any process starts.
struct OpenPlan: Sendable {
    /// The arguments after `miniapp open`.
    var arguments: [String]
    var environment: [String: String] = [:]
    /// With a registry app: where to install it from first (``RegistryPreinstall``).
    var registry: RegistryPreinstall?
    var holds: Bool

    /// The tool's arguments as `miniapp open` options; paths checked by `paths`.
    static func make(_ arguments: ToolArguments, paths: PathPolicy) async throws -> OpenPlan {
        var command: [String] = []
        let app = try arguments.string("app")
        if let app {
            command.append(try Self.localPath(app, paths: paths) ?? app)
        }
        if let profile = try arguments.string("profile") {
            command += ["--profile", try paths.resolve(profile, argument: "profile").path]
        }
        if let data = try arguments.string("data") {
            command += ["--data", try paths.resolve(data, argument: "data", mustExist: false).path]
        }
        for (name, flag) in [("device", "--device"), ("colorScheme", "--color-scheme"), ("locale", "--locale"),
                             ("network", "--network"), ("query", "--query"), ("appId", "--app-id"),
                             ("server", "--server"), ("project", "--project"), ("versionId", "--version-id"),
                             ("preview", "--preview")] {
            if let value = try arguments.string(name) { command += [flag, value] }
        }
        if let latency = try arguments.integer("latencyMs", in: 0...60_000) { command += ["--latency", "\(latency)"] }
        for grant in try arguments.strings("grants") ?? [] { command += ["--grant", grant] }
        for pin in try arguments.strings("pinKeys") ?? [] { command += ["--pin-key", pin] }
        if try arguments.bool("allowUnsignedManifests") == true { command.append("--allow-unsigned-manifests") }
        let holds = try arguments.bool("hold") ?? false
        if holds { command.append("--hold") }
        command += ["--control", "0"] + (try arguments.bool("window") == true ? [] : ["--headless"])
        // The key goes to `miniapp open` in its environment, where no process list shows it.
        let key = try arguments.string("subscriptionKey")
        let checked = try await Self.check(command + (key.map { ["--subscription-key", $0] } ?? []))
        let environment = key.map { ["MINIAPP_SUBSCRIPTION_KEY": $0] } ?? [:]
        var plan = OpenPlan(arguments: command, environment: environment, holds: holds)
        if checked.server != nil {
            plan.registry = try await RegistryPreinstall(checked)
        }
        return plan
    }

    /// `app` as an absolute path when it names something on disk (a folder or a zip),
    /// checked against `paths`; `nil` for a URL, a `corva:` page or a registry app id.
    private static func localPath(_ app: String, paths: PathPolicy) throws(ToolFailure) -> String? {
        if app.contains("://") || app.hasPrefix("corva:") { return nil }
        let looksLikePath = app.contains("/") || app.hasPrefix(".") || app.hasPrefix("~") || app.hasSuffix(".zip")
        let expanded = (app as NSString).expandingTildeInPath
        let onDisk = FileManager.default.fileExists(atPath: expanded.hasPrefix("/") ? expanded : paths.folders[0] + "/" + expanded)
        guard looksLikePath || onDisk else { return nil }
        return try paths.resolve(app, argument: "app").path
    }

    /// Parses `command` as `miniapp open` does (its checks, its saved registry login) and
    /// loads its profile, on a thread of its own: the registry login blocks while it
    /// reads the saved login, which no thread of Swift concurrency's few should do.
    private static func check(_ command: [String]) async throws -> MiniAppCommand.Open {
        let parsed: MiniAppCommand.Open
        do {
            parsed = try await OwnThread.run { try MiniAppCommand.Open.parse(command) }
        } catch {
            throw ToolFailure(Self.plain(MiniAppCommand.Open.message(for: error)))
        }
        do {
            if try parsed.loadProfile().tabs != nil {
                throw ToolFailure("the profile declares tabs; a session drives one mini app (open a tab's app on its own, with a profile without tabs)")
            }
        } catch let failure as ToolFailure {
            throw failure
        } catch {
            throw ToolFailure(Self.plain(MiniAppCommand.Open.message(for: error)))
        }
        return parsed
    }

    /// An option's message in the tool's words: `--color-scheme` is `colorScheme` there.
    private static func plain(_ message: String) -> String {
        var text = message
        for (flag, name) in [("--color-scheme", "colorScheme"), ("--app-id", "appId"), ("--version-id", "versionId"),
                             ("--latency", "latencyMs"), ("--grant", "grants"), ("--pin-key", "pinKeys"),
                             ("--allow-unsigned-manifests", "allowUnsignedManifests")] {
            text = text.replacingOccurrences(of: flag, with: "'\(name)'")
        }
        return text.replacingOccurrences(of: #"--([a-z]+)"#, with: "'$1'", options: .regularExpression)
    }
}
