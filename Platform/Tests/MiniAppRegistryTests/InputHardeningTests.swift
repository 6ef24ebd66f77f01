import Foundation
import MiniAppBundle
import MiniAppRegistry
import Testing

/// What the publishing API refuses up front, and how the registry keeps its secrets.
@Suite struct InputHardeningTests {
    /// An app id becomes a folder name on every host; the client refuses ids with a
    /// leading or trailing dot, so the registry must not publish them.
    @Test("app ids the client would refuse are refused at publish", arguments: ["x.", "...", ".x", "a b", String(repeating: "a", count: 129)])
    func appIds(_ app: String) async throws {
        try await TestRegistry.with(.sqlite) { registry in
            let answer = try await registry.upload(try BundleZip.minimal().data(), app: app.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? app)
            #expect(answer.status == 400, "\(app): \(answer.status)")
            #expect(answer.object["reason"] as? String == "badRequest")
        }
        #expect(!MiniAppIdentifier.isValid(app))
    }

    @Test func theSharedIdentifierRuleAcceptsOrdinaryIds() {
        for id in ["hello", "com.example.app", "a-b_c.1", "x"] { #expect(MiniAppIdentifier.isValid(id), "\(id)") }
        for id in ["", ".", "..", "a/b", "é"] { #expect(!MiniAppIdentifier.isValid(id), "\(id)") }
    }

    @Test func aVersionTagLongerThan128CharactersIsRefused() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            let long = try await registry.upload(try BundleZip.minimal().data(), query: "versionTag=" + String(repeating: "1", count: 60_000))
            #expect(long.status == 400)
            #expect((long.object["message"] as? String)?.contains("versionTag") == true)
            let fine = try await registry.upload(try BundleZip.minimal().data(), query: "versionTag=" + String(repeating: "1", count: 128))
            #expect(fine.status == 201)
        }
    }

    /// registry.sqlite holds subscription keys and token hashes: only its owner reads it.
    @Test func theSQLiteFileIsPrivateToItsOwner() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            let file = DataDirectory(registry.place.data).sqliteFile
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            let mode = try #require(attributes[.posixPermissions] as? NSNumber).intValue
            #expect(mode & 0o077 == 0, "registry.sqlite is \(String(mode, radix: 8))")
        }
    }
}
