import Foundation
import HTTPTypes
import Hummingbird

/// Console sign-in state kept in cookies: the session cookie, and before sign-in a
/// cookie holding the sign-in form's CSRF token (so a foreign page cannot sign a
/// browser in to an account of its choosing).
///
/// Cookies are `HttpOnly` (no script reads them), `SameSite=Strict` (never sent with a
/// request another site starts), limited to `/console`, and `Secure` when the console
/// is reached over TLS (`--public-url https://…`, or a proxy's `X-Forwarded-Proto: https`).
struct ConsoleSessions: Sendable {
    static let sessionCookie = "miniapp_console"
    static let signInCookie = "miniapp_console_signin"
    /// How long a session lasts; then its holder signs in again.
    static let lifetime: Duration = .seconds(12 * 3600)

    let store: RegistryStore
    let publicURL: String?

    /// The live session of this request, or nil.
    func session(for request: Request) async throws -> ConsoleSession? {
        guard let id = request.cookies[Self.sessionCookie]?.value, Self.isToken(id),
              let record = try await store.consoleSession(id: id) else { return nil }
        return ConsoleSession(id: id, author: record.author, csrfToken: record.csrfToken)
    }

    /// The session, or ``ConsoleFailure/signInRequired``.
    func require(_ request: Request) async throws -> ConsoleSession {
        guard let session = try await session(for: request) else { throw ConsoleFailure.signInRequired }
        return session
    }

    /// Starts a session for `author`, who signed in with `token`, and records the sign-in
    /// in the audit log, in one transaction; returns the cookie to set.
    func start(for author: ChangeAuthor, token: String, request: Request) async throws -> Cookie {
        let id = try await store.write { change in
            let id = try await change.createConsoleSession(
                author: author, token: token, csrfToken: RegistryStore.randomHex(bytes: 32), lifetime: Self.lifetime)
            try await change.appendAudit(actor: author, action: "console.signIn", project: author.project, detail: "signed in to the console")
            return id
        }
        return cookie(Self.sessionCookie, id, maxAge: Int(Self.lifetime.components.seconds), request: request)
    }

    func end(_ session: ConsoleSession) async throws {
        try await store.write { try await $0.deleteConsoleSession(id: session.id) }
    }

    /// A cookie with the console's attributes.
    func cookie(_ name: String, _ value: String, maxAge: Int, request: Request) -> Cookie {
        Cookie(name: name, value: value, maxAge: maxAge, path: ConsoleRoutes.root, secure: isSecure(request), httpOnly: true, sameSite: .strict)
    }

    /// Whether the browser reached us over TLS (directly or through a proxy that says so).
    func isSecure(_ request: Request) -> Bool {
        if publicURL?.lowercased().hasPrefix("https://") == true { return true }
        guard let name = HTTPField.Name("X-Forwarded-Proto") else { return false }
        return request.headers[name]?.lowercased() == "https"
    }

    /// Checks a state-changing request: it carries this session's CSRF token (`expected`)
    /// and, when the browser says where it comes from, comes from this origin.
    static func checkForgery(_ request: Request, sent: String?, expected: String) throws(ConsoleFailure) {
        guard let sent, RegistryServices.constantTimeEqual(sent, expected) else {
            throw .forgedRequest("the form's security token is missing or stale: reload the page and try again")
        }
        if let site = HTTPField.Name("Sec-Fetch-Site").flatMap({ request.headers[$0] }), site == "cross-site" {
            throw .forgedRequest("a request from another site cannot change anything here")
        }
        if let origin = request.headers[.origin], let host = request.head.authority {
            let authority = origin.split(separator: "/", omittingEmptySubsequences: true).dropFirst().first.map(String.init)
            guard authority?.lowercased() == host.lowercased() else {
                throw .forgedRequest("a request from \(origin) cannot change anything on \(host)")
            }
        }
    }

    /// Cookie values we issue are 64 hex digits; anything else is not looked up.
    static func isToken(_ value: String) -> Bool {
        value.utf8.count == 64 && value.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}

