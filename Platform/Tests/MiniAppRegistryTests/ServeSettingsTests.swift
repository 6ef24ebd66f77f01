import Foundation
import Testing

/// `miniapp serve` takes its settings from flags, `MINIAPP_*` variables and a JSON file, so
/// no secret has to be on its command line; `--log-format json` writes JSON lines.
@Suite("Serve settings")
struct ServeSettingsTests {
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("miniapp")
    }

    /// Runs `miniapp serve` with these arguments and environment until it listens (or
    /// exits); returns the process and its log lines.
    static func serve(_ arguments: [String], environment: [String: String], log: URL) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve"] + arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("MINIAPP_") }.merging(environment) { $1 }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        return process
    }

    static func lines(_ log: URL) -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test("the database URL from the environment, its password from a file named in the config file, JSON log lines", arguments: TestBackend.available)
    func environmentAndFile(backend: TestBackend) async throws {
        let place = try await TestRegistry.Place.fresh(backend)
        try FileManager.default.createDirectory(at: place.data, withIntermediateDirectories: true)
        defer { Task { await place.remove() } }
        let passwordFile = place.data.appendingPathComponent("db-password")
        try Data("not-needed-by-the-test-cluster\n".utf8).write(to: passwordFile)
        let config = place.data.appendingPathComponent("registry.json")
        let settings: [String: Any] = [
            "data": place.data.path, "logFormat": "json", "logLevel": "warning", "maxConnections": 64,
            "database": ["passwordFile": passwordFile.path],
        ]
        try JSONSerialization.data(withJSONObject: settings).write(to: config)
        var environment = ["MINIAPP_CONFIG": config.path, "MINIAPP_PORT": "0", "MINIAPP_LOG_LEVEL": "error"]
        if let url = place.databaseURL { environment["MINIAPP_DATABASE_URL"] = url }
        let log = place.data.appendingPathComponent("serve.log")
        // The flag wins over the variable, which wins over the file.
        let process = try Self.serve(["--log-level", "info"], environment: environment, log: log)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }
        var listening: [String: Any]?
        for _ in 0..<600 where listening == nil && process.isRunning {
            listening = Self.lines(log).compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            }.first { $0["message"] as? String == "registry listening" }
            try await Task.sleep(for: .milliseconds(100))
        }
        let line = try #require(listening, "no JSON 'registry listening' line in: \(Self.lines(log))")
        #expect(line["level"] as? String == "info")
        #expect(line["label"] as? String == "miniapp.registry")
        #expect((line["time"] as? String)?.hasSuffix("Z") == true)
        let metadata = try #require(line["metadata"] as? [String: Any])
        #expect(metadata["miniapp.data"] as? String == place.data.standardizedFileURL.path)
        let address = try #require(metadata["miniapp.address"] as? String)
        let port = try #require(address.split(separator: ":").last.flatMap { Int($0) })
        #expect(port != 8080 && port > 0)
        // Every log line is JSON, and none shows the database URL.
        for text in Self.lines(log) {
            #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any], "not JSON: \(text)")
            if let url = place.databaseURL { #expect(!text.contains(url)) }
        }
        let ready = try await HTTPProbe(base: try #require(URL(string: "http://127.0.0.1:\(port)/"))).get("ready")
        #expect(ready.status == 200)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(Self.lines(log).contains { $0.contains("registry stopped") })
    }

    @Test("a bad value in the environment or the file is refused with its name, exit 64")
    func badValues() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("bad.json")
        try Data(#"{"logFormat": "xml"}"#.utf8).write(to: config)
        let cases: [([String], [String: String], String)] = [
            ([], ["MINIAPP_PORT": "eighty", "MINIAPP_DATA": folder.path], "MINIAPP_PORT"),
            (["--config", config.path, "--data", folder.path], [:], "--log-format xml is not text or json"),
            (["--config", folder.appendingPathComponent("missing.json").path], [:], "does not exist or cannot be read"),
            (["--data", folder.path], ["MINIAPP_DATABASE_PASSWORD_FILE": "/no/such/file", "MINIAPP_DATABASE_URL": "postgres://u@127.0.0.1:1/db"], "cannot read /no/such/file"),
            (["--data", folder.path], ["MINIAPP_METRICS_TOKEN_FILE": "/no/such/token"], "cannot read /no/such/token"),
            (["--data", folder.path], ["MINIAPP_METRICS_TOKEN": ""], "metricsToken (MINIAPP_METRICS_TOKEN or metricsTokenFile) is empty"),
            (["--data", folder.path], ["MINIAPP_TRUSTED_PROXIES": "10.0.0.0/8, lb"], "'lb' is not an IP address or a CIDR range"),
            (["--data", folder.path, "--trusted-proxy", "127.0.0.1", "--trusted-proxy", "10.0.0.0/33"], [:], "'10.0.0.0/33' is not an IP address"),
        ]
        for (arguments, environment, message) in cases {
            let log = folder.appendingPathComponent("\(UUID().uuidString).log")
            let process = try Self.serve(arguments, environment: environment, log: log)
            process.waitUntilExit()
            let output = Self.lines(log).joined(separator: "\n")
            #expect(process.terminationStatus == 64, "\(arguments) \(environment): \(output)")
            #expect(output.contains(message), "expected '\(message)' in: \(output)")
            #expect(output.contains("Usage: miniapp serve"))
        }
    }

    @Test("a config file's wrong types and unknown keys, at any depth, are all refused at once, exit 64")
    func strictConfigFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("registry.json")
        try Data(#"""
            {"port": 18352.5, "data": "\#(folder.path)", "database": {"url": 5, "passwrodFile": "/run/secrets/db"},
             "metricsTokenFlie": "/run/secrets/metrics", "metricsTokenFile": 7, "console": "yes",
             "trustedProxies": ["10.0.0.0/8", 1], "maxCompressionRatio": 50.5, "logging": {"level": "debug"}}
            """#.utf8).write(to: config)
        let log = folder.appendingPathComponent("serve.log")
        let process = try Self.serve(["--config", config.path], environment: [:], log: log)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }
        process.waitUntilExit()
        let output = Self.lines(log).joined(separator: "\n")
        #expect(process.terminationStatus == 64, "\(output)")
        for problem in [
            "'port' must be a whole number, not the number 18352.5",
            "'database.url' must be a string, not the number 5",
            "'database.passwrodFile' is not a setting (did you mean 'database.passwordFile'?)",
            "'metricsTokenFlie' is not a setting (did you mean 'metricsTokenFile'?)",
            "'metricsTokenFile' must be a string, not the number 7",
            "'console' must be true or false, not a string",
            "'trustedProxies' must be a string or an array of strings, not an array",
            "'logging' is not a setting",
        ] {
            #expect(output.contains(problem), "expected '\(problem)' in: \(output)")
        }
        #expect(!output.contains("maxCompressionRatio"), "a fraction is a number: \(output)")
        #expect(!output.contains("/run/secrets"), "values of strings are never echoed: \(output)")
        #expect(!output.contains("listening"))
    }

    @Test("under umask 000 the registry's folders are still 0700 and its secret files 0600")
    func privateModesWhateverTheUmask() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-umask-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("data")
        let shell = "umask 000; \"$0\" project create demo --data \"$1\" >/dev/null && \"$0\" project token demo --data \"$1\" > \"$1.token\" && exec \"$0\" serve --data \"$1\" --port 0"
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("serve.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", shell, Self.executable.path, data.path]
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("MINIAPP_") }
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }
        var port: Int?
        for _ in 0..<600 where port == nil && process.isRunning {
            port = Self.lines(log).lazy.compactMap { line in
                line.range(of: #"127\.0\.0\.1:[0-9]+"#, options: .regularExpression).flatMap { Int(line[$0].split(separator: ":")[1]) }
            }.first
            try await Task.sleep(for: .milliseconds(100))
        }
        let listening = try #require(port, "no listening line in: \(Self.lines(log))")
        // An upload makes a blob's two-digit folder.
        let token = try String(contentsOf: URL(fileURLWithPath: data.path + ".token"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let http = HTTPProbe(base: try #require(URL(string: "http://127.0.0.1:\(listening)/")))
        let upload = try await http.send("POST", "publish/projects/demo/apps/hello/versions", headers: ["Authorization": "Bearer \(token)"], body: try BundleZip.minimal().data())
        #expect(upload.status == 201, "\(upload.status)")
        let files = FileManager.default
        func mode(_ url: URL) throws -> Int { try #require(try files.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) & 0o777 }
        var folders = [data, data.appendingPathComponent("blobs"), data.appendingPathComponent("blobs/sha256"),
                       data.appendingPathComponent("tmp"), data.appendingPathComponent("keys")]
        folders += try files.contentsOfDirectory(at: data.appendingPathComponent("blobs/sha256"), includingPropertiesForKeys: nil)
        folders += try files.contentsOfDirectory(at: data.appendingPathComponent("tmp"), includingPropertiesForKeys: nil)
        #expect(folders.count > 6)
        for folder in folders {
            let found = try mode(folder)
            #expect(found == 0o700, "\(folder.path): \(String(found, radix: 8))")
        }
        let keys = try files.contentsOfDirectory(at: data.appendingPathComponent("keys"), includingPropertiesForKeys: nil).filter { $0.pathExtension == "pem" }
        #expect(!keys.isEmpty)
        for secret in keys + [data.appendingPathComponent("registry.sqlite")] {
            let found = try mode(secret)
            #expect(found == 0o600, "\(secret.path): \(String(found, radix: 8))")
        }
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
    }

    @Test("with a metrics token (from a file named in the environment), /metrics needs it as a bearer token; probes stay open")
    func metricsToken() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokenFile = folder.appendingPathComponent("metrics-token")
        try Data("scrape-me-7f3a\n".utf8).write(to: tokenFile)
        let log = folder.appendingPathComponent("serve.log")
        let process = try Self.serve(
            ["--data", folder.appendingPathComponent("data").path, "--port", "0"],
            environment: ["MINIAPP_METRICS_TOKEN_FILE": tokenFile.path], log: log)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() } }
        var port: Int?
        for _ in 0..<600 where port == nil && process.isRunning {
            port = Self.lines(log).lazy.compactMap { line in
                line.range(of: #"127\.0\.0\.1:[0-9]+"#, options: .regularExpression).flatMap { Int(line[$0].split(separator: ":")[1]) }
            }.first
            try await Task.sleep(for: .milliseconds(100))
        }
        let listening = try #require(port, "no listening line in: \(Self.lines(log))")
        let http = HTTPProbe(base: try #require(URL(string: "http://127.0.0.1:\(listening)/")))

        let anonymous = try await http.get("metrics")
        #expect(anonymous.status == 401)
        #expect(anonymous.header("WWW-Authenticate") == "Bearer")
        #expect(anonymous.object["error"] as? String == "unauthorized")
        #expect(try await http.get("metrics", headers: ["Authorization": "Bearer scrape-me-7f3b"]).status == 401)
        let scraper = try await http.get("metrics", headers: ["Authorization": "bearer scrape-me-7f3a"])
        #expect(scraper.status == 200)
        #expect(String(decoding: scraper.body, as: UTF8.self).contains("miniapp_store_versions"))
        #expect(try await http.get("health").status == 200)
        #expect(try await http.get("ready").status == 200)
        #expect(!Self.lines(log).contains { $0.contains("scrape-me") }, "the token must never be logged")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
    }
}
