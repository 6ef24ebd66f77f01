import Foundation
import Testing

/// `miniapp`'s help and argument parsing, pinned by running the real binary: every
/// subcommand is listed and documents its options, and a bad argument exits 64 with the
/// usage of the subcommand it was given to (not the root's `miniapp <subcommand>`).
@Suite struct CommandLineTests {
    /// Each subcommand (as typed) and options its `--help` must show.
    static let options: [(command: [String], options: [String])] = [
        (["open"], ["--server", "--project", "--subscription-key", "--pin-key", "--allow-unsigned-manifests", "--install-only",
                    "--version-id", "--preview", "--app-id", "--profile", "--transcript", "--grant", "--bridge-script", "--screenshot", "--timeout",
                    "--headless", "--data", "--query"]),
        (["login"], ["--server", "--project", "--subscription-key", "--pin-key", "--key-id", "--fingerprint", "--allow-unsigned-manifests"]),
        (["logout"], []),
        (["serve"], ["--data", "--database-url", "--host", "--port", "--public-url", "--max-bundle-bytes", "--max-file-bytes",
                     "--max-files", "--max-compression-ratio", "--max-upload-bytes", "--idle-timeout", "--max-connections", "--log-level"]),
        (["pack"], ["-o, --output", "<dir>"]),
        (["publish"], ["<bundle>", "--server", "--project", "--token", "--app", "--version-tag", "--display-name", "--icon",
                       "--promotional-text", "--promotional-image-url", "--publish"]),
        (["version", "list"], ["--server", "--project", "--token", "--app"]),
        (["version", "publish"], ["<version>", "versionId or its version tag", "--server", "--project", "--token", "--app"]),
        (["version", "unpublish"], ["--server", "--project", "--token", "--app"]),
        (["version", "rollback"], ["--to", "--server", "--project", "--token", "--app"]),
        (["version", "preview-code"], ["<version>", "--server", "--project", "--token", "--app"]),
        (["project", "create"], ["<id>", "--name", "--data", "--database-url"]),
        (["project", "list"], ["--data", "--database-url"]),
        (["project", "token"], ["<id>", "--label", "--data", "--database-url"]),
        (["keys", "create"], ["--activate", "--data", "--database-url"]),
        (["keys", "rotate"], ["--data", "--database-url"]),
        (["keys", "list"], ["--pin", "--data", "--database-url"]),
        (["blobs", "prune"], ["--older-than", "<age>", "--dry-run", "--data", "--database-url", "--blob-store"]),
    ]

    @Test func theRootHelpListsEverySubcommand() throws {
        let help = try CommandRun.miniapp(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: miniapp <subcommand>"))
        for name in ["open", "login", "logout", "serve", "pack", "publish", "version", "project", "keys", "blobs"] {
            #expect(help.stdout.contains("\n  \(name) "), "`miniapp --help` does not list \(name):\n\(help.stdout)")
        }
        for (group, names) in [("version", ["list", "publish", "unpublish", "rollback", "preview-code"]),
                               ("project", ["create", "list", "token"]), ("keys", ["create", "rotate", "list"]), ("blobs", ["prune"])] {
            let groupHelp = try CommandRun.miniapp([group, "--help"])
            #expect(groupHelp.status == 0)
            for name in names {
                #expect(groupHelp.stdout.contains("\n  \(name) "), "`miniapp \(group) --help` does not list \(name)")
            }
        }
    }

    @Test(arguments: CommandLineTests.options.map { $0.command })
    func eachSubcommandsHelpShowsItsOptions(_ command: [String]) throws {
        let help = try CommandRun.miniapp(command + ["--help"])
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.contains("USAGE: miniapp \(command.joined(separator: " "))"), "\(help.stdout)")
        for option in Self.options.first(where: { $0.command == command })?.options ?? [] {
            #expect(help.stdout.contains(option), "`miniapp \(command.joined(separator: " ")) --help` does not show \(option)")
        }
        // Test-only options stay hidden.
        #expect(!help.stdout.contains("--load-external-in-view"))
        #expect(!help.stdout.contains("--debug-pause-before-commit"))
    }

