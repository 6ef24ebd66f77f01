import Foundation
import Testing

/// A path the registry serves, asked with another method, is a 405 with `Allow` and the
/// documented body (schemathesis's `unsupported_method` check found 404s here).
@Suite struct MethodNotAllowedTests {
    @Test func aServedPathWithAnotherMethodIsA405ListingTheMethods() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            let cases: [(method: String, path: String, allow: String)] = [
                ("TRACE", "health", "GET"),
                ("DELETE", "host/demo/miniapps", "GET"),
                ("POST", "keys/abc", "GET"),
                ("PUT", "map-published/hello/v1/dir/index.html", "GET"),
                ("GET", "publish/projects/demo/apps/hello/publish", "POST"),
                ("DELETE", "publish/projects/demo/apps/hello/versions", "GET, POST"),
            ]
            for (method, path, allow) in cases {
                let answer = try await registry.http.send(method, path, headers: registry.bearer)
                #expect(answer.status == 405, "\(method) \(path): \(answer.status)")
                #expect(answer.header("Allow") == allow, "\(method) \(path): \(answer.headers)")
                #expect(answer.object["code"] as? Int == 405, "\(answer.object)")
                #expect(answer.object["reason"] as? String == "methodNotAllowed", "\(answer.object)")
                #expect((answer.object["message"] as? String)?.contains(method) == true, "\(answer.object)")
            }
        }
    }

    @Test func aPathNoRouteServesIsStillA404() async throws {
        try await TestRegistry.with(.sqlite) { registry in
            for (method, path) in [("GET", "nothing/here"), ("DELETE", "health/extra"), ("GET", "map-published/hello/v1")] {
                let answer = try await registry.http.send(method, path)
                #expect(answer.status == 404, "\(method) \(path): \(answer.status)")
                #expect(answer.object["reason"] as? String == "notFound", "\(answer.object)")
                #expect(answer.header("Allow") == nil)
            }
        }
    }
}
