import Foundation
import Testing

/// The registry commands end to end, through the binary only: `serve`, `publish`,
/// `version`, `keys` and `open --server --install-only` against a registry the CLI made,
/// and the messages a user gets when something is wrong.
@Suite(.serialized) struct RegistryCommandsTests {
    /// A one-page mini app folder.
    static func miniApp(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("<!doctype html><title>\(text)</title><p>\(text)".utf8).write(to: folder.appendingPathComponent("index.html"))
        return folder
    }

    /// Uploads a draft of `hello` tagged `tag` and returns its versionId.
    static func upload(_ registry: ServedRegistry, tag: String) throws -> String {
        let folder = try miniApp(tag)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRun.miniapp(["publish", folder.path, "--app", "hello", "--version-tag", tag] + registry.publisher)
        guard run.status == 0, let range = run.stdout.range(of: #"versionId [0-9a-f-]+"#, options: .regularExpression) else {
            throw ServedRegistry.Failure(description: "publish failed: \(run.stderr)")
        }
        return String(run.stdout[range].dropFirst("versionId ".count))
    }

    @Test func versionCommandsTakeATagOrAnId() throws {
        let registry = try ServedRegistry()
        defer { registry.stop() }
        let first = try Self.upload(registry, tag: "1.0.0")
        let second = try Self.upload(registry, tag: "2.0.0")

        let byTag = try CommandRun.miniapp(["version", "publish", "1.0.0", "--app", "hello"] + registry.publisher)
        #expect(byTag.status == 0, "\(byTag.stderr)")
        #expect(byTag.stdout.contains("hello now serves version 1.0.0 (\(first))"))

        let byId = try CommandRun.miniapp(["version", "publish", second, "--app", "hello"] + registry.publisher)
        #expect(byId.status == 0, "\(byId.stderr)")
        #expect(byId.stdout.contains("hello now serves version 2.0.0 (\(second))"))

        let rollback = try CommandRun.miniapp(["version", "rollback", "--to", "1.0.0", "--app", "hello"] + registry.publisher)
        #expect(rollback.status == 0, "\(rollback.stderr)")
        #expect(rollback.stdout.contains("rolled back to version 1.0.0 (\(first))"))

        let preview = try CommandRun.miniapp(["version", "preview-code", "2.0.0", "--app", "hello"] + registry.publisher)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(!preview.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)

        let list = try CommandRun.miniapp(["version", "list", "--app", "hello"] + registry.publisher)
        #expect(list.stdout.contains("\(first)  1.0.0  released  (published)"), "\(list.stdout)")

        let unknown = try CommandRun.miniapp(["version", "publish", "9.9.9", "--app", "hello"] + registry.publisher)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("hello has no version with the id or tag '9.9.9'; its newest tags: "), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("1.0.0") && unknown.stderr.contains("2.0.0"))
        #expect(!unknown.stderr.contains("Usage:"))

        let mistake = try Self.upload(registry, tag: "3.0.0")
        let delete = try CommandRun.miniapp(["version", "delete", "3.0.0", "--app", "hello"] + registry.publisher)
        #expect(delete.status == 0, "\(delete.stderr)")
        #expect(delete.stdout.contains("deleted version 3.0.0 (\(mistake)) of hello"), "\(delete.stdout)")
        let kept = try CommandRun.miniapp(["version", "delete", first, "--app", "hello"] + registry.publisher)
        #expect(kept.status == 1)
        #expect(kept.stderr.contains("cannot be deleted (roll back instead)"), "\(kept.stderr)")
        let after = try CommandRun.miniapp(["version", "list", "--app", "hello"] + registry.publisher)
        #expect(!after.stdout.contains(mistake) && after.stdout.contains(first), "\(after.stdout)")

