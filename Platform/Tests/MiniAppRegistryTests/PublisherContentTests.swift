import Foundation
import MiniAppRegistry
import Testing

/// Bytes a publisher chose are served from the console's origin, so they must never run
/// there as a page: every answer carrying them is sandboxed, a download, and not sniffed
/// (issue 18, defect 1: a draft's HTML opened by a signed-in operator could drive the console).
@Suite("Publisher content")
struct PublisherContentTests {
    static let page = "<!doctype html><script>fetch('/console/projects', {credentials: 'include'})</script>"
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>"#

    /// The headers every answer with publisher bytes must carry.
    static func expectSandboxed(_ answer: HTTPProbe.Answer, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let policy = answer.header("Content-Security-Policy") ?? ""
        let directives = policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(directives.contains("sandbox"), "\(what): Content-Security-Policy '\(policy)'", sourceLocation: sourceLocation)
        #expect(directives.contains("default-src 'none'"), "\(what): Content-Security-Policy '\(policy)'", sourceLocation: sourceLocation)
        #expect(!directives.contains { $0.hasPrefix("script-src") }, "\(what): no script may run", sourceLocation: sourceLocation)
        #expect(answer.header("X-Content-Type-Options") == "nosniff", "\(what)", sourceLocation: sourceLocation)
        #expect(answer.header("Content-Disposition")?.hasPrefix("attachment") == true, "\(what)", sourceLocation: sourceLocation)
        #expect(answer.header("Cross-Origin-Resource-Policy") != nil, "\(what)", sourceLocation: sourceLocation)
    }

    @Test("a draft's HTML and SVG files, its icon and its zip are sandboxed downloads on every kind of answer", arguments: TestBackend.available)
    func everyAnswerIsSandboxed(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            // A draft: never published, reachable without credentials by its version id.
            let version = try await registry.uploadVersion(.minimal(["evil.html": Self.page, "icon.svg": Self.svg]), query: "icon=icon.svg")
            let base = "map-published/hello/\(version)"

            let html = try await registry.http.get("\(base)/evil.html")
            #expect(html.status == 200 && html.header("Content-Type")?.hasPrefix("text/html") == true)
            Self.expectSandboxed(html, "GET evil.html")
            let range = try await registry.http.get("\(base)/evil.html", headers: ["Range": "bytes=0-9"])
            #expect(range.status == 206)
            Self.expectSandboxed(range, "GET evil.html with Range")
            let past = try await registry.http.get("\(base)/evil.html", headers: ["Range": "bytes=100000-"])
            #expect(past.status == 416)
            Self.expectSandboxed(past, "GET evil.html with a Range past the end")
            let tag = try #require(html.header("ETag"))
            let cached = try await registry.http.get("\(base)/evil.html", headers: ["If-None-Match": tag])
            #expect(cached.status == 304)
            Self.expectSandboxed(cached, "GET evil.html with If-None-Match")
            // HEAD is no route of its own: it serves no bytes, or serves them sandboxed.
            let head = try await registry.http.send("HEAD", "\(base)/evil.html")
            if (200..<300).contains(head.status) { Self.expectSandboxed(head, "HEAD evil.html") }

            // The icon, by the URL hosts are given (the console shows it from the same route).
            let info = try await registry.http.get("host/demo/miniapps/preview?miniAppId=hello", headers: registry.apiKey)
            let icon = try #require((info.array.first ?? info.object)["icon"] as? String, "no icon in \(String(decoding: info.body, as: UTF8.self))")
            #expect(icon.hasSuffix("/\(base)/icon.svg"))
            let svg = try await registry.http.get(icon)
            #expect(svg.status == 200 && svg.header("Content-Type")?.hasPrefix("image/svg+xml") == true)
            Self.expectSandboxed(svg, "GET icon.svg")

            // The version's zip holds the same bytes.
            let zip = try await registry.http.get("packages/hello/\(version).zip")
            #expect(zip.status == 200)
            Self.expectSandboxed(zip, "GET the version's zip")
        }
    }
}
