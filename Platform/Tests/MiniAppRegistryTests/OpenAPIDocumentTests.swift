import Foundation
import MiniAppRegistry
import Testing
import Yams

/// docs/openapi.yaml and the live server agree: the same operations, each answering
/// with a documented status and the documented required fields.
@Suite("OpenAPI document")
struct OpenAPIDocumentTests {
    static let documentURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/openapi.yaml")

    /// The parsed document.
    static func document() throws -> [String: Any] {
        let text = try String(contentsOf: documentURL, encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    /// `METHOD /path` of every documented operation.
    static func operations(_ document: [String: Any]) throws -> [String: [String: Any]] {
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        var result: [String: [String: Any]] = [:]
        for (path, item) in paths {
            for (method, operation) in item where ["get", "post", "put", "delete", "patch", "head"].contains(method) {
                result["\(method.uppercased()) \(path)"] = operation as? [String: Any]
            }
        }
        return result
    }

    @Test("every route the router has is documented, and every documented operation exists")
    func sameOperations() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            // The router writes a catch-all as `**`; OpenAPI names it `{path}`.
            let routed = Set(registry.server.routes.map { $0.replacingOccurrences(of: "/**", with: "/{path}") })
            let documented = Set(try Self.operations(try Self.document()).keys)
            #expect(routed.subtracting(documented).isEmpty, "routes missing from docs/openapi.yaml")
            #expect(documented.subtracting(routed).isEmpty, "documented operations the server lacks")
        }
    }

    @Test("every documented operation answers a real request as documented", arguments: TestBackend.available)
    func operationsAnswer(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let document = try Self.document()
            let fixture = try await Fixture.make(registry)
            for (operation, spec) in try Self.operations(document).sorted(by: { $0.key < $1.key }) {
                let sample = try #require(fixture.samples[operation], "add a sample request for \(operation)")
                let answer = try await registry.http.send(sample.method, sample.path, headers: sample.headers, body: sample.body)
                let responses = try #require(spec["responses"] as? [String: Any])
                #expect(responses.keys.contains(String(answer.status)), "\(operation) answered \(answer.status), which is not documented")
                #expect((200..<300).contains(answer.status), "\(operation) answered \(answer.status): \(String(decoding: answer.body, as: UTF8.self))")
                let schema = Self.jsonSchema(of: responses[String(answer.status)], in: document)
                if let required = schema?["required"] as? [String] {
                    let json = try answer.json()
                    let object = (json as? [String: Any]) ?? (json as? [[String: Any]])?.first
                    #expect(object != nil, "\(operation): no JSON object to check")
                    for key in required {
                        #expect(object?[key] != nil, "\(operation): documented field '\(key)' is missing")
                    }
                }
            }
        }
    }

    /// The JSON schema of a response (following `$ref`s and array items), if any.
    static func jsonSchema(of response: Any?, in document: [String: Any]) -> [String: Any]? {
        var node = resolve(response, in: document)
        guard let content = node?["content"] as? [String: Any], let json = content["application/json"] as? [String: Any] else { return nil }
        node = resolve(json["schema"], in: document)
        if node?["type"] as? String == "array" { node = resolve(node?["items"], in: document) }
        return node
    }

    private static func resolve(_ value: Any?, in document: [String: Any]) -> [String: Any]? {
        guard let object = value as? [String: Any] else { return nil }
        guard let reference = object["$ref"] as? String, reference.hasPrefix("#/") else { return object }
        var node: Any? = document
        for part in reference.dropFirst(2).split(separator: "/") { node = (node as? [String: Any])?[String(part)] }
        return resolve(node, in: document)
    }
}

/// Real data for every operation: a published version, a draft, a preview code, and a
/// second draft to delete.
private struct Fixture {
    struct Sample {
        var method: String
        var path: String
        var headers: [String: String] = [:]
        var body: Data?
    }

    var samples: [String: Sample] = [:]

