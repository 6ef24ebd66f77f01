import ArgumentParser
import Configuration
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A registry login saved by `miniapp login`: the server, project, subscription key and
/// pinned keys `miniapp open APP_ID` needs, in `$XDG_CONFIG_HOME/miniapp/login.json`
/// (default `~/.config/miniapp/login.json`), mode 0600 in a 0700 folder.
///
/// It is read through ``SettingsSources`` like a registry's `--config` file: flags first,
/// then `MINIAPP_SERVER`, `MINIAPP_PROJECT`, `MINIAPP_SUBSCRIPTION_KEY`, `MINIAPP_PIN_KEYS`,
/// then the file, checked key by key against ``settings``.
struct SavedLogin: Codable, Equatable, Sendable {
    var server: String
    var project: String
    var subscriptionKey: String
    /// `id:ecKey` pairs, as `--pin-key` takes them.
    var pinKeys: [String]
    var allowUnsignedManifests: Bool?

    /// What a login file may hold.
    static let settings: [String: ConfigFileSchema.Kind] = [
        "server": .string, "project": .string, "subscriptionKey": .string, "pinKeys": .strings, "allowUnsignedManifests": .boolean,
    ]

    /// Where the login lives: `$XDG_CONFIG_HOME/miniapp/login.json`, else `~/.config/miniapp/login.json`.
    static func fileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (FileManager.default.homeDirectoryForCurrentUser.path + "/.config")
        return URL(fileURLWithPath: base).appendingPathComponent("miniapp/login.json")
    }

    /// Writes the login readable by its owner only: the folder 0700, the file 0600 from
    /// its first byte (a temporary file renamed into place).
    func save(to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        chmod(folder.path, 0o700)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(self)
        let temporary = folder.appendingPathComponent(".login-\(UUID().uuidString).json")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw ValidationError("cannot write \(temporary.path)")
        }
        chmod(temporary.path, 0o600)
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw ValidationError("cannot save the login as \(url.path): \(reason)")
        }
    }

    /// The server the file at `url` names, if there is a readable one.
    static func savedServer(at url: URL) -> String? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONDecoder().decode(SavedLogin.self, from: data))?.server
    }
}

/// What `miniapp open` talks to a registry with, from flags, the environment and the
/// saved login, in that order.
struct RegistryLogin: Sendable {
    var server: String?
    var project: String?
    var subscriptionKey: String?
    var pinKeys: [String]
    var allowUnsignedManifests: Bool
    /// The login file read, if it was.
    var file: String?

    /// Reads the sources. The saved login counts only when `flagServer` is nil or is the
    /// server it was saved for: its subscription key is never sent to another server.
    static func resolve(
        flagServer: String?, flagProject: String?, flagSubscriptionKey: String?, flagPinKeys: [String], flagAllowUnsigned: Bool,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws -> RegistryLogin {
        var flags: [String: ConfigValue] = [:]
        if let flagServer { flags["server"] = ConfigValue(.string(flagServer), isSecret: false) }
        if let flagProject { flags["project"] = ConfigValue(.string(flagProject), isSecret: false) }
        if let flagSubscriptionKey { flags["subscriptionKey"] = ConfigValue(.string(flagSubscriptionKey), isSecret: true) }
        if !flagPinKeys.isEmpty { flags["pinKeys"] = ConfigValue(.stringArray(flagPinKeys), isSecret: false) }
        if flagAllowUnsigned { flags["allowUnsignedManifests"] = ConfigValue(.bool(true), isSecret: false) }
        let url = SavedLogin.fileURL(environment: environment)
        let saved = SavedLogin.savedServer(at: url)
        let server = flagServer ?? environment["MINIAPP_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
        let usesFile = FileManager.default.fileExists(atPath: url.path) && (server == nil || Self.sameServer(server, saved))
        let sources = try await SettingsSources.load(
            flags: flags, configFile: usesFile ? url.path : nil, environment: environment, schema: SavedLogin.settings, fileKind: "saved login")
        // Each setting comes whole from the first source that has it: `--pin-key` flags
        // replace the saved pins rather than add to them.
        return RegistryLogin(
            server: sources.string("server"), project: sources.string("project"),
            subscriptionKey: sources.string("subscriptionKey", secret: true),
            pinKeys: sources.stringArray("pinKeys") ?? [], allowUnsignedManifests: try sources.bool("allowUnsignedManifests") ?? false,
            file: usesFile ? url.path : nil)
    }

    /// Whether two server URLs are the same server (a trailing slash aside).
    static func sameServer(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return false }
        func trimmed(_ text: String) -> String { text.hasSuffix("/") ? String(text.dropLast()) : text }
        return trimmed(a) == trimmed(b)
    }
}
