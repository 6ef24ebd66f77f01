import Foundation
import Testing

/// The release loop through the binary only, against `miniapp serve` on loopback (real
/// SQLite): a rollback reaches a host that had the newer version, `--version-id` takes a
/// tag, `--preview` opens an unpublished version, and `miniapp login` makes `open APP_ID`
/// one argument.
@Suite(.serialized) struct ReleaseLoopTests {
    /// Uploads a one-page `hello` tagged `tag`, published unless `publish` is false.
    static func upload(_ registry: ServedRegistry, tag: String, publish: Bool = true) throws -> String {
        let folder = try RegistryCommandsTests.miniApp(tag)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRun.miniapp(
            ["publish", folder.path, "--app", "hello", "--version-tag", tag] + (publish ? ["--publish"] : []) + registry.publisher)
        guard run.status == 0, let range = run.stdout.range(of: #"versionId [0-9a-f-]+"#, options: .regularExpression) else {
            throw ServedRegistry.Failure(description: "publish failed: \(run.stderr)")
        }
        return String(run.stdout[range].dropFirst("versionId ".count))
    }

    /// The active key as `--pin-key` takes it.
    static func pin(_ registry: ServedRegistry) throws -> String {
        let pins = try CommandRun.miniapp(["keys", "list", "--pin", "--data", registry.data.path])
        return try #require(pins.stdout.split(separator: "\n").first.map(String.init))
    }

