import ArgumentParser
import Foundation
import MiniAppHost
import MiniAppKit
import MiniAppPlatformClient

extension MiniAppCommand {
    /// `miniapp login`: saves a registry login, so `miniapp open APP_ID` needs no flags.
    struct Login: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Save a registry's server, project, subscription key and pinned keys for `miniapp open APP_ID`.",
            discussion: """
                Checks the credentials against the server (it must list the project's mini apps), then \
                writes $XDG_CONFIG_HOME/miniapp/login.json (default ~/.config/miniapp/login.json), mode \
                0600. Pin the keys the registry signs with: --pin-key id:ecKey as `miniapp keys list --pin` \
                prints them, or --key-id ID to fetch keys/ID from the server, confirmed by its SHA-256 \
                fingerprint (--fingerprint, or typed at the prompt); or --allow-unsigned-manifests. \
                Flags and MINIAPP_* variables given to `miniapp open` win over the saved login, which \
                is used only for its own server. `miniapp logout` removes it.
                """)

        @Option(help: ArgumentHelp("The registry's URL.", valueName: "url"))
        var server: String

        @Option(help: ArgumentHelp("The project (host) id.", valueName: "id"))
        var project: String

        @Option(help: "The project's subscription key (or $MINIAPP_SUBSCRIPTION_KEY).")
        var subscriptionKey: String?

        @Option(name: .customLong("pin-key"), help: ArgumentHelp("Pin this key, as `miniapp keys list --pin` prints it (repeatable).", valueName: "id:ecKey"))
        var pinKeys: [String] = []

        @Option(name: .customLong("key-id"), help: ArgumentHelp("Fetch keys/ID from the server and pin it once its fingerprint is confirmed (repeatable).", valueName: "id"))
        var keyIds: [String] = []

        @Option(name: .customLong("fingerprint"), help: ArgumentHelp("The SHA-256 fingerprint expected of a --key-id key (64 hex digits, colons allowed): confirms it without a prompt (repeatable, one per key).", valueName: "hex"))
        var fingerprints: [String] = []

        @Flag(help: "Accept manifests without checking their signature (file hashes are still checked).")
        var allowUnsignedManifests = false

        func validate() throws {
            guard let url = URL(string: server), url.scheme == "http" || url.scheme == "https", url.host != nil else {
                throw ValidationError("--server must be an http(s) URL, like http://127.0.0.1:8080.")
            }
            guard MiniAppIdentifier.isValid(project) else { throw ValidationError("--project \(project) is not a project id.") }
            guard resolvedKey != nil else { throw ValidationError("give --subscription-key (or set MINIAPP_SUBSCRIPTION_KEY).") }
            guard !pinKeys.isEmpty || !keyIds.isEmpty || allowUnsignedManifests else {
                throw ValidationError("give the keys to pin: --pin-key id:ecKey or --key-id ID (see `miniapp keys list`), or --allow-unsigned-manifests.")
            }
            _ = try MiniAppCommand.Open.pins(pinKeys)
            for fingerprint in fingerprints where Self.normalized(fingerprint).count != 64 {
                throw ValidationError("--fingerprint \(fingerprint) is not a SHA-256 fingerprint (64 hex digits).")
            }
        }

        var resolvedKey: String? {
            subscriptionKey ?? ProcessInfo.processInfo.environment["MINIAPP_SUBSCRIPTION_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        }

        func run() throws {
            let base = URL(string: server.hasSuffix("/") ? server : server + "/") ?? URL(fileURLWithPath: "/")
            let given = try MiniAppCommand.Open.pins(pinKeys)
            let config = MiniAppSdkConfig(
                baseUrl: base, projectId: project, subscriptionKey: resolvedKey ?? "", hostAppUserAgentInfo: "miniapp-cli",
                pinnedKeys: given, allowUnsignedManifests: true,
                storageDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-login-\(UUID().uuidString)"),
                retryPolicy: RetryPolicy(maxAttempts: 1))
            defer { try? FileManager.default.removeItem(at: config.storageDirectory) }
            let ids = keyIds, project = project, server = server
            let (apps, fetched) = try BlockingRun.run {
                let client: MiniAppClient
                do {
                    client = try MiniAppClient(config: config)
                } catch {
                    throw ValidationError("a --pin-key is not the key its id names (id:ecKey as `miniapp keys list --pin` prints it).")
                }
                let apps: [MiniAppInfo]
                do {
                    apps = try await client.list()
                } catch let error as MASDKError {
                    throw ValidationError("the server refused project \(project) with this subscription key, or could not be reached: \(MiniAppLocator.describe(error))")
                }
                var fetched: [PinnedKey] = []
                for id in ids {
                    do {
                        fetched.append(try await client.publicKey(id: id))
                    } catch let error as MASDKError {
                        throw ValidationError("cannot fetch key \(id) from \(server): \(MiniAppLocator.describe(error))")
                    }
                }
                return (apps, fetched)
            }
            var confirmed: [PinnedKey] = []
            var expected = fingerprints.map(Self.normalized)
            for key in fetched {
                if let index = expected.firstIndex(of: key.fingerprint) {
                    expected.remove(at: index)
                } else if !fingerprints.isEmpty || !Self.confirmAtPrompt(key) {
                    throw ValidationError(
                        "key \(key.id) was not confirmed: its SHA-256 fingerprint is \(key.fingerprint); compare it with the registry's "
                            + "(`echo ECKEY | base64 -d | sha256sum`, ECKEY as `miniapp keys list --pin` prints it) and pass --fingerprint.")
                }
                confirmed.append(key)
            }
            let login = SavedLogin(
                server: server, project: project, subscriptionKey: resolvedKey ?? "",
                pinKeys: (given + confirmed).map(\.pinText), allowUnsignedManifests: allowUnsignedManifests ? true : nil)
            let url = SavedLogin.fileURL()
            try login.save(to: url)
            let pinned = (given + confirmed).map(\.id)
            print("saved the login to \(server) (project \(project), \(apps.count) published mini app\(apps.count == 1 ? "" : "s")"
                + (pinned.isEmpty ? ", signatures not checked" : ", pinned key\(pinned.count == 1 ? "" : "s") \(pinned.joined(separator: ", "))")
                + ") in \(url.path); `miniapp open APP_ID` now uses it")
        }

        /// `AB:cd…` → `abcd…`.
        static func normalized(_ fingerprint: String) -> String {
            let hex = fingerprint.lowercased().filter { $0 != ":" && !$0.isWhitespace }
            return hex.allSatisfy(\.isHexDigit) ? hex : ""
        }

        /// Asks on the terminal; false when standard input is not one.
        static func confirmAtPrompt(_ key: PinnedKey) -> Bool {
            guard isatty(0) == 1 else { return false }
            FileHandle.standardError.write(Data("key \(key.id): SHA-256 fingerprint \(key.fingerprint)\nPin this key? Type yes if it is the registry's: ".utf8))
            return readLine()?.trimmingCharacters(in: .whitespaces).lowercased() == "yes"
        }
    }

    /// `miniapp logout`: removes the saved login.
    struct Logout: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove the login `miniapp login` saved.")

        func run() throws {
            let url = SavedLogin.fileURL()
            guard FileManager.default.fileExists(atPath: url.path) else {
                print("no saved login (\(url.path))")
                return
            }
            try FileManager.default.removeItem(at: url)
            print("removed the saved login \(url.path)")
        }
    }
}
