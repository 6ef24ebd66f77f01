import Foundation
import Logging
import MiniAppRegistry
import Testing

/// The web console over HTTP against a real server: sessions, CSRF, the policy headers,
/// rate-limited sign-in, and a publisher of one project kept out of another. The browser
/// test (scripts/test-console) drives the same pages in Chromium.
@Suite("Console")
struct ConsoleTests {
    @Test("pages need a session; an operator token signs in with safe cookies", arguments: TestBackend.available)
    func signIn(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let browser = ConsoleBrowser(base: registry.http.base)
            let root = try await browser.get("/")
            #expect(root.status == 303 && root.header("Location") == "/console")
            let page = try await browser.get("console/projects")
            #expect(page.status == 303 && page.header("Location") == "/console/sign-in")
            let form = try await browser.get("console/sign-in")
            #expect(form.status == 200)
            let policy = try #require(form.header("Content-Security-Policy"))
            #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'self'") && !policy.contains("unsafe"))
            #expect(form.header("X-Content-Type-Options") == "nosniff")
            let token = try await registry.store.write { try await $0.createOperatorToken(label: "ops") }
            let signedIn = try await browser.signIn(token)
            #expect(signedIn.status == 303 && signedIn.header("Location") == "/console/projects")
            let cookie = try #require(signedIn.setCookies.first { $0.hasPrefix("miniapp_console=") }).lowercased()
            #expect(cookie.contains("httponly") && cookie.contains("samesite=strict") && cookie.contains("path=/console"))
            #expect(!cookie.contains("secure"))
            let projects = try await browser.get("console/projects")
            #expect(projects.status == 200 && projects.body.contains("Demo host") && projects.body.contains("operator ops"))
            #expect(projects.header("Cache-Control") == "no-store")
        }
    }

    @Test("a wrong token is refused, and after five a minute the address must wait; a right token still signs in", arguments: TestBackend.available)
    func rateLimit(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let browser = ConsoleBrowser(base: registry.http.base)
            var statuses: [Int] = []
            for _ in 0..<7 { statuses.append(try await browser.signIn("mapub_wrong").status) }
            #expect(statuses == [401, 401, 401, 401, 401, 429, 429])
            let refused = try await browser.signIn("mapub_wrong")
            #expect(refused.status == 429 && refused.header("Retry-After") != nil && refused.body.contains("Too many failed sign-ins"))
            // The limiter slows guessing; it never locks out the owner of a token.
            let signedIn = try await browser.signIn(registry.token)
            #expect(signedIn.status == 303 && signedIn.header("Location") == "/console/projects/demo")
        }
    }

    @Test("IPv6 clients are counted by their /64: a new address in the same network is no fresh start")
    func rateLimitByIPv6Network() async throws {
        try await Self.withServer({ $0.trustedProxies = try TrustedProxies(["127.0.0.1/32"]) }) { base in
            let browser = ConsoleBrowser(base: base)
            var statuses: [Int] = []
            for host in 1...6 {
                statuses.append(try await browser.signIn("mapub_wrong", headers: ["X-Forwarded-For": "2001:db8:1:2::\(host)"]).status)
            }
            #expect(statuses == [401, 401, 401, 401, 401, 429])
            let sameNetwork = try await browser.signIn("mapub_wrong", headers: ["X-Forwarded-For": "2001:db8:1:2:ffff:ffff:ffff:fffe"])
            #expect(sameNetwork.status == 429)
            let otherNetwork = try await browser.signIn("mapub_wrong", headers: ["X-Forwarded-For": "2001:db8:1:3::1"])
            #expect(otherNetwork.status == 401)
        }
    }

    @Test("behind a trusted proxy each forwarded client has its own limit; without trust the header changes nothing")
    func rateLimitBehindAProxy() async throws {
        for trusted in [true, false] {
            try await Self.withServer({ if trusted { $0.trustedProxies = try TrustedProxies(["127.0.0.1/32"]) } }) { base in
                let browser = ConsoleBrowser(base: base)
                var statuses: [Int] = []
                for _ in 0..<6 {
                    statuses.append(try await browser.signIn("mapub_wrong", headers: ["X-Forwarded-For": "198.51.100.1"]).status)
                }
                #expect(statuses == [401, 401, 401, 401, 401, 429], "trusted: \(trusted)")
                // Another client behind the same proxy (or one that claims to be another).
                let other = try await browser.signIn("mapub_wrong", headers: ["X-Forwarded-For": "198.51.100.1, 203.0.113.9"])
                #expect(other.status == (trusted ? 401 : 429), "trusted: \(trusted)")
            }
        }
    }

    @Test("every change needs the session's CSRF token and comes from this origin", arguments: TestBackend.available)
    func csrf(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion()
            let browser = ConsoleBrowser(base: registry.http.base)
            try await browser.signIn(registry.token)
            let page = try await browser.get("console/projects/demo/apps/hello")
            let csrf = try #require(page.csrf)
            #expect(try await browser.post("console/projects/demo/apps/hello/publish", ["versionId": version]).status == 403)
            let stale = (csrf.first == "0" ? "1" : "0") + csrf.dropFirst()  // one digit changed, whatever the token
            #expect(try await browser.post("console/projects/demo/apps/hello/publish", ["versionId": version, "csrf": stale]).status == 403)
            let foreign = try await browser.post("console/projects/demo/apps/hello/publish", ["versionId": version, "csrf": csrf],
                                                 headers: ["Origin": "http://evil.example"])
            #expect(foreign.status == 403)
            #expect(try await registry.store.publishedVersionId(project: "demo", app: "hello") == nil)
            let done = try await browser.post("console/projects/demo/apps/hello/publish", ["versionId": version, "csrf": csrf])
            #expect(done.status == 303)
            #expect(try await registry.store.publishedVersionId(project: "demo", app: "hello") == version)
            let log = try await registry.store.auditEntries(project: "demo")
            #expect(log.contains { $0.action == "version.publish" && $0.actor == "publisher:demo/tests" && $0.versionId == version })
        }
    }

    @Test("a publisher token of one project can neither see nor change another", arguments: TestBackend.available)
    func isolation(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            _ = try await registry.store.write { try await $0.createProject(id: "other", name: "Other host") }
            let otherToken = try await registry.store.write { try await $0.createPublisherToken(project: "other", label: "theirs") }
            let answer = try await registry.http.send("POST", "publish/projects/other/apps/secret/versions", headers: ["Authorization": "Bearer \(otherToken)"],
                                                      body: try BundleZip.minimal().data())
            let secret = try #require(answer.object["versionId"] as? String)
            let browser = ConsoleBrowser(base: registry.http.base)
            let signedIn = try await browser.signIn(registry.token)
            #expect(signedIn.header("Location") == "/console/projects/demo")
            #expect(try await browser.get("console/projects").header("Location") == "/console/projects/demo")
            for path in ["console/projects/other", "console/projects/other/apps/secret", "console/projects/other/apps/secret/versions/\(secret)"] {
                let page = try await browser.get(path)
                #expect(page.status == 403, "\(path)")
                #expect(!page.body.contains(secret) && !page.body.contains("Other host"), "\(path)")
            }
            let csrf = try #require(try await browser.get("console/projects/demo").csrf)
            #expect(try await browser.post("console/projects/other/apps/secret/publish", ["versionId": secret, "csrf": csrf]).status == 403)
            #expect(try await browser.post("console/projects/other/subscription-key", ["csrf": csrf]).status == 403)
            #expect(try await browser.post("console/projects", ["id": "mine", "csrf": csrf]).status == 403)
            #expect(try await browser.post("console/keys/rotate", ["csrf": csrf]).status == 403)
            let upload = try await browser.send("POST", "console/projects/other/apps/secret/versions", headers: ["X-CSRF-Token": csrf],
                                                body: try BundleZip.minimal().data())
            #expect(upload.status == 403)
            #expect(try await registry.store.publishedVersionId(project: "other", app: "secret") == nil)
            #expect(try await registry.store.versions(project: "other", app: "secret").count == 1)
            #expect(try await registry.store.project(id: "mine") == nil)
            let audit = try await browser.get("console/audit")
            #expect(audit.status == 200 && !audit.body.contains("other"))
        }
    }

    @Test("uploads answer JSON: the new version's page, or why the bundle was refused", arguments: TestBackend.available)
    func upload(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let browser = ConsoleBrowser(base: registry.http.base)
            try await browser.signIn(registry.token)
            let csrf = try #require(try await browser.get("console/projects/demo").csrf)
            let bad = try await browser.send("POST", "console/projects/demo/apps/hello/versions", headers: ["X-CSRF-Token": csrf],
                                             body: try BundleZip().adding("readme.txt", "no index").data())
            #expect(bad.status == 422 && bad.body.contains("index.html") && bad.body.contains("missingIndex"))
            let good = try await browser.send("POST", "console/projects/demo/apps/hello/versions?versionTag=1.2.0&publish=true",
                                              headers: ["X-CSRF-Token": csrf], body: try BundleZip.minimal(["app.js": String(repeating: "x", count: 5000)]).data())
            #expect(good.status == 201 && good.body.contains("/console/projects/demo/apps/hello/versions/"))
            let published = try #require(try await registry.store.publishedVersions(project: "demo").first)
            #expect(published.versionTag == "1.2.0")
            let page = try await browser.get("console/projects/demo/apps/hello/versions/\(published.id)")
            #expect(page.status == 200 && page.body.contains("4.9 KiB") && page.body.contains("app.js"))
        }
    }

    @Test("a never-published version can be deleted; a published one cannot", arguments: TestBackend.available)
    func deletion(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let first = try await registry.uploadVersion(query: "versionTag=1.0.0")
            let draft = try await registry.uploadVersion(query: "versionTag=2.0.0")
            #expect(try await registry.publishing("publish", json: #"{"versionId":"\#(first)"}"#).status == 200)
            let browser = ConsoleBrowser(base: registry.http.base)
            try await browser.signIn(registry.token)
            let csrf = try #require(try await browser.get("console/projects/demo/apps/hello").csrf)
            let refused = try await browser.post("console/projects/demo/apps/hello/versions/\(first)/delete", ["csrf": csrf])
            #expect(refused.status == 409 && refused.body.contains("cannot be deleted"))
            let deleted = try await browser.post("console/projects/demo/apps/hello/versions/\(draft)/delete", ["csrf": csrf])
            #expect(deleted.status == 303)
            #expect(try await registry.store.versions(project: "demo", app: "hello").map(\.id) == [first])
        }
    }

    @Test("the preview code's QR image is served to the project's sessions only", arguments: TestBackend.available)
    func previewCode(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion()
            let browser = ConsoleBrowser(base: registry.http.base)
            try await browser.signIn(registry.token)
            let csrf = try #require(try await browser.get("console/projects/demo/apps/hello").csrf)
            #expect(try await browser.post("console/projects/demo/apps/hello/versions/\(version)/preview-codes", ["csrf": csrf]).status == 303)
            let page = try await browser.get("console/projects/demo/apps/hello/versions/\(version)")
            let range = try #require(page.body.range(of: #"preview-codes/[0-9A-F]{12}/qr\.png"#, options: .regularExpression))
            let image = try await browser.get("console/projects/demo/apps/hello/versions/\(version)/" + page.body[range])
            #expect(image.status == 200 && image.header("Content-Type") == "image/png")
            let stranger = ConsoleBrowser(base: registry.http.base)
            #expect(try await stranger.get("console/projects/demo/apps/hello/versions/\(version)/" + page.body[range]).status == 303)
        }
    }

    @Test("changes through the publishing API are audited like the console's, by the token's label", arguments: TestBackend.available)
    func apiAudit(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let version = try await registry.uploadVersion(query: "versionTag=1.0.0")
            #expect(try await registry.publishing("publish", json: #"{"versionId":"\#(version)"}"#).status == 200)
            #expect(try await registry.publishing("preview-codes", json: #"{"versionId":"\#(version)"}"#).status == 201)
            let log = try await registry.store.auditEntries(project: "demo")
            // Entries of the same millisecond have no order, so compare as a set.
            #expect(Set(log.map(\.action)) == ["previewCode.create", "version.publish", "version.upload"])
            #expect(log.allSatisfy { $0.actor == "publisher:demo/tests" && $0.appId == "hello" && $0.versionId == version })
            #expect(log.first { $0.action == "previewCode.create" }?.detail == "made a preview code for hello 1.0.0")
            // A refused upload changes nothing, so it leaves no entry.
            #expect(try await registry.upload(try BundleZip().adding("a.txt", "no index").data()).status == 422)
            #expect(try await registry.store.auditEntries(project: "demo").count == 3)
        }
    }

    @Test("serve --no-console leaves /console to the API's 404")
    func consoleOff() async throws {
        try await Self.withServer({ $0.console = false }) { base in
            let probe = HTTPProbe(base: base)
            let answer = try await probe.get("console/sign-in")
            #expect(answer.status == 404 && answer.object["code"] as? Int == 404)
            #expect(try await probe.get("health").status == 200)
        }
    }

    /// Runs `body` with the base URL of a fresh SQLite registry whose configuration
    /// `configure` has changed; stops it and deletes its data afterwards, also when `body` throws.
    static func withServer(_ configure: (inout RegistryConfiguration) throws -> Void, _ body: (URL) async throws -> Void) async throws {
        try await TestRegistry.withServer(configure: configure) { server, _ in
            try await body(try #require(URL(string: "http://127.0.0.1:\(server.port)/")))
        }
    }
}
