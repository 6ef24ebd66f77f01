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

    /// Every publishing call refuses an id no app can have, not only the upload: a list
    /// of its versions was an empty 200 and a publish a 404 (schemathesis found the list).
    @Test func everyPublishingCallRefusesAnInvalidAppId() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            let app = "%C2%84"  // U+0084, percent-encoded
            let list = try await registry.http.get("publish/projects/demo/apps/\(app)/versions", headers: registry.bearer)
            #expect(list.status == 400, "\(list.status)")
            #expect(list.object["reason"] as? String == "badRequest", "\(list.object)")
            for action in ["publish", "unpublish", "rollback", "preview-codes"] {
                let answer = try await registry.publishing(action, app: app, json: #"{"versionId":"v"}"#)
                #expect(answer.status == 400, "\(action): \(answer.status)")
                #expect(answer.object["reason"] as? String == "badRequest", "\(action): \(answer.object)")
            }
            // Credentials are still checked first: nothing is said to a stranger.
            let stranger = try await registry.http.get("publish/projects/demo/apps/\(app)/versions")
            #expect(stranger.status == 401)
            // A valid id of an app with no version yet is still an empty list.
            let fresh = try await registry.http.get("publish/projects/demo/apps/fresh/versions", headers: registry.bearer)
            #expect(fresh.status == 200)
            #expect(fresh.array.isEmpty)
        }
    }

    /// `publish` is `true` or `false`: `publish=1` stored a draft without a word
    /// (schemathesis sent `publish=AAA` and got a 201).
    @Test func anUploadWithAPublishValueOtherThanTrueOrFalseIsRefused() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            for value in ["AAA", "1", "yes", "TRUE", ""] {
                let answer = try await registry.upload(try BundleZip.minimal().data(), query: "publish=\(value)")
                #expect(answer.status == 400, "publish=\(value): \(answer.status)")
                #expect((answer.object["message"] as? String)?.contains("publish") == true, "\(answer.object)")
            }
            #expect(try await registry.upload(try BundleZip.minimal().data(), query: "publish=false").status == 201)
            let published = try await registry.upload(try BundleZip.minimal(["b.txt": "b"]).data(), query: "publish=true")
            #expect(published.object["published"] as? Bool == true)
        }
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

/// Every error answer has the documented `{code, message, reason}` body.
@Suite struct ErrorBodyTests {
    func expectDocumented(_ answer: HTTPProbe.Answer, _ status: Int, reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(answer.status == status, sourceLocation: sourceLocation)
        #expect(answer.object["code"] as? Int == status, "\(answer.object)", sourceLocation: sourceLocation)
        #expect(answer.object["reason"] as? String == reason, "\(answer.object)", sourceLocation: sourceLocation)
        #expect((answer.object["message"] as? String)?.isEmpty == false, sourceLocation: sourceLocation)
        #expect(answer.object["error"] == nil, "Hummingbird's own error shape: \(answer.object)", sourceLocation: sourceLocation)
    }

    @Test("malformed JSON on publish and preview-codes is a documented 400", arguments: ["publish", "preview-codes"])
    func malformedJSON(route: String) async throws {
        try await TestRegistry.with(.sqlite) { registry in
            for body in ["{not json", #"{"versionId": 42}"#] {
                let answer = try await registry.http.send(
                    "POST", "publish/projects/demo/apps/hello/\(route)",
                    headers: registry.bearer.merging(["Content-Type": "application/json"]) { a, _ in a }, body: Data(body.utf8))
                expectDocumented(answer, 400, reason: "badRequest")
            }
        }
    }

    /// A zip holding a file `a` and a file `a/b` cannot be unpacked: a clear refusal, not
    /// an internal file-system message.
    @Test func aNameThatIsBothAFileAndAFolderIsRefused() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            let answer = try await registry.upload(try BundleZip.minimal(["a": "file", "a/b": "inside"]).data())
            expectDocumented(answer, 422, reason: "duplicateEntry")
            #expect((answer.object["message"] as? String)?.contains("both a file and a folder") == true, "\(answer.object)")
        }
    }

    /// Hosts hand `promotionalImageUrl` to their views as is: only http(s) URLs are kept.
    @Test("a promotionalImageUrl that is not an absolute http(s) URL is refused at publish with a 422 naming it",
          arguments: ["javascript:alert(document.cookie)", "data:image/svg+xml,<svg/onload=alert(1)>", "file:///etc/passwd", "//evil.example/a.png", "images/a.png"])
    func promotionalImageURLs(_ url: String) async throws {
        try await TestRegistry.with(.sqlite) { registry in
            let query = "promotionalImageUrl=" + (url.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? url)
            let answer = try await registry.upload(try BundleZip.minimal().data(), query: query)
            #expect(answer.status == 422, "\(url): \(answer.status)")
            #expect(answer.object["reason"] as? String == "invalidURL", "\(answer.object)")
            #expect((answer.object["message"] as? String)?.contains("promotionalImageUrl") == true, "\(answer.object)")
            #expect(try await registry.store.versions(project: "demo", app: "hello").isEmpty)
        }
    }

    @Test("an http(s) promotionalImageUrl, or none, is kept")
    func acceptablePromotionalImageURLs() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            for url in ["https://cdn.example.com/promo.png", "http://127.0.0.1:9/promo.png", ""] {
                let query = "promotionalImageUrl=" + (url.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? url)
                let answer = try await registry.upload(try BundleZip.minimal().data(), query: query)
                #expect(answer.status == 201, "\(url): \(answer.status) \(answer.object)")
            }
        }
    }
}
