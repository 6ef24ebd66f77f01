import Foundation
import MiniAppRegistry
import Testing

/// A NUL character (`%00` in a URL, `\u0000` in JSON) can name nothing the registry
/// stores, and PostgreSQL refuses it in any text it is given: every place a client
/// names something must answer a documented 4xx, never a 500 (schemathesis on
/// PostgreSQL: `GET host/demo/miniapps?miniAppId=…%00…` answered 500).
@Suite struct NulCharacterTests {
    @Test("a NUL in a path, a query or a JSON body is a documented 4xx", arguments: TestBackend.available)
    func nulIsRefused(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion(query: "publish=true")
            var reads = [
                "host/demo/miniapps?miniAppId=a%00b",
                "host/demo/miniapps/preview?miniAppId=a%00b",
                "host/demo/miniapp/a%00b/version/\(version)/manifest",
                "host/demo/miniapp/hello/version/a%00b/manifest",
                "host/demo/miniapp/hello/version/a%00b/preview/manifest",
                "host/demo/miniapp/hello/version/a%00b/metadata",
                "host/demo/miniapp/hello/version/a%00b/preview/metadata",
                "host/demo/preview-codes/a%00b",
                "host/a%00b/miniapps",
                "keys/a%00b",
                "map-published/hello/a%00b/index.html",
                "map-published/hello/\(version)/a%00b",
                "map-published/a%00b/\(version)/index.html",
                "packages/hello/a%00b.zip",
                "packages/a%00b/\(version).zip",
            ]
            reads += ["publish/projects/demo/apps/a%00b/versions", "publish/projects/a%00b/apps/hello/versions"]
            for path in reads {
                let headers = path.hasPrefix("publish/") ? registry.bearer : registry.apiKey
                let answer = try await registry.http.get(path, headers: headers)
                expectDocumented4xx(answer, "GET \(path)")
            }
            for action in ["publish", "rollback", "preview-codes"] {
                let answer = try await registry.publishing(action, json: #"{"versionId":"a\u0000b"}"#)
                expectDocumented4xx(answer, "POST \(action)")
            }
            for query in ["versionTag=a%00b", "displayName=a%00b", "icon=a%00b", "promotionalText=a%00b", "promotionalImageUrl=a%00b"] {
                let answer = try await registry.upload(try BundleZip.minimal(["q.txt": query]).data(), query: query)
                expectDocumented4xx(answer, "upload ?\(query)")
                #expect(answer.status == 400, "upload ?\(query): \(answer.status)")
            }
            // Nothing was stored by the refused uploads, and the server still answers.
            let versions = try await registry.http.get("publish/projects/demo/apps/hello/versions", headers: registry.bearer)
            #expect(versions.status == 200)
            #expect(versions.array.count == 1, "\(versions.array)")
        }
    }

    private func expectDocumented4xx(_ answer: HTTPProbe.Answer, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect((400..<500).contains(answer.status), "\(what): \(answer.status) \(String(decoding: answer.body, as: UTF8.self))", sourceLocation: sourceLocation)
        let object = (try? JSONSerialization.jsonObject(with: answer.body)) as? [String: Any]
        let documented = object?["reason"] is String || object?["error"] is String
        #expect(documented, "\(what): \(String(decoding: answer.body, as: UTF8.self))", sourceLocation: sourceLocation)
    }
}
