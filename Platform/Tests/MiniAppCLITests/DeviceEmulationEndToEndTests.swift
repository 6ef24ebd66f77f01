import Foundation
import Testing

/// `miniapp open --device …` and the other emulation flags, end to end: the real binary
/// opens the `device` fixture in WebKitGTK under Xvfb and the page reports what it sees
/// (viewport, pixel ratio, safe-area insets, color scheme, language, network, iOS
/// features) next to what the host methods answer. Also: runs are hermetic unless
/// `--data` says otherwise, and profiles and manifests are checked like code.
@Suite(.serialized) struct DeviceEmulationEndToEndTests {
    static let fixture = OpenRun.fixtures.appendingPathComponent("device").path

    /// Runs `miniapp` with `arguments`, with `TMPDIR` set to a folder of its own (to see
    /// what the run leaves there), and returns the run and that folder's contents.
    static func run(_ arguments: [String], directory: URL? = nil) throws -> (run: OpenRun, leftInTemporary: [String]) {
        let directory = directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-device-\(UUID().uuidString)")
        let temporary = directory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        // Only this run's: a variable of the test process would reach every other suite's runs.
        let run = try OpenRun.run(
            arguments + ["--headless", "--timeout", "60", "--transcript", directory.appendingPathComponent("transcript.jsonl").path],
            in: directory, environment: ["TMPDIR": temporary.path])
        let left = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        return (run, left.filter { $0.hasPrefix("miniapp-open-") })
    }

