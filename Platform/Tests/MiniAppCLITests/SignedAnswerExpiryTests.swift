import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `miniapp serve --signed-answer-expiry` (issue 29, defect 6): how long a signed
/// manifest answer may be trusted, from the flag, a `MINIAPP_*` variable or the
/// configuration file, as every other setting of `serve`.
@Suite(.serialized) struct SignedAnswerExpiryTests {
    /// `expiresAt - signedAt` of the latest version's signed answer, in milliseconds.
    static func lifetime(_ registry: ServedRegistry, version: String) async throws -> Int {
        let url = try #require(URL(string: "\(registry.base)/host/demo/miniapp/hello/version/\(version)/manifest"))
        var request = URLRequest(url: url)
        request.setValue("ras-\(registry.subscriptionKey)", forHTTPHeaderField: "apiKey")
        request.setValue("application/vnd.miniappkit.manifest+json", forHTTPHeaderField: "Accept")
        let (body, _) = try await URLSession.shared.data(for: request)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any], "\(String(decoding: body, as: UTF8.self))")
        return try #require(object["expiresAt"] as? Int) - (try #require(object["signedAt"] as? Int))
    }

    @Test func theFlagWinsOverTheVariableWhichWinsOverTheFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("expiry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("registry.json")
        try Data(#"{"signedAnswerExpiry": 120}"#.utf8).write(to: config)
        // (The default, an hour, is ReadAPITests'.)
        let cases: [([String], [String: String], Int)] = [
            (["--config", config.path], [:], 120_000),
            (["--config", config.path], ["MINIAPP_SIGNED_ANSWER_EXPIRY": "60"], 60_000),
            (["--config", config.path, "--signed-answer-expiry", "30.5"], ["MINIAPP_SIGNED_ANSWER_EXPIRY": "60"], 30_500),
        ]
        for (arguments, environment, expected) in cases {
            let registry = try ServedRegistry(arguments: arguments, environment: environment)
            defer { registry.stop() }
            let version = try ReleaseLoopTests.upload(registry, tag: "1.0.0")
            #expect(try await Self.lifetime(registry, version: version) == expected, "\(arguments) \(environment)")
        }
    }

    @Test func anExpiryOutOfRangeIsRefusedNamingWhereToSetIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("expiry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for value in ["0", "-5", "40000000"] {
            let run = try CommandRun.miniapp(["serve", "--port", "0", "--data", folder.path, "--signed-answer-expiry=\(value)"])
            #expect(run.status == 64, "\(value): \(run.stderr)")
            #expect(run.stderr.contains("--signed-answer-expiry must be between 1 second and 31622400 (a year), in seconds"), "\(run.stderr)")
            #expect(run.stderr.contains("MINIAPP_SIGNED_ANSWER_EXPIRY"), "\(run.stderr)")
        }
    }
}
