import Foundation
import MiniAppRegistry
import Testing

/// Downloads of the URLs a manifest lists: immutable caching, ETag, Range.
@Suite("File downloads")
struct FileDownloadTests {
    static let script = String(repeating: "console.log('0123456789');\n", count: 40)

    /// Publishes a bundle, then runs `body` with the URL of `js/app.js` and its hash.
    private func withPublished(_ backend: TestBackend, _ body: (TestRegistry, String, String) async throws -> Void) async throws {
        try await TestRegistry.with(backend) { registry in
            let file = try await publish(registry)
            try await body(registry, file.url, file.sha256)
        }
    }

    private func publish(_ registry: TestRegistry) async throws -> (url: String, sha256: String) {
        let version = try await registry.uploadVersion(.minimal(["js/app.js": Self.script, "a b/ü.txt": "spaced"]), query: "publish=true")
        let manifest = try await registry.http.get("host/demo/miniapp/hello/version/\(version)/manifest", headers: registry.apiKey)
        let files = try #require(manifest.object["files"] as? [[String: Any]])
        let urls = try #require(manifest.object["manifest"] as? [String])
        let index = try #require(files.firstIndex { $0["path"] as? String == "js/app.js" })
        return (urls[index], try #require(files[index]["sha256"] as? String))
    }

    @Test("a file comes with its hash as ETag and immutable caching", arguments: TestBackend.available)
    func wholeFile(backend: TestBackend) async throws {
        try await withPublished(backend) { registry, url, sha256 in
            let answer = try await registry.http.get(url)
            #expect(answer.status == 200)
            #expect(answer.body == Data(Self.script.utf8))
            #expect(answer.header("ETag") == "\"\(sha256)\"")
            #expect(answer.header("Cache-Control") == "public, max-age=31536000, immutable")
            #expect(answer.header("Accept-Ranges") == "bytes")
            #expect(answer.header("Content-Type")?.contains("javascript") == true)

            let manifest = try await registry.http.get(url.replacingOccurrences(of: "js/app.js", with: "a%20b/%C3%BC.txt"))
            #expect(manifest.status == 200)
            #expect(manifest.body == Data("spaced".utf8))
            let missing = try await registry.http.get(url.replacingOccurrences(of: "js/app.js", with: "js/none.js"))
            #expect(missing.status == 404)
            #expect(missing.object["code"] as? Int == 404)
        }
    }

    @Test("If-None-Match with the ETag is a 304", arguments: TestBackend.available)
    func notModified(backend: TestBackend) async throws {
        try await withPublished(backend) { registry, url, sha256 in
            for tag in ["\"\(sha256)\"", "W/\"\(sha256)\"", "\"other\", \"\(sha256)\"", "*"] {
                let answer = try await registry.http.get(url, headers: ["If-None-Match": tag])
                #expect(answer.status == 304, "If-None-Match: \(tag)")
                #expect(answer.body.isEmpty)
                #expect(answer.header("ETag") == "\"\(sha256)\"")
            }
            #expect(try await registry.http.get(url, headers: ["If-None-Match": "\"other\""]).status == 200)
        }
    }

    @Test("a single Range is a 206 with Content-Range; one past the end is a 416", arguments: TestBackend.available)
    func ranges(backend: TestBackend) async throws {
        try await withPublished(backend) { registry, url, _ in
            let bytes = Data(Self.script.utf8)
            let cases: [(String, Range<Int>)] = [
                ("bytes=0-9", 0..<10), ("bytes=100-", 100..<bytes.count), ("bytes=-5", bytes.count - 5..<bytes.count),
                ("bytes=10-99999", 10..<bytes.count),
            ]
            for (header, expected) in cases {
                let answer = try await registry.http.get(url, headers: ["Range": header])
                #expect(answer.status == 206, "Range: \(header)")
                #expect(answer.body == bytes.subdata(in: expected), "Range: \(header)")
                #expect(answer.header("Content-Range") == "bytes \(expected.lowerBound)-\(expected.upperBound - 1)/\(bytes.count)")
            }
            let beyond = try await registry.http.get(url, headers: ["Range": "bytes=\(bytes.count)-"])
            #expect(beyond.status == 416)
            #expect(beyond.header("Content-Range") == "bytes */\(bytes.count)")
            let multi = try await registry.http.get(url, headers: ["Range": "bytes=0-1,5-6"])
            #expect(multi.status == 200)
            #expect(multi.body == bytes)
        }
    }
}