    @Test func theVersionIsPrinted() throws {
        let run = try CommandRun.miniapp(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    /// Arguments the parser (or a command's `validate()`) refuses, and the usage line expected.
    static let badArguments: [(arguments: [String], usage: String, message: String)] = [
        (["frobnicate"], "Usage: miniapp <subcommand>", "Unexpected argument 'frobnicate'"),
        (["publish"], "Usage: miniapp publish ", "Missing expected argument '<bundle>'"),
        (["publish", "/no/such/bundle", "--server", "http://127.0.0.1:1", "--project", "p", "--app", "a", "--token", "t"],
         "Usage: miniapp publish ", "/no/such/bundle: no such file or folder"),
        (["publish", "Examples/Showcase", "--server", "ftp://x", "--project", "p", "--app", "a", "--token", "t"],
         "Usage: miniapp publish ", "--server must be an http(s) URL"),
        (["serve", "--port", "70000"], "Usage: miniapp serve ", "--port must be between 0 and 65535"),
        (["serve", "--port", "eighty"], "Usage: miniapp serve ", "The value 'eighty' is invalid for '--port <port>'"),
        (["pack", "--nope", "Examples/Showcase"], "Usage: miniapp pack ", "Unknown option '--nope'"),
        (["open", "Examples/Showcase", "--timeout", "nan"], "Usage: miniapp open ", "--timeout must be a number of seconds, or 0 or inf for no limit"),
        (["open", "Examples/Showcase", "--timeout=-1"], "Usage: miniapp open ", "--timeout must be a number of seconds, or 0 or inf for no limit"),
        (["open", "Examples/Showcase", "--grant", "rakuten.miniapp.user.NOPE"], "Usage: miniapp open ", "is not a custom permission"),
        (["open", "--install-only", "x"], "Usage: miniapp open ", "--install-only needs --server"),
        (["open", "--version-id", "v1", "x"], "Usage: miniapp open ", "--version-id needs --server"),
        (["open", "--preview", "ABC123"], "Usage: miniapp open ", "--preview needs --server (or a saved `miniapp login`)"),
        (["login", "--server", "http://127.0.0.1:1", "--project", "demo", "--subscription-key", "k"],
         "Usage: miniapp login ", "give the keys to pin: --pin-key id:ecKey or --key-id ID"),
        (["login", "--server", "ftp://x", "--project", "demo", "--subscription-key", "k", "--allow-unsigned-manifests"],
         "Usage: miniapp login ", "--server must be an http(s) URL"),
        (["serve", "--idle-timeout", "0"], "Usage: miniapp serve ", "--idle-timeout and --max-connections must be positive"),
        (["version", "publish", "--server", "http://127.0.0.1:1", "--project", "p", "--app", "a", "--token", "t"],
         "Usage: miniapp version publish ", "Missing expected argument '<version>'"),
        (["version", "rollback", "--server", "http://127.0.0.1:1", "--project", "p", "--app", "a"],
         "Usage: miniapp version rollback ", "give --token or set MINIAPP_PUBLISH_TOKEN"),
        (["project", "create"], "Usage: miniapp project create ", "Missing expected argument '<id>'"),
        (["keys", "list", "--pin", "extra"], "Usage: miniapp keys list ", "Unexpected argument 'extra'"),
    ]

    @Test(arguments: CommandLineTests.badArguments.indices)
    func aBadArgumentExits64WithThatSubcommandsUsage(_ index: Int) throws {
        let (arguments, usage, message) = Self.badArguments[index]
        let run = try CommandRun.miniapp(arguments)
        #expect(run.status == 64, "miniapp \(arguments.joined(separator: " ")): \(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.contains(usage), "expected \(usage) in:\n\(run.stderr)")
    }

    @Test("--timeout 0 and --timeout inf mean no limit: the run ends when the mini app closes", arguments: ["0", "inf", "1e300"])
    func noTimeLimit(_ value: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-timeout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try OpenRun.run([
            "open", "\(OpenRun.fixtures.path)/closes", "--headless", "--timeout", value,
            "--data", directory.appendingPathComponent("data").path,
            "--transcript", directory.appendingPathComponent("transcript.jsonl").path,
        ], in: directory)
        #expect(run.status == 0, "--timeout \(value): \(run.stderr)")
        #expect(run.lines("session").contains { $0["event"] as? String == "end" }, "\(run.transcript)")
    }

    @Test func aUsageErrorFoundWhileRunningShowsTheSubcommandsUsage() throws {
        // The profile is read by `open`'s run(), after parsing: its error is still `open`'s.
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("bad-profile-\(UUID().uuidString).json")
        try Data(#"{"echoJSON": false,}"#.utf8).write(to: profile)
        defer { try? FileManager.default.removeItem(at: profile) }
        let run = try CommandRun.miniapp(["open", "Examples/Showcase", "--profile", profile.path, "--headless", "--timeout", "5"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("Error: --profile \(profile.path) has 1 problem:\n  \(profile.path):1:20: unexpected '}'"), "\(run.stderr)")
        #expect(run.stderr.contains("Usage: miniapp open "), "\(run.stderr)")
        #expect(run.stderr.contains("See 'miniapp open --help' for more information."))
        #expect(!run.stderr.contains("miniapp <subcommand>"))
    }

    @Test func aFailureThatIsNoUsageErrorPrintsNoUsage() throws {
        let closed = try HeldPort()
        closed.release()
        let run = try CommandRun.miniapp([
            "version", "list", "--server", "http://127.0.0.1:\(closed.port)", "--project", "demo", "--app", "hello", "--token", "t",
        ])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Error: cannot reach http://127.0.0.1:\(closed.port)/publish/projects/demo/apps/hello/versions: connection refused"), "\(run.stderr)")
        #expect(!run.stderr.contains("Usage:"))
        #expect(!run.stderr.contains("NSURLErrorDomain"))
    }
}