        // The deleted draft left its page and its zip behind: `blobs prune`, beside the
        // running server, spares them for a day by default and deletes them when told.
        let young = try CommandRun.miniapp(["blobs", "prune", "--data", registry.data.path, "--dry-run"])
        #expect(young.status == 0 && young.stdout.hasPrefix("would delete 0 unreferenced file(s), 0 bytes"), "\(young.stdout)\(young.stderr)")
        let pruned = try CommandRun.miniapp(["blobs", "prune", "--data", registry.data.path, "--older-than", "0s"])
        #expect(pruned.status == 0 && pruned.stdout.hasPrefix("deleted 2 unreferenced file(s), "), "\(pruned.stdout)\(pruned.stderr)")
        let again = try CommandRun.miniapp(["blobs", "prune", "--data", registry.data.path, "--older-than", "0s"])
        #expect(again.stdout.hasPrefix("deleted 0 unreferenced file(s)"), "\(again.stdout)")
        let bad = try CommandRun.miniapp(["blobs", "prune", "--data", registry.data.path, "--older-than", "soon"])
        #expect(bad.status == 64 && bad.stderr.contains("--older-than"), "\(bad.stderr)")
        // The published version still installs, every file verified against its signed manifest.
        let pins = try CommandRun.miniapp(["keys", "list", "--pin", "--data", registry.data.path])
        let active = try #require(pins.stdout.split(separator: "\n").first.map(String.init))
        let host = FileManager.default.temporaryDirectory.appendingPathComponent("cli-open-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: host) }
        let install = try CommandRun.miniapp([
            "open", "hello", "--server", registry.base, "--project", "demo", "--subscription-key", registry.subscriptionKey,
            "--pin-key", active, "--install-only", "--data", host.path,
        ])
        #expect(install.status == 0, "\(install.stderr)")
    }

    @Test func operatorTokensAndSubscriptionKeyRotation() throws {
        let registry = try ServedRegistry()
        defer { registry.stop() }
        let issued = try CommandRun.miniapp(["operator", "token", "--label", "alice", "--data", registry.data.path])
        #expect(issued.status == 0, "\(issued.stderr)")
        #expect(issued.stdout.range(of: #"^maop_[0-9a-f]{64}\n$"#, options: .regularExpression) != nil, "\(issued.stdout)")
        let blank = try CommandRun.miniapp(["operator", "token", "--label", " ", "--data", registry.data.path])
        #expect(blank.status == 64 && blank.stderr.contains("--label must be 1 to 100 characters"))
        let rotated = try CommandRun.miniapp(["project", "rotate-key", "demo", "--data", registry.data.path])
        #expect(rotated.status == 0, "\(rotated.stderr)")
        #expect(rotated.stdout.hasPrefix("subscription key ") && !rotated.stdout.contains(registry.subscriptionKey))
        let list = try CommandRun.miniapp(["project", "list", "--data", registry.data.path])
        #expect(!list.stdout.contains(registry.subscriptionKey) && list.stdout.contains(rotated.stdout.split(separator: " ")[2]))
        let unknown = try CommandRun.miniapp(["project", "rotate-key", "nope", "--data", registry.data.path])
        #expect(unknown.status != 0 && unknown.stderr.contains("no project 'nope'"))
    }

    @Test func tokensAreListedAndRevoked() throws {
        let registry = try ServedRegistry()
        defer { registry.stop() }
        let brief = try CommandRun.miniapp(["project", "token", "demo", "--label", "ci", "--expires-in-days", "7", "--data", registry.data.path])
        #expect(brief.status == 0, "\(brief.stderr)")
        let forever = try CommandRun.miniapp(["operator", "token", "--label", "root", "--no-expiry", "--data", registry.data.path])
        #expect(forever.status == 0, "\(forever.stderr)")
        let list = try CommandRun.miniapp(["tokens", "list", "--data", registry.data.path])
        #expect(list.status == 0, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n").map(String.init)
        let ci = try #require(lines.first { $0.contains("  ci  ") }, "\(list.stdout)")
        #expect(ci.contains("publisher  demo") && ci.hasSuffix("valid") && !ci.contains("never"), "\(ci)")
        #expect(lines.contains { $0.contains("operator  -  root") && $0.contains("never  valid") }, "\(list.stdout)")

        // The token `ServedRegistry` publishes with: revoked, it publishes no more.
        let publisher = try #require(lines.first { $0.contains("  cli  ") }, "\(list.stdout)")
        let id = String(publisher.prefix(16))
        let revoked = try CommandRun.miniapp(["tokens", "revoke", id, "--data", registry.data.path])
        #expect(revoked.status == 0 && revoked.stdout.contains("revoked publisher token \(id)"), "\(revoked.stderr)")
        #expect(try CommandRun.miniapp(["tokens", "list", "--project", "demo", "--data", registry.data.path]).stdout.contains("\(id)  publisher  demo  cli"))
        let folder = try Self.miniApp("after revocation")
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = try CommandRun.miniapp(["publish", folder.path, "--app", "hello"] + registry.publisher)
        #expect(refused.status != 0 && refused.stderr.contains("not valid"), "\(refused.stderr)")
        let unknown = try CommandRun.miniapp(["tokens", "revoke", "0123456789abcdef", "--data", registry.data.path])
        #expect(unknown.status != 0 && unknown.stderr.contains("no token has the id 0123456789abcdef"), "\(unknown.stderr)")
        let malformed = try CommandRun.miniapp(["tokens", "revoke", "abc", "--data", registry.data.path])
        #expect(malformed.status != 0 && malformed.stderr.contains("16 hex digits"), "\(malformed.stderr)")
    }

