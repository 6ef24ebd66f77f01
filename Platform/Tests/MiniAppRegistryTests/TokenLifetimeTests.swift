import Foundation
@testable import MiniAppRegistry
import SQLKit
import Testing

/// Tokens expire and can be revoked: a revoked or expired token no longer publishes or
/// signs in, and the console sessions it started end at once.
@Suite struct TokenLifetimeTests {
    @Test("revoking a publisher token stops publishing and ends its console session", arguments: TestBackend.available)
    func revokePublisher(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let browser = ConsoleBrowser(base: registry.http.base)
            #expect(try await browser.signIn(registry.token).status == 303)
            #expect(try await browser.get("console/projects/demo").status == 200)
            #expect(try await registry.upload(try BundleZip.minimal().data()).status == 201)

            let operations = RegistryOperations.forTests(registry)
            let listed = try await registry.store.tokens(project: "demo")
            let token = try #require(listed.first { $0.label == "tests" })
            #expect(token.kind == .publisher && token.revokedAt == nil)
            let revoked = try await operations.revokeToken(id: token.id, by: .commandLine)
            #expect(revoked.revokedAt != nil)

            let upload = try await registry.upload(try BundleZip.minimal(["b.txt": "b"]).data())
            #expect(upload.status == 401, "\(upload.status)")
            let page = try await browser.get("console/projects/demo")
            #expect(page.status == 303 && page.header("Location") == "/console/sign-in", "the session outlived its token: \(page.status)")
            let again = try await ConsoleBrowser(base: registry.http.base).signIn(registry.token)
            #expect(again.status == 401)
            let audit = try await registry.store.auditEntries(project: "demo")
            #expect(audit.contains { $0.action == "publisherToken.revoke" && $0.detail.contains(token.id) })
        }
    }

    @Test("an expired operator token signs in no more, and its session ends", arguments: TestBackend.available)
    func expiry(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let operations = RegistryOperations.forTests(registry)
            let token = try await operations.createOperatorToken(label: "brief", lifetime: .seconds(3600), by: .commandLine)
            let browser = ConsoleBrowser(base: registry.http.base)
            #expect(try await browser.signIn(token).status == 303)
            #expect(try await browser.get("console/projects").status == 200)
            // An hour passes: the token's expiry is now behind us.
            let past = Int(Date().timeIntervalSince1970 * 1000) - 1
            try await registry.store.write { try await $0.sql.raw("UPDATE operator_tokens SET expires_at = \(bind: past) WHERE label = 'brief'").run() }
            #expect(try await browser.get("console/projects").status == 303)
            #expect(try await ConsoleBrowser(base: registry.http.base).signIn(token).status == 401)
            let record = try #require(try await registry.store.tokens().first { $0.label == "brief" })
            let yearly = try await operations.createPublisherToken(project: "demo", label: "default lifetime", by: .commandLine)
            #expect(!yearly.isEmpty)
            let issued = try #require(try await registry.store.tokens(project: "demo").first { $0.label == "default lifetime" })
            let year = 365 * 24 * 3600 * 1000
            #expect(issued.expiresAt.map { abs($0 - issued.createdAt - year) < 60_000 } == true, "a new token works for a year by default")
            #expect(record.kind == .operator && !record.isValid(at: Int(Date().timeIntervalSince1970 * 1000)))
        }
    }

    @Test("the console lists tokens; an operator revokes one there, a publisher may not", arguments: TestBackend.available)
    func consolePage(backend: TestBackend) async throws {
        try await TestRegistry.with(backend) { registry in
            let operations = RegistryOperations.forTests(registry)
            let operatorToken = try await operations.createOperatorToken(label: "ops", by: .commandLine)
            let publisher = ConsoleBrowser(base: registry.http.base)
            try await publisher.signIn(registry.token)
            let publisherPage = try await publisher.get("console/tokens")
            #expect(publisherPage.status == 200 && publisherPage.body.contains("tests") && !publisherPage.body.contains(">ops<"))
            let target = try #require(try await registry.store.tokens(project: "demo").first)
            let refused = try await publisher.post("console/tokens/\(target.id)/revoke", ["csrf": publisherPage.csrf ?? ""])
            #expect(refused.status == 403, "\(refused.status)")

            let admin = ConsoleBrowser(base: registry.http.base)
            try await admin.signIn(operatorToken)
            let page = try await admin.get("console/tokens")
            #expect(page.status == 200 && page.body.contains(target.id) && page.body.contains("ops"))
            let revoked = try await admin.post("console/tokens/\(target.id)/revoke", ["csrf": page.csrf ?? ""])
            #expect(revoked.status == 303 && revoked.header("Location") == "/console/tokens?notice=tokenRevoked")
            #expect(try await registry.store.tokens(project: "demo").first?.revokedAt != nil)
            #expect(try await publisher.get("console/tokens").status == 303, "the publisher's session outlived its token")
            let unknown = try await admin.post("console/tokens/0123456789abcdef/revoke", ["csrf": page.csrf ?? ""])
            #expect(unknown.status == 404)
        }
    }
}

extension RegistryOperations {
    /// The operations a test registry's server runs, for changes a test makes as an operator would.
    static func forTests(_ registry: TestRegistry) -> RegistryOperations {
        RegistryAdmin(data: DataDirectory(registry.place.data), store: registry.store, storesFilesInDatabase: false).operations
    }
}
