import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// Sign-in with an operator or publisher token, and sign-out.
///
/// The token travels only in the POST body, is compared by its hash, and is never
/// logged or put in a URL. Failed attempts are counted per client (an IPv4 address or an
/// IPv6 /64, ``SignInLimiter``); past the limit a wrong token is answered 429 with
/// `Retry-After`, while a right one still signs in.
extension ConsoleRoutes {
    func addSignIn(to router: Router<ConsoleRequestContext>) {
        router.get("console/sign-in") { request, _ in
            if try await sessions.session(for: request) != nil { return Self.redirect("\(Self.root)/projects") }
            return try signInPage(request, error: nil, status: .ok)
        }
        router.post("console/sign-in") { request, context in
            let address = Self.clientAddress(request, context, trusting: services.configuration.trustedProxies)
            let form = try await ConsoleForm.read(request)
            guard let sent = form["csrf"], let expected = request.cookies[ConsoleSessions.signInCookie]?.value,
                  RegistryServices.constantTimeEqual(sent, expected) else {
                return try signInPage(request, error: "The sign-in form had expired: enter the token again.", status: .forbidden)
            }
            guard let token = form["token"] else {
                return try signInPage(request, error: "Enter a token.", status: .badRequest)
            }
            // A right token signs in whatever the limiter says: it only slows wrong ones, so
            // failures from others (or a full table) never lock the owner out.
            guard let author = try await services.store.author(forToken: token) else {
                if let wait = limiter.retryAfter(address) { throw ConsoleFailure.tooManySignIns(retryAfter: wait) }
                limiter.recordFailure(address)
                context.logger.notice("console sign-in refused", metadata: ["miniapp.client": "\(address)"])
                return try signInPage(request, error: "This token is not an operator or publisher token of this registry.", status: .unauthorized)
            }
            var response = Self.redirect(author.project.map(Self.projectLink) ?? "\(Self.root)/projects")
            response.setCookie(try await sessions.start(for: author, token: token, request: request))
            response.setCookie(sessions.cookie(ConsoleSessions.signInCookie, "", maxAge: 0, request: request))
            context.logger.info("console sign-in", metadata: ["miniapp.actor": "\(author)"])
            return response
        }
        router.post("console/sign-out") { request, _ in
            let (session, _) = try await changeRequest(request)
            try await sessions.end(session)
            var response = Self.redirect("\(Self.root)/sign-in?notice=signedOut")
            response.setCookie(sessions.cookie(ConsoleSessions.sessionCookie, "", maxAge: 0, request: request))
            return response
        }
    }

    /// The sign-in form, with a fresh CSRF cookie.
    private func signInPage(_ request: Request, error: String?, status: HTTPResponse.Status) throws -> Response {
        let csrf = RegistryStore.randomHex(bytes: 32)
        var response = try renderer.response("sign-in", ConsolePage(
            title: "Sign in", session: nil, notice: Self.notice(request), content: SignInView(csrf: csrf, error: error)), status: status)
        response.setCookie(sessions.cookie(ConsoleSessions.signInCookie, csrf, maxAge: 3600, request: request))
        return response
    }

    /// The client's IP address (the port left out, so reconnecting does not reset the
    /// count): the peer's, or behind a trusted proxy the one its `X-Forwarded-For` names.
    static func clientAddress(_ request: Request, _ context: ConsoleRequestContext, trusting proxies: TrustedProxies) -> String {
        guard let address = context.remoteAddress else { return "unknown" }
        let peer = address.ipAddress ?? "\(address)"
        guard let name = HTTPField.Name("X-Forwarded-For") else { return peer }
        return proxies.clientAddress(peer: peer, forwardedFor: request.headers[values: name])
    }
}
