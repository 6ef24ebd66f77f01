import Foundation
import MiniAppRegistry
import Testing

/// The publisher's and the host's mistakes of issue 10: each a 4xx with the documented
/// `{code, message, reason}` body saying what is wrong, and nothing stored.
@Suite("Bad input")
struct BadInputTests {
    /// The smallest PNG: a 1×1 image.
    static let png = Data([
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
        0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41,
        0x54, 0x08, 0xD7, 0x63, 0xF8, 0xCF, 0xC0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0x18, 0xDD, 0x8D, 0xB0, 0x00, 0x00, 0x00,
        0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ])

    /// Expects `answer` to be the documented error with this status and reason.
    static func expectError(_ answer: HTTPProbe.Answer, _ status: Int, _ reason: String, mentioning text: String) {
        #expect(answer.status == status, "\(String(decoding: answer.body, as: UTF8.self))")
        #expect(answer.object["code"] as? Int == status)
        #expect(answer.object["reason"] as? String == reason, "\(answer.object)")
        #expect((answer.object["message"] as? String)?.contains(text) == true, "\(answer.object)")
    }

    @Test("an invalid manifest.json, a reused tag, an icon that is not an image, a lang that is not a tag", arguments: TestBackend.available)
    func refusals(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion(.minimal().adding("logo.png", bytes: Self.png), query: "versionTag=1.0.0&icon=logo.png&publish=true")
            let blobs = registry.blobCount()

            let manifest = try await registry.upload(try BundleZip.minimal(["manifest.json": #"{"reqPermissions": [oops]}"#]).data(), query: "versionTag=2")
            Self.expectError(manifest, 422, "invalidManifest", mentioning: "manifest")
            // A wrong type names its place in the file, in words rather than Foundation's dump.
            let wrongType = try await registry.upload(
                try BundleZip.minimal(["manifest.json": #"{"reqPermissions": [{"name": "rakuten.miniapp.user.USER_NAME", "reason": 7}]}"#]).data(),
                query: "versionTag=2")
            Self.expectError(wrongType, 422, "invalidManifest", mentioning: "manifest.json is not a valid manifest: reqPermissions[0].reason: ")
            #expect((wrongType.object["message"] as? String)?.contains("CodingKeys") == false, "\(wrongType.object)")
            let missing = try await registry.upload(
                try BundleZip.minimal(["manifest.json": #"{"accessTokenPermissions": [{"audience": "rae"}]}"#]).data(), query: "versionTag=2")
            Self.expectError(missing, 422, "invalidManifest", mentioning: "the key \"scopes\" is missing at accessTokenPermissions[0]")

            let reused = try await registry.upload(try BundleZip.minimal(["other.txt": "new bytes"]).data(), query: "versionTag=1.0.0")
            Self.expectError(reused, 409, "conflict", mentioning: "already has a version tagged '1.0.0'")

            let textIcon = try await registry.upload(try BundleZip.minimal(["logo.txt": "a logo"]).data(), query: "versionTag=3&icon=logo.txt")
            Self.expectError(textIcon, 422, "invalidIcon", mentioning: "'logo.txt' is not an image")
            let missingIcon = try await registry.upload(try BundleZip.minimal().data(), query: "versionTag=4&icon=img/none.png")
            Self.expectError(missingIcon, 422, "invalidIcon", mentioning: "is not a file of the bundle")
            let badURL = try await registry.upload(try BundleZip.minimal().data(), query: "versionTag=5&icon=ftp://example.com/x.png")
            Self.expectError(badURL, 400, "badRequest", mentioning: "icon must be an absolute http(s) URL")

            #expect(registry.blobCount() == blobs, "a refused upload stored files")
            #expect(try await registry.store.versions(project: "demo", app: "hello").map(\.id) == [version])

            for lang in ["../../etc", "en US", "x" + String(repeating: "y", count: 70), "日本語"] {
                let query = lang.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                let answer = try await registry.http.get("host/demo/miniapp/hello/version/\(version)/metadata?lang=\(query)", headers: registry.apiKey)
                Self.expectError(answer, 400, "badRequest", mentioning: "lang must be a language tag")
            }
            for lang in ["", "ja", "en-US", "en_US", "zh-Hant-TW"] {
                let answer = try await registry.http.get("host/demo/miniapp/hello/version/\(version)/metadata?lang=\(lang)", headers: registry.apiKey)
                #expect(answer.status == 200, "lang=\(lang)")
            }
            // The icon given as a bundle path is listed as that file's URL.
            let list = try await registry.http.get("host/demo/miniapps", headers: registry.apiKey)
            #expect((list.array.first?["icon"] as? String)?.hasSuffix("/map-published/hello/\(version)/logo.png") == true)
        }
    }
}
