import ArgumentParser
import Configuration
import Foundation

/// Where the registry commands read their settings: flags, then `MINIAPP_*` environment
/// variables, then a JSON configuration file, then the built-in defaults.
///
/// One key names a setting everywhere: `database.url` is the flag `--database-url`, the
/// variable `MINIAPP_DATABASE_URL` and `{"database": {"url": …}}` in the file. So an
/// operator can keep every secret (the database password, inside the URL or in
/// `database.password` / `database.passwordFile`; the metrics token) out of the command
/// line, where `ps` and shell histories would show it. The file is named by `--config` or `MINIAPP_CONFIG`.
struct SettingsSources: Sendable {
    let reader: ConfigReader
    /// The configuration file read, if any (for messages).
    let file: String?

    /// Reads the sources. `flags` holds only the flags given on the command line.
    ///
    /// `schema` is what the file may hold (the registry's settings unless told), and
    /// `fileKind` names the file in messages; without `configFile`, `MINIAPP_CONFIG` names
    /// one only for the registry's settings.
    static func load(
        flags: [String: ConfigValue], configFile: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        schema: [String: ConfigFileSchema.Kind] = ConfigFileSchema.settings, fileKind: String = "configuration file"
    ) async throws -> SettingsSources {
        let secretNames: Set<String> = ["MINIAPP_DATABASE_URL", "MINIAPP_DATABASE_PASSWORD", "MINIAPP_METRICS_TOKEN", "MINIAPP_SUBSCRIPTION_KEY"]
        var providers: [any ConfigProvider] = [
            InMemoryProvider(name: "flags", values: Dictionary(uniqueKeysWithValues: flags.map { (AbsoluteConfigKey(ConfigKey($0.key)), $0.value) })),
            EnvironmentVariablesProvider(environmentVariables: environment, secretsSpecifier: .specific(secretNames)).prefixKeys(with: "miniapp"),
        ]
        let registrySchema = schema.keys.sorted() == ConfigFileSchema.settings.keys.sorted()
        let file = configFile ?? (registrySchema ? environment["MINIAPP_CONFIG"].flatMap { $0.isEmpty ? nil : $0 } : nil)
        if let file {
            guard FileManager.default.isReadableFile(atPath: file) else {
                throw ValidationError("the \(fileKind) \(file) does not exist or cannot be read.")
            }
            // Strict where swift-configuration is lenient: a wrong type or unknown key would
            // otherwise read as absent and quietly fall back to the default.
            let problems = ConfigFileSchema.problems(in: (try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data(), settings: schema)
            if !problems.isEmpty {
                throw ValidationError(
                    "the \(fileKind) \(file) is refused (settings as in docs/PLATFORM.md):\n"
                        + problems.map { "  - \($0)" }.joined(separator: "\n"))
            }
            do {
                // Named through a reader rather than a `FilePath`, so this target needs no swift-system.
                let location = ConfigReader(provider: InMemoryProvider(values: ["filePath": ConfigValue(.string(file), isSecret: false)]))
                providers.append(try await FileProvider<JSONSnapshot>(config: location))
            } catch {
                throw ValidationError("the \(fileKind) \(file) is not a JSON object of settings: \(error)")
            }
        }
        return SettingsSources(reader: ConfigReader(providers: providers), file: file)
    }

    /// Where a bad value came from, for error messages.
    private func origin(_ key: String) -> String {
        let variable = "MINIAPP_" + key.replacingOccurrences(of: ".", with: "_")
            .replacingOccurrences(of: "([a-z])([A-Z])", with: "$1_$2", options: .regularExpression).uppercased()
        return "'\(key)' (--\(Self.flagName(key)), \(variable)\(file.map { " or \($0)" } ?? ""))"
    }

    /// The flag spelling of a key: `limits.bundleBytes` → `limits-bundle-bytes`.
    static func flagName(_ key: String) -> String {
        key.replacingOccurrences(of: ".", with: "-")
            .replacingOccurrences(of: "([a-z])([A-Z])", with: "$1-$2", options: .regularExpression).lowercased()
    }

    func string(_ key: String, secret: Bool = false) -> String? {
        reader.string(forKey: ConfigKey(key), isSecret: secret)
    }

    /// A list: repeated flags, a comma-separated variable, or a JSON array (or one string) in the file.
    func stringArray(_ key: String) -> [String]? {
        if let list = reader.stringArray(forKey: ConfigKey(key)) { return list }
        return string(key).map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    /// An integer, or a ``ValidationError`` when the setting is there but not an integer.
    func int(_ key: String) throws -> Int? {
        if let value = reader.int(forKey: ConfigKey(key)) { return value }
        if let text = reader.string(forKey: ConfigKey(key)) {
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("\(origin(key)) must be a whole number; '\(text)' is not.")
            }
            return value
        }
        return nil
    }

    /// A number, or a ``ValidationError`` when the setting is there but not a number.
    func double(_ key: String) throws -> Double? {
        if let value = reader.double(forKey: ConfigKey(key)) { return value }
        if let value = reader.int(forKey: ConfigKey(key)) { return Double(value) }
        if let text = reader.string(forKey: ConfigKey(key)) {
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("\(origin(key)) must be a number; '\(text)' is not.")
            }
            return value
        }
        return nil
    }

    /// A yes/no setting (`true`/`false`, `yes`/`no`, `1`/`0`), or a ``ValidationError``.
    func bool(_ key: String) throws -> Bool? {
        if let value = reader.bool(forKey: ConfigKey(key)) { return value }
        if let text = reader.string(forKey: ConfigKey(key)) {
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: throw ValidationError("\(origin(key)) must be true or false; '\(text)' is not.")
            }
        }
        return nil
    }

    /// A secret given as `key` itself or, better for a file only its owner can read, as
    /// the path in `keyFile` (its content without the final newline).
    func secret(_ key: String) throws -> String? {
        if let value = string(key, secret: true) { return value }
        guard let path = string(key + "File") else { return nil }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ValidationError("\(origin(key + "File")): cannot read \(path).")
        }
        return text.trimmingCharacters(in: .newlines)
    }

    /// The database URL with its password filled in from `database.password` or
    /// `database.passwordFile` when the URL carries none.
    func databaseURL() throws -> String? {
        guard let url = string("database.url", secret: true) else { return nil }
        guard let password = try secret("database.password"), var components = URLComponents(string: url), components.password == nil else { return url }
        components.password = password
        guard let withPassword = components.string else {
            throw ValidationError("\(origin("database.url")) is not a URL like postgres://user@host:5432/db.")
        }
        return withPassword
    }
}