    @Test func serveOnABusyPortSaysWhichPortAndTouchesNoData() throws {
        let held = try HeldPort()
        defer { held.release() }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("cli-busy-\(UUID().uuidString)")
        let run = try CommandRun.miniapp(["serve", "--port", "\(held.port)", "--data", data.path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("port \(held.port) on 127.0.0.1 is already in use"), "\(run.stderr)")
        #expect(!run.stderr.contains("errno"))
        #expect(!FileManager.default.fileExists(atPath: data.path), "serve created \(data.path) before failing")
    }

    @Test func publishingToAServerThatIsDownNamesTheURLAndTheCause() throws {
        let closed = try HeldPort()
        closed.release()
        let folder = try Self.miniApp("down")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandRun.miniapp([
            "publish", folder.path, "--server", "http://127.0.0.1:\(closed.port)", "--project", "demo", "--app", "hello", "--token", "t",
        ])
        #expect(run.status == 1)
        #expect(run.stderr.contains(
            "Error: cannot reach http://127.0.0.1:\(closed.port)/publish/projects/demo/apps/hello/versions: connection refused (is the server running, and on this port?)"),
            "\(run.stderr)")
        #expect(!run.stderr.contains("NSURLErrorDomain"))
        #expect(!run.stderr.contains("Usage:"))
    }

    @Test func openFromAServerThatIsDownNamesTheURLAndTheCause() throws {
        let closed = try HeldPort()
        closed.release()
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("cli-open-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let run = try CommandRun.miniapp([
            "open", "hello", "--server", "http://127.0.0.1:\(closed.port)", "--project", "demo", "--subscription-key", "k",
            "--allow-unsigned-manifests", "--install-only", "--data", data.path,
        ])
        #expect(run.status == 4)
        #expect(run.stderr.contains("cannot reach http://127.0.0.1:\(closed.port)/host/demo/miniapps"), "\(run.stderr)")
        #expect(run.stderr.contains("connection refused"))
        #expect(!run.stderr.contains("Unknown error"))
        #expect(!run.stderr.contains("NSURLErrorDomain"))
    }

    @Test func aSubscriptionKeyWithItsPrefixInstallsAndAnUnpinnedKeyIsNamed() throws {
        let registry = try ServedRegistry()
        defer { registry.stop() }
        let version = try Self.upload(registry, tag: "1.0.0")
        _ = try CommandRun.miniapp(["version", "publish", version, "--app", "hello"] + registry.publisher)
        let pins = try CommandRun.miniapp(["keys", "list", "--pin", "--data", registry.data.path])
        let active = try #require(pins.stdout.split(separator: "\n").first.map(String.init))

        // The key as the header shows it (`ras-…`) works as well as the bare key.
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("cli-open-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let install = try CommandRun.miniapp([
            "open", "hello", "--server", registry.base, "--project", "demo", "--subscription-key", "ras-\(registry.subscriptionKey)",
            "--pin-key", active, "--install-only", "--data", data.path,
        ])
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout.contains("/miniapps/hello/\(version)/files"))

        // A second key, not the one signing: pinning only it names both ids.
        let created = try CommandRun.miniapp(["keys", "create", "--data", registry.data.path])
        let other = created.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let otherPin = try CommandRun.miniapp(["keys", "list", "--pin", "--data", registry.data.path]).stdout
            .split(separator: "\n").map(String.init).first { $0.hasPrefix("\(other):") }
        let activeId = active.split(separator: ":").first.map(String.init) ?? ""
        let refused = try CommandRun.miniapp([
            "open", "hello", "--server", registry.base, "--project", "demo", "--subscription-key", registry.subscriptionKey,
            "--pin-key", try #require(otherPin), "--install-only", "--data", data.path + "-other",
        ])
        defer { try? FileManager.default.removeItem(atPath: data.path + "-other") }
        #expect(refused.status == 4)
        #expect(refused.stderr.contains("signed with key \(activeId), but the pinned key is \(other)"), "\(refused.stderr)")
    }
}
