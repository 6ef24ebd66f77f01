import Foundation
import MiniAppRegistry
import Testing

/// The publishing API: uploads, the published pointer, tokens.
@Suite("Publishing")
struct PublishingTests {
    private func listed(_ registry: TestRegistry) async throws -> [String] {
        let list = try await registry.http.get("host/demo/miniapps", headers: registry.apiKey)
        return list.array.compactMap { ($0["version"] as? [String: Any])?["versionId"] as? String }
    }

    @Test("publish, unpublish and rollback move the pointer the list follows", arguments: TestBackend.available)
    func pointer(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let v1 = try await registry.uploadVersion(.minimal(["v.txt": "1"]), query: "publish=true")
            let v2 = try await registry.uploadVersion(.minimal(["v.txt": "2"]))
            #expect(try await listed(registry) == [v1], "an upload without publish=true stays a draft")

            let published = try await registry.publishing("publish", json: #"{"versionId":"\#(v2)"}"#)
            #expect(published.status == 200)
            #expect(published.object["published"] as? Bool == true)
            #expect(try await listed(registry) == [v2])
            let v3 = try await registry.uploadVersion(.minimal(["v.txt": "3"]), query: "publish=true")
            #expect(try await listed(registry) == [v3])

            #expect(try await registry.publishing("rollback").status == 200)
            #expect(try await listed(registry) == [v2])
            let withdrawn = try await registry.http.get("host/demo/miniapp/hello/version/\(v3)/manifest", headers: registry.apiKey)
            #expect(withdrawn.status == 404, "a rolled-back version is served on preview paths only")
            #expect(try await registry.publishing("rollback").status == 200)
            #expect(try await listed(registry) == [v1])
            let nothingLeft = try await registry.publishing("rollback")
            #expect(nothingLeft.status == 409)
            #expect(try await registry.publishing("rollback", json: #"{"versionId":"\#(v3)"}"#).status == 200)
            #expect(try await listed(registry) == [v3])

            #expect(try await registry.publishing("unpublish").status == 200)
            #expect(try await listed(registry).isEmpty)
            let gone = try await registry.http.get("host/demo/miniapp/hello/version/\(v3)/manifest", headers: registry.apiKey)
            #expect(gone.status == 404)
            #expect(try await registry.publishing("publish", json: #"{"versionId":"nope"}"#).status == 404)

            let versions = try await registry.http.get("publish/projects/demo/apps/hello/versions", headers: registry.bearer)
            #expect(versions.array.compactMap { $0["versionId"] as? String } == [v3, v2, v1])
            #expect(versions.array.compactMap { $0["versionTag"] as? String } == ["3", "2", "1"])
        }
    }

