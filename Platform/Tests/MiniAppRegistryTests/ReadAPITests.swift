import Crypto
import Foundation
import MiniAppRegistry
import Testing

/// The client API of docs/protocols/platform.md: paths, shapes, headers and error bodies.
@Suite("Read API")
struct ReadAPITests {
    /// A bundle with a manifest whose strings are localised.
    static let localisedBundle = BundleZip.minimal([
        "manifest.json": """
            {"reqPermissions":[{"name":"rakuten.miniapp.user.USER_NAME","reason":"__MANIFEST_why__"}],
             "optPermissions":[{"name":"rakuten.miniapp.device.LOCATION","reason":"maps"}],
             "accessTokenPermissions":[{"audience":"rae","scopes":["idinfo_read"]}],
             "customMetaData":{"greeting":"__MANIFEST_hello__"}}
            """,
        "_locale/default/manifest.json": #"{"why":"to greet you","hello":"Hello"}"#,
        "_locale/ja/manifest.json": #"{"why":"挨拶のため","hello":"こんにちは"}"#,
        "js/app.js": "console.log('hi')",
    ])

    @Test("requests without the right apiKey are 401 saying what was expected, never echoing the key", arguments: TestBackend.available)
    func unauthorized(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let cases: [([String: String], String)] = [
                ([:], "the request has no apiKey header"),
                (["apiKey": "ras-wrong-key-0123"], "the apiKey is not the subscription key of project 'demo'"),
                (["apiKey": registry.project.subscriptionKey], "the apiKey header does not start with `ras-`"),
            ]
            for (headers, why) in cases {
                let answer = try await registry.http.get("host/demo/miniapps", headers: headers)
                #expect(answer.status == 401)
                #expect(answer.object["error"] as? String == "unauthorized")
                let description = try #require(answer.object["error_description"] as? String)
                #expect(description.hasPrefix(why), "\(description)")
                #expect(description.contains("send the header `apiKey: ras-<subscription key>`"))
                #expect(!description.contains("wrong-key-0123") && !description.contains(registry.project.subscriptionKey))
            }
            let otherProject = try await registry.http.get("host/other/miniapps", headers: registry.apiKey)
            #expect(otherProject.status == 401)
            #expect((otherProject.object["error_description"] as? String)?.contains("project 'other'") == true)
        }
    }

    @Test("an apiKey sent as ras-ras-<key> (a prefixed key prefixed again by an SDK) is accepted", arguments: TestBackend.available)
    func doublePrefixedKey(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            _ = try await registry.uploadVersion(query: "publish=true")
            let answer = try await registry.http.get("host/demo/miniapps", headers: ["apiKey": "ras-ras-\(registry.project.subscriptionKey)"])
            #expect(answer.status == 200)
            #expect(answer.array.count == 1)
            let tripled = try await registry.http.get("host/demo/miniapps", headers: ["apiKey": "ras-ras-ras-\(registry.project.subscriptionKey)"])
            #expect(tripled.status == 401)
        }
    }

    @Test("list and info return MiniAppInfo of published versions only", arguments: TestBackend.available)
    func listAndInfo(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let draft = try await registry.uploadVersion(app: "drafty")
            let published = try await registry.uploadVersion(
                app: "hello", query: "publish=true&versionTag=1.0.0&displayName=Hello&promotionalText=Try%20it")
            let list = try await registry.http.get("host/demo/miniapps", headers: registry.apiKey)
            #expect(list.status == 200)
            #expect(list.header("Content-Type")?.hasPrefix("application/json") == true)
            #expect(list.array.count == 1)
            let info = try #require(list.array.first)
            #expect(Set(info.keys) == ["id", "displayName", "icon", "version", "promotionalImageUrl", "promotionalText"])
            #expect(info["id"] as? String == "hello")
            #expect(info["displayName"] as? String == "Hello")
            #expect(info["promotionalText"] as? String == "Try it")
            let version = try #require(info["version"] as? [String: Any])
            #expect(version["versionTag"] as? String == "1.0.0")
            #expect(version["versionId"] as? String == published)

            let one = try await registry.http.get("host/demo/miniapps?miniAppId=hello", headers: registry.apiKey)
            #expect(one.array.map { $0["id"] as? String } == ["hello"])
            for unknown in ["nope", "drafty"] {
                let missing = try await registry.http.get("host/demo/miniapps?miniAppId=\(unknown)", headers: registry.apiKey)
                #expect(missing.status == 404)
                #expect(missing.object["code"] as? Int == 404)
                #expect((missing.object["message"] as? String)?.isEmpty == false)
            }

            let preview = try await registry.http.get("host/demo/miniapps/preview", headers: registry.apiKey)
            #expect(Set(preview.array.compactMap { ($0["version"] as? [String: Any])?["versionId"] as? String }) == [draft, published])
            let previewInfo = try await registry.http.get("host/demo/miniapps/preview?miniAppId=drafty", headers: registry.apiKey)
            #expect(previewInfo.array.count == 1)
        }
    }

    @Test("the signed manifest carries the version's publication: a rollback is a newer one, a draft has none", arguments: TestBackend.available)
    func publicationSequence(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            func publication(_ version: String, preview: Bool = false) async throws -> Int? {
                let path = "host/demo/miniapp/hello/version/\(version)/" + (preview ? "preview/" : "") + "manifest"
                let answer = try await registry.http.get(path, headers: registry.apiKey)
                #expect(answer.status == 200, "\(path): \(answer.status)")
                // Each path signs what it is for; only the normal paths name the latest.
                #expect(answer.object["purpose"] as? String == (preview ? "preview" : "release"), "\(path)")
                #expect((answer.object["latest"] == nil) == preview, "\(path)")
                return answer.object["publication"] as? Int
            }
            func latest(_ version: String) async throws -> String? {
                let answer = try await registry.http.get("host/demo/miniapp/hello/version/\(version)/manifest", headers: registry.apiKey)
                let latest = answer.object["latest"] as? [String: Any]
                return (latest?["versionId"] as? String).map { "\($0)@\(latest?["publication"] as? Int ?? 0)" }
            }
            let v1 = try await registry.uploadVersion(.minimal(["a.txt": "1"]), query: "publish=true")
            let v2 = try await registry.uploadVersion(.minimal(["a.txt": "2"]), query: "publish=true")
            let draft = try await registry.uploadVersion(.minimal(["a.txt": "3"]))
            #expect(try await publication(v1) == 1)
            #expect(try await publication(v2) == 2)
            #expect(try await publication(draft, preview: true) == nil)
            #expect(try await registry.publishing("rollback").status == 200)
            // v1 is published again, as publication 3; v2 is withdrawn (preview path only, no publication).
            #expect(try await publication(v1) == 3)
            #expect(try await publication(v2, preview: true) == nil)
            #expect(try await registry.publishing("publish", json: #"{"versionId":"\#(v2)"}"#).status == 200)
            #expect(try await publication(v2) == 4)
            #expect(try await publication(v1) == 3)
            // Every release answer names the app's current version, whichever version it is for.
            #expect(try await latest(v1) == "\(v2)@4")
            #expect(try await latest(v2) == "\(v2)@4")
        }
    }

    @Test("manifest lists every file, is signed over its exact bytes, and verifies with keys/{id}", arguments: TestBackend.available)
    func signedManifest(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion(Self.localisedBundle, query: "publish=true")
            let answer = try await registry.http.get("host/demo/miniapp/hello/version/\(version)/manifest", headers: registry.apiKey)
            #expect(answer.status == 200)
            #expect(Set(answer.object.keys) == [
                "manifest", "publicKeyId", "versionId", "files", "projectId", "appId", "createdAt", "publication",
                "purpose", "signedAt", "expiresAt", "latest",
            ])
            #expect(answer.object["publication"] as? Int == 1)
            #expect(answer.object["purpose"] as? String == "release")
            let latest = try #require(answer.object["latest"] as? [String: Any])
            #expect(latest["versionId"] as? String == version && latest["publication"] as? Int == 1)
            let signedAt = try #require(answer.object["signedAt"] as? Int), expiresAt = try #require(answer.object["expiresAt"] as? Int)
            // Signed just now, for the default hour.
            #expect(abs(Double(signedAt) / 1000 - Date().timeIntervalSince1970) < 60 && expiresAt - signedAt == 3_600_000)
            #expect(answer.object["projectId"] as? String == "demo")
            #expect(answer.object["appId"] as? String == "hello")
            #expect(answer.object["versionId"] as? String == version)
            let files = try #require(answer.object["files"] as? [[String: Any]])
            #expect(files.compactMap { $0["path"] as? String } == [
                "_locale/default/manifest.json", "_locale/ja/manifest.json", "index.html", "js/app.js", "manifest.json",
            ])
            let index = try #require(files.first { $0["path"] as? String == "index.html" })
            let indexBytes = Data("<!doctype html><title>t</title><p>hello</p>".utf8)
            #expect(index["size"] as? Int == indexBytes.count)
            #expect(index["sha256"] as? String == SHA256.hash(data: indexBytes).map { String(format: "%02x", $0) }.joined())
            let urls = try #require(answer.object["manifest"] as? [String])
            #expect(urls.count == files.count)
            #expect(urls.allSatisfy { $0.hasPrefix("http://127.0.0.1:\(registry.server.port)/map-published/hello/\(version)/") })

            let keyId = try #require(answer.object["publicKeyId"] as? String)
            let key = try await registry.http.get("keys/\(keyId)")
            #expect(key.status == 200)
            #expect(Set(key.object.keys) == ["id", "ecKey", "pemKey"])
            let ecKey = try #require(key.object["ecKey"] as? String)
            let pemKey = try #require(key.object["pemKey"] as? String)
            let x963 = try #require(Data(base64Encoded: ecKey))
            let publicKey = try P256.Signing.PublicKey(x963Representation: x963)
            #expect(try P256.Signing.PublicKey(pemRepresentation: pemKey).x963Representation == x963)
            let signatureText = try #require(answer.header("Signature"))
            let signatureBytes = try #require(Data(base64Encoded: signatureText))
            let signature = try P256.Signing.ECDSASignature(derRepresentation: signatureBytes)
            #expect(publicKey.isValidSignature(signature, for: answer.body))
            var tampered = answer.body
            tampered[tampered.startIndex + 5] ^= 1
            #expect(!publicKey.isValidSignature(signature, for: tampered))

            #expect(try await registry.http.get("keys/0000000000000000").status == 404)
        }
    }

    @Test("manifest and metadata: 404 for unknown versions, drafts only on preview paths", arguments: TestBackend.available)
    func versionVisibility(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let draft = try await registry.uploadVersion()
            for kind in ["manifest", "metadata"] {
                let unknown = try await registry.http.get("host/demo/miniapp/hello/version/nope/\(kind)", headers: registry.apiKey)
                #expect(unknown.status == 404)
                #expect(unknown.object["code"] as? Int == 404)
                let wrongApp = try await registry.http.get("host/demo/miniapp/other/version/\(draft)/\(kind)", headers: registry.apiKey)
                #expect(wrongApp.status == 404)
                let normal = try await registry.http.get("host/demo/miniapp/hello/version/\(draft)/\(kind)", headers: registry.apiKey)
                #expect(normal.status == 404)
                let preview = try await registry.http.get("host/demo/miniapp/hello/version/\(draft)/preview/\(kind)", headers: registry.apiKey)
                #expect(preview.status == 200)
                let anonymous = try await registry.http.get("host/demo/miniapp/hello/version/\(draft)/preview/\(kind)")
                #expect(anonymous.status == 401)
            }
        }
    }

    @Test("metadata answers the bundle manifest with __MANIFEST_ keys replaced per language", arguments: TestBackend.available)
    func localisedMetadata(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion(Self.localisedBundle, query: "publish=true")
            func manifest(_ lang: String?) async throws -> [String: Any] {
                let query = lang.map { "?lang=\($0)" } ?? ""
                let answer = try await registry.http.get("host/demo/miniapp/hello/version/\(version)/metadata\(query)", headers: registry.apiKey)
                #expect(answer.status == 200)
                #expect(Set(answer.object.keys) == ["bundleManifest"])
                return try #require(answer.object["bundleManifest"] as? [String: Any])
            }
            let japanese = try await manifest("ja")
            #expect(Set(japanese.keys) == ["reqPermissions", "optPermissions", "accessTokenPermissions", "customMetaData"])
            #expect((japanese["customMetaData"] as? [String: String])?["greeting"] == "こんにちは")
            let required = try #require(japanese["reqPermissions"] as? [[String: String]])
            #expect(required == [["name": "rakuten.miniapp.user.USER_NAME", "reason": "挨拶のため"]])
            let tokens = try #require(japanese["accessTokenPermissions"] as? [[String: Any]])
            #expect(tokens.first?["audience"] as? String == "rae")
            for fallback in [nil, "fr", "default"] {
                #expect((try await manifest(fallback)["customMetaData"] as? [String: String])?["greeting"] == "Hello")
            }
            #expect((try await manifest("ja-JP")["customMetaData"] as? [String: String])?["greeting"] == "こんにちは")
        }
    }

    @Test("a preview code exposes its version with the host's credentials", arguments: TestBackend.available)
    func previewCode(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let draft = try await registry.uploadVersion(query: "versionTag=beta")
            let created = try await registry.publishing("preview-codes", json: #"{"versionId":"\#(draft)"}"#)
            #expect(created.status == 201)
            let code = try #require(created.object["code"] as? String)
            let answer = try await registry.http.get("host/demo/preview-codes/\(code)", headers: registry.apiKey)
            #expect(answer.status == 200)
            let host = try #require(answer.object["host"] as? [String: String])
            #expect(host == ["id": "demo", "subscriptionKey": registry.project.subscriptionKey, "subscriptionkey": registry.project.subscriptionKey])
            let miniapp = try #require(answer.object["miniapp"] as? [String: Any])
            #expect((miniapp["version"] as? [String: String]) == ["versionTag": "beta", "versionId": draft])
            #expect(try await registry.http.get("host/demo/preview-codes/NOPE", headers: registry.apiKey).status == 404)
            #expect(try await registry.http.get("host/demo/preview-codes/\(code)").status == 401)
        }
    }
}
