import Crypto
import Foundation
import MiniAppRegistry
import SQLKit
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A host app built on Rakuten's iOS MiniApp SDK 5.6.1, configured with `miniapp serve`
/// as its `RMAAPIEndpoint`, lists, reads metadata, downloads, verifies and unpacks mini
/// apps: every request built, decoded, stored and checked as that SDK does it
/// (``RakutenHostClient``), against a live server on SQLite and PostgreSQL.
@Suite("Rakuten SDK 5.6.1 hosts")
struct RakutenHostTests {
    /// How a host may write `RMAAPIEndpoint`: both must work.
    enum EndpointStyle: String, CaseIterable, Sendable, CustomStringConvertible {
        case withoutTrailingSlash, withTrailingSlash
        var description: String { rawValue }
    }

    static let cases: [(TestBackend, EndpointStyle)] = TestBackend.available.flatMap { backend in
        EndpointStyle.allCases.map { (backend, $0) }
    }

    /// A mini app with files whose names need escaping, a localised manifest and no icon.
    static let bundle = ReadAPITests.localisedBundle
        .adding("hello world.txt", "spaces in a name")
        .adding("ü/ä b#1.txt", "unicode, a space and a hash")

    static func host(_ registry: TestRegistry, _ style: EndpointStyle, key: String? = nil, preview: Bool = false) -> RakutenHostClient {
        let endpoint = "http://127.0.0.1:\(registry.server.port)" + (style == .withTrailingSlash ? "/" : "")
        let settings = RakutenHostSettings(
            endpoint: endpoint, projectId: "demo", subscriptionKey: key ?? registry.project.subscriptionKey, isPreviewMode: preview)
        let caches = FileManager.default.temporaryDirectory.appendingPathComponent("rakuten-host-\(UUID().uuidString)/Caches")
        return RakutenHostClient(settings: settings, caches: caches)
    }

    @Test("list, info, metadata with lang, manifest, keys and the download: a launchable, verified mini app", arguments: cases)
    func publishedMiniApp(backend: TestBackend, style: EndpointStyle) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion(Self.bundle, query: "publish=true&versionTag=1.0.0")
            // Also an app with an icon in its bundle: both shapes of `icon` must decode.
            _ = try await registry.uploadVersion(.minimal().adding("icon.png", bytes: BadInputTests.png), app: "iconic", query: "publish=true")
            let host = Self.host(registry, style)
            defer { try? FileManager.default.removeItem(at: host.caches.deletingLastPathComponent()) }

            let list = try await host.list()
            #expect(list.map(\.id).sorted() == ["hello", "iconic"])
            let hello = try #require(list.first { $0.id == "hello" })
            #expect(hello.version.versionId == version && hello.version.versionTag == "1.0.0")
            // No icon given: a real URL the registry serves, never "".
            #expect(hello.icon.absoluteString.hasSuffix("/icons/default.png"))
            let icon = try await registry.http.get(hello.icon.absoluteString)
            #expect(icon.status == 200 && icon.header("Content-Type") == "image/png")
            #expect(icon.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let iconic = try #require(list.first { $0.id == "iconic" })
            #expect(iconic.icon.absoluteString.hasSuffix("/icon.png"))

            let info = try await host.info(miniAppId: "hello")
            #expect(info.version.versionId == version)

            let japanese = try await host.metadata(miniAppId: "hello", versionId: version, languageCode: "ja")
            #expect(japanese.bundleManifest.reqPermissions?.first?.reason == "挨拶のため")
            #expect(japanese.bundleManifest.customMetaData?["greeting"] == "こんにちは")
            let regional = try await host.metadata(miniAppId: "hello", versionId: version, languageCode: "en-US")
            #expect(regional.bundleManifest.customMetaData?["greeting"] == "Hello")
            // A host without a language sends an empty code: `?lang=` must answer the default.
            let unspecified = try await host.metadata(miniAppId: "hello", versionId: version, languageCode: "")
            #expect(unspecified.bundleManifest.optPermissions?.first?.name == "rakuten.miniapp.device.LOCATION")
            #expect(unspecified.bundleManifest.accessTokenPermissions?.first?.scopes == ["idinfo_read"])