    static func make(_ registry: TestRegistry) async throws -> Fixture {
        let published = try await registry.uploadVersion(.minimal(["js/app.js": "1"]), query: "publish=true")
        let draft = try await registry.uploadVersion(.minimal(["js/app.js": "2"]))
        let unwanted = try await registry.uploadVersion(.minimal(["js/app.js": "3"]))
        let code = try #require(try await registry.publishing("preview-codes", json: #"{"versionId":"\#(draft)"}"#).object["code"] as? String)
        let manifest = try await registry.http.get("host/demo/miniapp/hello/version/\(published)/manifest", headers: registry.apiKey)
        let keyId = try #require(manifest.object["publicKeyId"] as? String)
        let version = "/host/{projectId}/miniapp/{appId}/version/{versionId}"
        let apps = "/publish/projects/{projectId}/apps/{appId}"
        let host = registry.apiKey, bearer = registry.bearer
        let json = bearer.merging(["Content-Type": "application/json"]) { $1 }
        var fixture = Fixture()
        fixture.samples = [
            "GET /host/{projectId}/miniapps": Sample(method: "GET", path: "host/demo/miniapps?miniAppId=hello", headers: host),
            "GET /host/{projectId}/miniapps/preview": Sample(method: "GET", path: "host/demo/miniapps/preview", headers: host),
            "GET \(version)/manifest": Sample(method: "GET", path: "host/demo/miniapp/hello/version/\(published)/manifest", headers: host),
            "GET \(version)/preview/manifest": Sample(method: "GET", path: "host/demo/miniapp/hello/version/\(draft)/preview/manifest", headers: host),
            "GET \(version)/metadata": Sample(method: "GET", path: "host/demo/miniapp/hello/version/\(published)/metadata?lang=en", headers: host),
            "GET \(version)/preview/metadata": Sample(method: "GET", path: "host/demo/miniapp/hello/version/\(draft)/preview/metadata", headers: host),
            "GET /host/{projectId}/preview-codes/{code}": Sample(method: "GET", path: "host/demo/preview-codes/\(code)", headers: host),
            "GET /keys/{keyId}": Sample(method: "GET", path: "keys/\(keyId)"),
            "GET /map-published/{appId}/{versionId}/{path}": Sample(method: "GET", path: "map-published/hello/\(published)/js/app.js"),
            "GET /packages/{appId}/{versionId}.zip": Sample(method: "GET", path: "packages/hello/\(published).zip"),
            "GET /icons/default.png": Sample(method: "GET", path: "icons/default.png"),
            "GET \(apps)/versions": Sample(method: "GET", path: "publish/projects/demo/apps/hello/versions", headers: bearer),
            "POST \(apps)/versions": Sample(method: "POST", path: "publish/projects/demo/apps/other/versions", headers: bearer, body: try BundleZip.minimal().data()),
            "DELETE \(apps)/versions/{versionId}": Sample(method: "DELETE", path: "publish/projects/demo/apps/hello/versions/\(unwanted)", headers: bearer),
            "POST \(apps)/publish": Sample(method: "POST", path: "publish/projects/demo/apps/hello/publish", headers: json, body: Data(#"{"versionId":"\#(draft)"}"#.utf8)),
            "POST \(apps)/rollback": Sample(method: "POST", path: "publish/projects/demo/apps/hello/rollback", headers: bearer),
            "POST \(apps)/preview-codes": Sample(method: "POST", path: "publish/projects/demo/apps/hello/preview-codes", headers: json, body: Data(#"{"versionId":"\#(published)"}"#.utf8)),
            "POST \(apps)/unpublish": Sample(method: "POST", path: "publish/projects/demo/apps/hello/unpublish", headers: bearer),
            "GET /health": Sample(method: "GET", path: "health"),
            "GET /ready": Sample(method: "GET", path: "ready"),
            "GET /metrics": Sample(method: "GET", path: "metrics"),
        ]
        return fixture
    }
}