    @Test func anIPhoneSEInLightModeOfflineInJapanese() throws {
        let server = try LocalHTTPServer(serving: URL(fileURLWithPath: Self.fixture))
        defer { server.stop() }
        let (run, left) = try Self.run([
            "open", Self.fixture, "--device", "iphone-se", "--color-scheme", "light", "--locale", "ja-JP",
            "--network", "offline", "--query", "fetch=http://127.0.0.1:\(server.port)/device.css",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let facts = try run.probeResults()
        #expect(facts["width"] as? Int == 375)
        #expect(facts["height"] as? Int == 667)
        #expect(facts["pixelRatio"] as? Int == 2)
        #expect(facts["top"] as? String == "20px")
        #expect(facts["bottom"] as? String == "0px")
        #expect(facts["dark"] as? Bool == false)
        #expect(facts["isDarkMode"] as? Bool == false)
        #expect(facts["language"] as? String == "ja-JP")
        #expect(facts["hostLocale"] as? String == "ja-JP")
        #expect(facts["platformVersion"] as? String == "17.5")
        #expect(facts["online"] as? Bool == false)
        #expect(facts["fetched"] as? String == "TypeError")
        #expect(facts["speech"] as? String == "constructed")
        #expect((facts["userAgent"] as? String)?.hasPrefix("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)") == true)
        #expect((facts["userAgent"] as? String)?.contains(" MiniAppKit/") == true)
        #expect(left.isEmpty, "the run's data folder is removed at exit: \(left)")
    }

    @Test func anIPhone15ProMaxInDarkModeOnline() throws {
        let server = try LocalHTTPServer(serving: URL(fileURLWithPath: Self.fixture))
        defer { server.stop() }
        let (run, _) = try Self.run([
            "open", Self.fixture, "--device", "iphone-15-pro-max", "--color-scheme", "dark",
            "--query", "fetch=http://127.0.0.1:\(server.port)/device.css",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let facts = try run.probeResults()
        #expect(facts["width"] as? Int == 430)
        #expect(facts["height"] as? Int == 932)
        #expect(facts["pixelRatio"] as? Int == 3)
        #expect(facts["top"] as? String == "59px")
        #expect(facts["bottom"] as? String == "34px")
        #expect(facts["dark"] as? Bool == true)
        #expect(facts["isDarkMode"] as? Bool == true)
        #expect(facts["language"] as? String == "en-US")
        #expect(facts["online"] as? Bool == true)
        #expect(facts["fetched"] as? String == "ok")
    }

    @Test func aSlowNetworkDelaysEachFetch() throws {
        let server = try LocalHTTPServer(serving: URL(fileURLWithPath: Self.fixture))
        defer { server.stop() }
        let (run, _) = try Self.run([
            "open", Self.fixture, "--network", "slow", "--latency", "1500",
            "--query", "fetch=http://127.0.0.1:\(server.port)/device.css",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let facts = try run.probeResults()
        #expect(facts["fetched"] as? String == "ok")
        #expect((facts["fetchMs"] as? Int ?? 0) >= 1500, "\(facts)")
        #expect(facts["online"] as? Bool == true)
    }

    @Test func theProfileChoosesTheDeviceAndItsFlagsAgree() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let profile = directory.appendingPathComponent("profile.json")
        try Data(#"{"device": {"preset": "ipad", "osVersion": "18.1"}, "darkMode": true, "environment": {"hostLocale": "fr-FR"}}"#.utf8).write(to: profile)
        let (run, _) = try Self.run(["open", Self.fixture, "--profile", profile.path], directory: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let facts = try run.probeResults()
        #expect(facts["width"] as? Int == 820)
        #expect(facts["pixelRatio"] as? Int == 2)
        #expect(facts["dark"] as? Bool == true)
        #expect(facts["language"] as? String == "fr-FR")
        #expect(facts["platformVersion"] as? String == "18.1")
        #expect((facts["userAgent"] as? String)?.hasPrefix("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)") == true)
    }

    @Test func withoutADeviceThePageKeepsTheOldWindowButReportsIOS() throws {
        let (run, _) = try Self.run(["open", Self.fixture])
        #expect(run.status == 0, "\(run.stderr)")
        let facts = try run.probeResults()
        #expect(facts["width"] as? Int == 400)
        #expect(facts["pixelRatio"] as? Int == 1)
        #expect(facts["language"] as? String == "en-US", "not the process's C locale")
        #expect(facts["platformVersion"] as? String == "17.5", "not the Linux kernel's version")
        #expect(facts["speech"] as? String == "constructed")
    }

    @Test func anOfflineHostEventTakesThePageOffline() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let profile = directory.appendingPathComponent("profile.json")
        try Data(#"{"hostEvents": [{"name": "offline", "at": 200}]}"#.utf8).write(to: profile)
        let (run, _) = try Self.run(["open", Self.fixture, "--query", "scenario=events", "--profile", profile.path], directory: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let facts = try run.probeResults()
        #expect(facts["events"] as? [String] == ["offline"])
        #expect(facts["online"] as? Bool == false)
    }

    @Test func aGrantCarriesToTheNextRunOnlyWithData() throws {
        let contacts = ["open", Self.fixture, "--query", "scenario=contacts"]
        let grant = ["--grant", "rakuten.miniapp.user.CONTACT_LIST"]
        let granted = try Self.run(contacts + grant).run
        #expect(try granted.probeResults()["contacts"] as? String == "allowed", "\(granted.stderr)")
        let fresh = try Self.run(contacts).run
        #expect(try fresh.probeResults()["contacts"] as? String == "refused", "a run without --data starts from fresh data")

        let data = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-device-data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let first = try Self.run(contacts + grant + ["--data", data.path]).run
        #expect(try first.probeResults()["contacts"] as? String == "allowed")
        let second = try Self.run(contacts + ["--data", data.path]).run
        #expect(try second.probeResults()["contacts"] as? String == "allowed", "--data keeps the grant")
    }

    @Test func sigtermRemovesTheRunsDataFolder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-device-\(UUID().uuidString)")
        let temporary = directory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let transcript = directory.appendingPathComponent("transcript.jsonl")
        let process = Process()
        process.executableURL = OpenRun.executable
        process.arguments = ["open", Self.fixture, "--query", "scenario=stay", "--headless", "--timeout", "60", "--transcript", transcript.path]
        process.currentDirectoryURL = OpenRun.root
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(45)
        while Date() < deadline {
            let text = (try? String(contentsOf: transcript, encoding: .utf8)) ?? ""
            if text.contains("\"finished\"") { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let during = try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("miniapp-open-") }
        #expect(during.count == 1, "a data folder while the run lasts: \(during)")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        let after = try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("miniapp-open-") }
        #expect(after.isEmpty, "removed on SIGTERM: \(after)")
    }

    @Test func badProfilesAndManifestsAreRefusedWithEveryProblemAndItsPlace() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("miniapp-check-\(UUID().uuidString)")
        let app = directory.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("<!doctype html><title>x</title>".utf8).write(to: app.appendingPathComponent("index.html"))
        try Data("""
        {
          "reqPermission": [{"name": "rakuten.miniapp.user.USER_NAME"}],
          "optPermissions": [{"name": "rakuten.miniapp.user.CONTACTS_LIST"}]
        }
        """.utf8).write(to: app.appendingPathComponent("manifest.json"))
        let profile = directory.appendingPathComponent("profile.json")
        try Data("""
        {
          "permissions": {"customDefault": "ALLOW", "custom": {"rakuten.miniapp.user.USERNAME": "DENIED"}},
          "device": {"preset": "iphone-16"}
        }
        """.utf8).write(to: profile)
        let manifestPath = app.appendingPathComponent("manifest.json").path

        let check = try CommandRun.miniapp(["check", profile.path, app.path, Self.fixture])
        #expect(check.status == 1)
        let lines = check.stdout.split(separator: "\n").map(String.init)
        for expected in [
            #"\#(profile.path):2:36: permissions.customDefault: "ALLOW" is not one of "ALLOWED", "DENIED", "PERMISSION_NOT_AVAILABLE"; did you mean "ALLOWED"?"#,
            #"\#(profile.path):3:24: device.preset: "iphone-16" is not one of "iphone-se", "iphone-15", "iphone-15-pro-max", "ipad"; did you mean "iphone-15"?"#,
            #"\#(manifestPath):2:3: reqPermission: unknown key; did you mean "reqPermissions"?"#,
            "\(Self.fixture): ok",
        ] {
            #expect(lines.contains(expected), "\(expected) in \(check.stdout)")
        }
        #expect(lines.contains { $0.hasPrefix("\(profile.path):2:") && $0.hasSuffix(#"unknown key; did you mean "rakuten.miniapp.user.USER_NAME"?"#) }, "\(check.stdout)")
        #expect(lines.count == 6, "three problems in the profile, two in the manifest, one ok: \(check.stdout)")
        #expect(lines.contains { $0.hasPrefix("\(manifestPath):3:31: optPermissions[0].name: \"rakuten.miniapp.user.CONTACTS_LIST\" is not one of") && $0.hasSuffix(#"did you mean "rakuten.miniapp.user.CONTACT_LIST"?"#) })

        let open = try CommandRun.miniapp(["open", app.path, "--headless", "--timeout", "5"])
        #expect(open.status == 64)
        #expect(open.stderr.contains("the manifest has 2 problems:\n  \(manifestPath):2:3: reqPermission: unknown key"), "\(open.stderr)")
        let openProfile = try CommandRun.miniapp(["open", Self.fixture, "--profile", profile.path, "--headless", "--timeout", "5"])
        #expect(openProfile.status == 64)
        #expect(openProfile.stderr.contains("--profile \(profile.path) has 3 problems:"), "\(openProfile.stderr)")
        let pack = try CommandRun.miniapp(["pack", app.path, "-o", directory.appendingPathComponent("app.zip").path])
        #expect(pack.status != 0)
        #expect(pack.stderr.contains("\(manifestPath):2:3: reqPermission: unknown key; did you mean \"reqPermissions\"?"), "\(pack.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("app.zip").path))
    }
}