            let installed = try await host.install(miniAppId: "hello", versionId: version)
            // One download: the version's zip, signed by the SDK's rule and verified.
            #expect(installed.downloads.count == 1)
            #expect(installed.verified == [true])
            let download = try #require(installed.downloads.first)
            #expect(download.manifestURL.hasSuffix("/packages/hello/\(version).zip"))
            #expect(download.requested == download.manifestURL, "the URL must survive the SDK's second escaping unchanged")
            let expectedFolder = style == .withTrailingSlash ? "\(version).zip" : "hello/\(version).zip"
            // The storage rule: endpoint removed, split on "/", two components dropped.
            #expect(download.storedAt == expectedFolder)
            // The web view opens <version folder>/index.html; every file is where the bundle had it.
            let folder = installed.folder
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
            #expect(try String(contentsOf: folder.appendingPathComponent("hello world.txt"), encoding: .utf8) == "spaces in a name")
            #expect(try String(contentsOf: folder.appendingPathComponent("ü/ä b#1.txt"), encoding: .utf8) == "unicode, a space and a hash")
            #expect(try String(contentsOf: folder.appendingPathComponent("js/app.js"), encoding: .utf8) == "console.log('hi')")
            // The zip itself is gone, as the SDK deletes it after unpacking.
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(download.storedAt).path))
        }
    }

    @Test("the signature rule: versionId + sha256hex(zip) verifies with keys/{publicKeyId}, and nothing else does", arguments: TestBackend.available)
    func signatureRule(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion(Self.bundle, query: "publish=true")
            let other = try await registry.uploadVersion(.minimal(["x.txt": "other"]), query: "publish=true")
            let host = Self.host(registry, .withTrailingSlash)
            let (body, response) = try await host.send(host.requests.manifest(appId: "hello", versionId: version))
            let manifest = try JSONDecoder().decode(RakutenModels.ManifestResponse.self, from: body)
            let signature = try #require(response.value(forHTTPHeaderField: "Signature"))
            let keyId = try #require(manifest.publicKeyId)
            let (keyBody, _) = try await host.send(host.requests.publicKey(id: keyId))
            let key = try JSONDecoder().decode(RakutenModels.KeyModel.self, from: keyBody)
            #expect(key.identifier == keyId)
            let zipURL = try #require(manifest.manifest.first.flatMap(URL.init(string:)))
            let zip = try await registry.http.get(zipURL.absoluteString)
            #expect(zip.status == 200 && zip.header("Content-Type") == "application/zip")
            #expect(RakutenSignatureRule.verify(signatureBase64: signature, versionId: version, file: zip.body, keyBase64: key.key))
            // A byte changed, another version's id, or the raw-body rule: all refused.
            var tampered = zip.body
            tampered[tampered.count / 2] ^= 0x01
            #expect(!RakutenSignatureRule.verify(signatureBase64: signature, versionId: version, file: tampered, keyBase64: key.key))
            #expect(!RakutenSignatureRule.verify(signatureBase64: signature, versionId: other, file: zip.body, keyBase64: key.key))
            #expect(!RakutenSignatureRule.verify(signatureBase64: signature, versionId: "", file: body, keyBase64: key.key))
            // A host that requires the check refuses an answer signed for another version.
            let (otherBody, otherResponse) = try await host.send(host.requests.manifest(appId: "hello", versionId: other))
            #expect(otherResponse.value(forHTTPHeaderField: "Signature") != signature)
            #expect(try JSONDecoder().decode(RakutenModels.ManifestResponse.self, from: otherBody).manifest.count == 1)
        }
    }

    @Test("preview mode: drafts are listed and installed through the preview paths", arguments: cases)
    func previewMode(backend: TestBackend, style: EndpointStyle) async throws {
        try await TestRegistry.with(backend) { registry in
            let published = try await registry.uploadVersion(Self.bundle, query: "publish=true")
            let draft = try await registry.uploadVersion(.minimal(["draft.txt": "not yet public"]))
            let normal = Self.host(registry, style)
            let preview = Self.host(registry, style, preview: true)
            defer {
                try? FileManager.default.removeItem(at: normal.caches.deletingLastPathComponent())
                try? FileManager.default.removeItem(at: preview.caches.deletingLastPathComponent())
            }
            #expect(try await normal.list().map(\.version.versionId) == [published])
            #expect(try await preview.list().map(\.version.versionId) == [draft])
            #expect(try await preview.info(miniAppId: "hello", versionId: published).version.versionId == published)
            // The draft is not served on the normal paths…
            await #expect(throws: RakutenSDKError.self) { try await normal.install(miniAppId: "hello", versionId: draft) }
            // …and is on the preview paths.
            let metadata = try await preview.metadata(miniAppId: "hello", versionId: draft, languageCode: "en")
            #expect(metadata.bundleManifest.reqPermissions == nil || metadata.bundleManifest.reqPermissions?.isEmpty == true)
            let installed = try await preview.install(miniAppId: "hello", versionId: draft)
            #expect(installed.verified == [true])
            #expect(try String(contentsOf: installed.folder.appendingPathComponent("draft.txt"), encoding: .utf8) == "not yet public")
        }
    }

    @Test("a preview code resolves to the version and the host's credentials, as iOS reads them", arguments: TestBackend.available)
    func previewCode(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let draft = try await registry.uploadVersion(Self.bundle)
            let code = try #require(try await registry.publishing("preview-codes", json: #"{"versionId":"\#(draft)"}"#).object["code"] as? String)
            // Configured with its `ras-` prefix: sent once, not twice.
            let host = Self.host(registry, .withoutTrailingSlash, key: "ras-\(registry.project.subscriptionKey)")
            let info = try await host.previewInfo(code: code)
            #expect(info.miniapp.version.versionId == draft)
            #expect(info.miniapp.icon.absoluteString.hasSuffix("/icons/default.png"))
            #expect(info.host?.id == "demo" && info.host?.subscriptionkey == registry.project.subscriptionKey)
        }
    }

    @Test("errors decode as the SDK's error models", arguments: TestBackend.available)
    func errors(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            _ = try await registry.uploadVersion(Self.bundle, query: "publish=true")
            let host = Self.host(registry, .withTrailingSlash)
            do {
                _ = try await host.info(miniAppId: "missing")
                Issue.record("an unknown app was found")
            } catch let error as RakutenSDKError {
                guard case .serverError(404, let message) = error else { Issue.record("\(error)"); return }
                #expect(message.contains("missing"))
            }
            let stranger = Self.host(registry, .withTrailingSlash, key: "not-the-key")
            do {
                _ = try await stranger.list()
                Issue.record("a wrong key was accepted")
            } catch let error as RakutenSDKError {
                guard case .serverError(401, let message) = error else { Issue.record("\(error)"); return }
                #expect(message.hasPrefix("unauthorized: "))
            }
            // A language that is not a language tag is refused, in the SDK's error shape.
            do {
                _ = try await host.metadata(miniAppId: "hello", versionId: try await host.info(miniAppId: "hello").version.versionId, languageCode: "../../etc")
                Issue.record("a lang that is not a language tag was accepted")
            } catch let error as RakutenSDKError {
                guard case .serverError(400, let message) = error else { Issue.record("\(error)"); return }
                #expect(message.contains("lang"))
            }
        }
    }

    @Test("a version stored before zips existed gets one at its first manifest request, the same bytes every time", arguments: TestBackend.available)
    func packageBuiltLater(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion(Self.bundle, query: "publish=true")
            let stored = try #require(try await registry.store.package(version: version))
            try await registry.server.database.write { try await $0.raw("DELETE FROM version_packages").run() }
            let host = Self.host(registry, .withoutTrailingSlash)
            let installed = try await host.install(miniAppId: "hello", versionId: version)
            #expect(installed.verified == [true])
            #expect(try await registry.store.package(version: version) == stored, "the zip is deterministic")
        }
    }
}