    /// A fresh folder under the temporary directory.
    static func folder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    @Test func aRollbackReachesAHostThatHadTheNewerVersionAndOfflineItOpensItsCopy() throws {
        let registry = try ServedRegistry()
        defer { registry.stop() }
        let pin = try Self.pin(registry)
        let data = Self.folder("cli-rollback")
        defer { try? FileManager.default.removeItem(at: data) }
        let open = ["open", "hello", "--server", registry.base, "--project", "demo", "--subscription-key", registry.subscriptionKey,
                    "--pin-key", pin, "--install-only", "--data", data.path]

        let v1 = try Self.upload(registry, tag: "1.0.0")
        let first = try CommandRun.miniapp(open)
        #expect(first.status == 0 && first.stdout.contains("/\(v1)/files"), "\(first.stderr)")
        let v2 = try Self.upload(registry, tag: "2.0.0")
        let second = try CommandRun.miniapp(open)
        #expect(second.status == 0 && second.stdout.contains("/\(v2)/files"), "\(second.stderr)")

        let rollback = try CommandRun.miniapp(["version", "rollback", "--app", "hello"] + registry.publisher)
        #expect(rollback.status == 0 && rollback.stdout.contains("rolled back to version 1.0.0 (\(v1))"), "\(rollback.stderr)")
        let rolledBack = try CommandRun.miniapp(open)
        #expect(rolledBack.status == 0, "\(rolledBack.stderr)")
        #expect(rolledBack.stdout.contains("/\(v1)/files"), "\(rolledBack.stdout)")
        #expect(!rolledBack.stderr.contains("older than"), "\(rolledBack.stderr)")

        // The registry goes away: the host opens the copy it holds, the rolled-back version.
        registry.stop()
        let offline = try CommandRun.miniapp(open)
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.contains("/\(v1)/files"), "\(offline.stdout)")
        #expect(offline.stderr.contains("launching the installed version 1.0.0 of hello, which may not be the latest: cannot reach"), "\(offline.stderr)")
    }

    @Test func versionIdTakesATagAndPreviewOpensAnUnpublishedVersion() throws {
        let registry = try ServedRegistry()
        defer { registry.stop() }
        let pin = try Self.pin(registry)
        let data = Self.folder("cli-versions")
        defer { try? FileManager.default.removeItem(at: data) }
        let server = ["--server", registry.base, "--project", "demo", "--subscription-key", registry.subscriptionKey, "--pin-key", pin,
                      "--install-only", "--data", data.path]
        let v1 = try Self.upload(registry, tag: "1.0.0")
        _ = try Self.upload(registry, tag: "2.0.0")
        let draft = try Self.upload(registry, tag: "3.0.0-beta", publish: false)

        let byTag = try CommandRun.miniapp(["open", "hello", "--version-id", "1.0.0"] + server)
        #expect(byTag.status == 0 && byTag.stdout.contains("/\(v1)/files"), "\(byTag.stderr)")

        let unknown = try CommandRun.miniapp(["open", "hello", "--version-id", "9.9.9"] + server)
        #expect(unknown.status == 4)
        #expect(unknown.stderr.contains("no version 9.9.9 of hello; versions: "), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("1.0.0 (\(v1))") && unknown.stderr.contains("2.0.0"), "\(unknown.stderr)")
        #expect(!unknown.stderr.contains("could not find the provided Mini App ID"), "\(unknown.stderr)")

        let unpublished = try CommandRun.miniapp(["open", "hello", "--version-id", "3.0.0-beta"] + server)
        #expect(unpublished.status == 4)
        #expect(unpublished.stderr.contains("version \(draft) of hello is not published"), "\(unpublished.stderr)")
        #expect(unpublished.stderr.contains("preview code"), "\(unpublished.stderr)")

        let made = try CommandRun.miniapp(["version", "preview-code", "3.0.0-beta", "--app", "hello"] + registry.publisher)
        let code = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(made.status == 0 && !code.isEmpty, "\(made.stderr)")
        // The app id comes from the code; the copy lives apart from the published one.
        let preview = try CommandRun.miniapp(["open", "--preview", code] + server)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stdout.contains("\(data.path)/preview/") && preview.stdout.contains("/\(draft)/files"), "\(preview.stdout)")
        let published = try CommandRun.miniapp(["open", "hello"] + server)
        #expect(published.status == 0 && !published.stdout.contains("/preview/"), "\(published.stdout)")

        let wrongApp = try CommandRun.miniapp(["open", "other", "--preview", code] + server)
        #expect(wrongApp.status == 64 && wrongApp.stderr.contains("preview code \(code) opens hello, not other"), "\(wrongApp.stderr)")
        let badCode = try CommandRun.miniapp(["open", "--preview", "NOSUCHCODE"] + server)
        #expect(badCode.status == 4)
        #expect(badCode.stderr.contains("cannot use preview code NOSUCHCODE") && badCode.stderr.contains("no preview code"), "\(badCode.stderr)")
    }

    @Test func theTranscriptNamesTheVersionThatRan() throws {
        let registry = try ServedRegistry()
        defer { registry.stop() }
        let pin = try Self.pin(registry)
        let closes = OpenRun.fixtures.appendingPathComponent("closes")
        let published = try CommandRun.miniapp(["publish", closes.path, "--app", "hello", "--version-tag", "4.2.0", "--publish"] + registry.publisher)
        let range = try #require(published.stdout.range(of: #"versionId [0-9a-f-]+"#, options: .regularExpression), "\(published.stderr)")
        let versionId = String(published.stdout[range].dropFirst("versionId ".count))

        let run = try OpenRun.open(["hello", "--server", registry.base, "--project", "demo", "--subscription-key", registry.subscriptionKey, "--pin-key", pin])
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.status == 0, "\(run.stderr)")
        let start = try #require(run.lines("session").first { $0["event"] as? String == "start" }, "\(run.transcript)")
        #expect(start["appId"] as? String == "hello")
        #expect(start["versionId"] as? String == versionId)
        #expect(start["versionTag"] as? String == "4.2.0")

        // A local folder runs as version `local`, with no tag.
        let local = try OpenRun.open([closes.path])
        defer { try? FileManager.default.removeItem(at: local.directory) }
        let localStart = try #require(local.lines("session").first { $0["event"] as? String == "start" })
        #expect(localStart["versionId"] as? String == "local" && localStart["versionTag"] == nil, "\(localStart)")
    }

    @Test func aSavedLoginMakesOpenOneArgumentAndFlagsStillWin() throws {
        let registry = try ServedRegistry()
        defer { registry.stop() }
        let pin = try Self.pin(registry)
        let parts = pin.split(separator: ":", maxSplits: 1).map(String.init)
        let (keyId, ecKey) = (parts[0], parts[1])
        let fingerprint = try Self.sha256(try #require(Data(base64Encoded: ecKey)))
        let v1 = try Self.upload(registry, tag: "1.0.0")
        let config = Self.folder("cli-config")
        let data = Self.folder("cli-login")
        defer {
            try? FileManager.default.removeItem(at: config)
            try? FileManager.default.removeItem(at: data)
        }
        let environment = ["XDG_CONFIG_HOME": config.path]
        let login = ["login", "--server", registry.base, "--project", "demo", "--subscription-key", registry.subscriptionKey]
        let file = config.appendingPathComponent("miniapp/login.json")

        // Not confirmed (no terminal, no fingerprint), or confirmed wrongly: nothing is saved.
        let unconfirmed = try CommandRun.miniapp(login + ["--key-id", keyId], environment: environment)
        #expect(unconfirmed.status == 64)
        #expect(unconfirmed.stderr.contains("key \(keyId) was not confirmed: its SHA-256 fingerprint is \(fingerprint)"), "\(unconfirmed.stderr)")
        let wrong = try CommandRun.miniapp(login + ["--key-id", keyId, "--fingerprint", String(repeating: "ab", count: 32)], environment: environment)
        #expect(wrong.status == 64 && wrong.stderr.contains("was not confirmed"), "\(wrong.stderr)")
        let refused = try CommandRun.miniapp(
            ["login", "--server", registry.base, "--project", "demo", "--subscription-key", "nope", "--pin-key", pin], environment: environment)
        #expect(refused.status == 64 && refused.stderr.contains("the server refused project demo"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path))

        let saved = try CommandRun.miniapp(login + ["--key-id", keyId, "--fingerprint", fingerprint], environment: environment)
        #expect(saved.status == 0, "\(saved.stderr)")
        #expect(saved.stdout.contains("pinned key \(keyId)") && saved.stdout.contains(file.path), "\(saved.stdout)")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let folderMode = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        let stored = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(stored["pinKeys"] as? [String] == [pin] && stored["subscriptionKey"] as? String == registry.subscriptionKey)

        // One argument (and where to keep the copy).
        let open = try CommandRun.miniapp(["open", "hello", "--install-only", "--data", data.path], environment: environment)
        #expect(open.status == 0, "\(open.stderr)")
        #expect(open.stdout.contains("/\(v1)/files"), "\(open.stdout)")
        // A flag wins over the saved login: another project is refused by the server.
        let flagged = try CommandRun.miniapp(["open", "hello", "--project", "other", "--install-only", "--data", data.path + "-2"], environment: environment)
        defer { try? FileManager.default.removeItem(atPath: data.path + "-2") }
        #expect(flagged.status == 4, "\(flagged.stderr)")
        // A variable wins over the file too.
        let variable = try CommandRun.miniapp(
            ["open", "hello", "--install-only", "--data", data.path + "-3"], environment: environment.merging(["MINIAPP_SUBSCRIPTION_KEY": "wrong"]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: data.path + "-3") }
        #expect(variable.status == 4, "\(variable.stderr)")
        // A folder of that name is opened as a folder, not looked up on the server.
        #expect(try CommandRun.miniapp(["open", "Examples/NoSuchApp", "--install-only"], environment: environment).stderr.contains("--install-only needs --server"))

        let logout = try CommandRun.miniapp(["logout"], environment: environment)
        #expect(logout.status == 0 && logout.stdout.contains("removed the saved login"), "\(logout.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let after = try CommandRun.miniapp(["open", "hello", "--install-only", "--data", data.path], environment: environment)
        #expect(after.status == 64 && after.stderr.contains("--install-only needs --server"), "\(after.stderr)")
    }

    /// `sha256sum` of `data`: the fingerprint computed apart from the code under test.
    static func sha256(_ data: Data) throws -> String {
        let input = folder("cli-key")
        try data.write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [input.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }
}
