import Foundation
import MiniAppRegistry
import Testing

/// `GET metrics`: what an operator's Prometheus scrapes.
@Suite("Metrics")
struct MetricsTests {
    /// The value of the first sample line naming `metric` with all of `labels`, if any.
    static func sample(_ text: String, _ metric: String, _ labels: [String] = []) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix(metric + "{") || line.hasPrefix(metric + " ") {
            guard labels.allSatisfy({ line.contains($0) }), let value = line.split(separator: " ").last else { continue }
            return Double(value)
        }
        return nil
    }

    @Test("requests by route, method and status, their latency, bytes served, publishing and store sizes", arguments: TestBackend.available)
    func exposition(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion(.minimal(["js/app.js": String(repeating: "x", count: 5000)]), query: "publish=true")
            let refused = try await registry.upload(Data("not a zip".utf8))
            #expect(refused.status == 422)
            for _ in 0..<2 { #expect(try await registry.http.get("host/demo/miniapps", headers: registry.apiKey).status == 200) }
            #expect(try await registry.http.get("host/demo/miniapp/hello/version/nope/manifest", headers: registry.apiKey).status == 404)
            #expect(try await registry.http.get("map-published/hello/\(version)/js/app.js").body.count == 5000)
            #expect(try await registry.http.get("no/such/route").status == 404)

            // Requests are counted once their body is written: poll briefly.
            var text = ""
            for _ in 0..<50 {
                let answer = try await registry.http.get("metrics")
                #expect(answer.status == 200)
                #expect(answer.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
                text = String(decoding: answer.body, as: UTF8.self)
                if Self.sample(text, "miniapp_http_requests_total", [#"route="/no/such/route""#, #"status="404""#]) != nil
                    || Self.sample(text, "miniapp_http_requests_total", [#"route="unmatched""#]) != nil { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            let list = [#"route="/host/{projectId}/miniapps""#, #"method="GET""#, #"status="200""#]
            #expect(Self.sample(text, "miniapp_http_requests_total", list) == 2, "\(text)")
            #expect(Self.sample(text, "miniapp_http_request_duration_seconds_count", list) == 2)
            #expect(Self.sample(text, "miniapp_http_request_duration_seconds_bucket", list + [#"le="+Inf""#]) == 2)
            #expect(Self.sample(text, "miniapp_http_requests_total", [#"route="/host/{projectId}/miniapp/{appId}/version/{versionId}/manifest""#, #"status="404""#]) == 1)
            #expect(Self.sample(text, "miniapp_http_requests_total", [#"route="unmatched""#, #"status="404""#]) == 1, "a raw path must never become a label: \(text)")
            #expect(!text.contains("no/such/route"))
            #expect((Self.sample(text, "miniapp_http_response_bytes_total", [#"route="/map-published/{appId}/{versionId}/**""#]) ?? 0) >= 5000)
            #expect(Self.sample(text, "miniapp_publishing_operations_total", [#"operation="upload""#, #"outcome="ok""#]) == 1)
            #expect(Self.sample(text, "miniapp_publishing_operations_total", [#"operation="upload""#, #"outcome="refused""#]) == 1)
            #expect(Self.sample(text, "miniapp_publishing_operations_total", [#"operation="publish""#]) == 1)
            #expect(Self.sample(text, "miniapp_store_versions") == 1)
            #expect(Self.sample(text, "miniapp_store_apps") == 1)
            #expect(Self.sample(text, "miniapp_store_projects") == 1)
            // index.html, js/app.js and the version's zip.
            #expect(Self.sample(text, "miniapp_store_blobs") == 3)
            #expect((Self.sample(text, "miniapp_store_blob_bytes") ?? 0) > 5000)
        }
    }
}