    @Test("versions are immutable: a tag is used once, and shared files are stored once", arguments: TestBackend.available)
    func immutability(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            _ = try await registry.uploadVersion(.minimal(["a.txt": "same"]), query: "versionTag=1.0")
            let blobs = registry.blobCount()
            let again = try await registry.upload(try BundleZip.minimal(["a.txt": "same"]).data(), query: "versionTag=1.0")
            #expect(again.status == 409)
            _ = try await registry.uploadVersion(.minimal(["a.txt": "same", "b.txt": "new"]), query: "versionTag=1.1")
            // b.txt, and the new version's zip for Rakuten-style hosts.
            #expect(registry.blobCount() == blobs + 2)
        }
    }

    @Test("a draft can be deleted, with its preview codes, and its tag used again; a version once published cannot", arguments: TestBackend.available)
    func deleteDraft(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let v1 = try await registry.uploadVersion(.minimal(["v.txt": "1"]), query: "versionTag=1.0&publish=true")
            let draft = try await registry.uploadVersion(.minimal(["v.txt": "2"]), query: "versionTag=1.1")
            let code = try #require(try await registry.publishing("preview-codes", json: #"{"versionId":"\#(draft)"}"#).object["code"] as? String)
            let versions = "publish/projects/demo/apps/hello/versions"

            let deleted = try await registry.http.send("DELETE", "\(versions)/\(draft)", headers: registry.bearer)
            #expect(deleted.status == 200, "\(String(decoding: deleted.body, as: UTF8.self))")
            #expect(deleted.object["versionId"] as? String == draft)
            #expect(deleted.object["versionTag"] as? String == "1.1")
            let left = try await registry.http.get(versions, headers: registry.bearer)
            #expect(left.array.compactMap { $0["versionId"] as? String } == [v1])
            let preview = try await registry.http.get("host/demo/miniapp/hello/version/\(draft)/preview/manifest", headers: registry.apiKey)
            #expect(preview.status == 404)
            #expect(try await registry.http.get("host/demo/preview-codes/\(code)", headers: registry.apiKey).status == 404)
            _ = try await registry.uploadVersion(.minimal(["v.txt": "2"]), query: "versionTag=1.1")

            let again = try await registry.http.send("DELETE", "\(versions)/\(draft)", headers: registry.bearer)
            #expect(again.status == 404)
            #expect(again.object["reason"] as? String == "notFound")
            let published = try await registry.http.send("DELETE", "\(versions)/\(v1)", headers: registry.bearer)
            #expect(published.status == 409)
            #expect((published.object["message"] as? String)?.contains("roll back") == true)
            #expect(try await listed(registry) == [v1])
            let anonymous = try await registry.http.send("DELETE", "\(versions)/\(v1)")
            #expect(anonymous.status == 401)
            let audit = try await registry.store.auditEntries(project: "demo").filter { $0.action == "version.delete" }
            #expect(audit.map(\.actor) == ["publisher:demo/tests"] && audit.first?.versionId == draft)
        }
    }

    @Test("publishing needs the project's bearer token", arguments: TestBackend.available)
    func tokens(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let zip = try BundleZip.minimal().data()
            let none = try await registry.http.send("POST", "publish/projects/demo/apps/hello/versions", body: zip)
            #expect(none.status == 401)
            #expect(none.object["error"] as? String == "unauthorized")
            let wrong = try await registry.http.send("POST", "publish/projects/demo/apps/hello/versions", headers: ["Authorization": "Bearer nope"], body: zip)
            #expect(wrong.status == 401)
            _ = try await registry.store.write { try await $0.createProject(id: "other", name: "Other") }
            let foreign = try await registry.http.send("POST", "publish/projects/other/apps/hello/versions", headers: registry.bearer, body: zip)
            #expect(foreign.status == 403)
            #expect(foreign.object["error"] as? String == "forbidden")
            #expect(registry.blobCount() == 0)
        }
    }

    /// RFC 7235: the scheme name is case-insensitive, and one or more spaces follow it.
    @Test("the Bearer scheme is matched whatever its case", arguments: TestBackend.available)
    func bearerSchemeCase(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let token = registry.token
            for (index, header) in ["bearer \(token)", "BEARER \(token)", "Bearer  \(token)"].enumerated() {
                let answer = try await registry.http.send(
                    "POST", "publish/projects/demo/apps/hello/versions?versionTag=1.\(index)",
                    headers: ["Authorization": header], body: try BundleZip.minimal(["a.txt": "\(index)"]).data())
                #expect(answer.status == 201, "\(header): \(answer.status)")
            }
        }
    }

    @Test("a key rotation signs new answers with the new key; the old key stays served", arguments: TestBackend.available)
    func rotation(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion(query: "publish=true")
            let path = "host/demo/miniapp/hello/version/\(version)/manifest"
            let before = try #require(try await registry.http.get(path, headers: registry.apiKey).object["publicKeyId"] as? String)
            let admin = MiniAppRegistryAdminProbe(registry: registry)
            let rotated = try await admin.rotate()
            try await Task.sleep(for: .milliseconds(2100))
            let after = try #require(try await registry.http.get(path, headers: registry.apiKey).object["publicKeyId"] as? String)
            #expect(after == rotated)
            #expect(after != before)
            #expect(try await registry.http.get("keys/\(before)").status == 200)
        }
    }
}
