public import Foundation
public import MiniAppKit
public import Logging

/// A user's authenticated session with the Corva API.
///
/// ```
/// host login UI ──credentials──▶ CorvaSession.login ──POST user_token──▶ API
///                                     │ JWT (exp read, signature not checked)
///                                     ▼
///                    SecureStorage(<storageDirectory>/securestorage.sqlite)
///                                     │
/// navigation(), assets(), get(_:) ────┤ expired? → CorvaLoginDelegate → log in → call
///                                     ▼
///                 GET …  Authorization: Bearer <jwt>   ── 401? → CorvaLoginDelegate → retry once
/// ```
///
/// The token lives in a secure store of its own (not any mini app's), so it survives
/// restarts; ``logout()`` deletes it. Every API call carries `Authorization: Bearer`;
/// a token whose `exp` has passed is noticed before calling, and a 401 is answered by
/// asking the host to log in again and retrying the call once. Concurrent calls that
/// need a login share one prompt. The JWT's signature is not checked: the client has
/// no key and trusts nothing in the token beyond when to ask for a new one.
public actor CorvaSession {
    /// What a login gave.
    public struct Account: Sendable, Equatable {
        /// The user id for `users/{userId}/…` calls, from the login answer or the token.
        public var userId: String?
        /// The token's `exp`, if it has one.
        public var expiresAt: Date?
    }

    /// Where the session logs in, calls and opens pages.
    public nonisolated let configuration: CorvaConfiguration
    let transport: any CorvaHTTPTransport
    private let store: SecureStorage
    private let now: @Sendable () -> Date
    private let logger: Logger
    private weak var loginDelegate: (any CorvaLoginDelegate)?
    private var token: JSONWebToken?
    private var userId: String?
    private var restored = false
    private var relogin: Task<Result<Void, CorvaError>, Never>?
    private var renewalObserver: (@Sendable (String) -> Void)?

    /// - Parameters:
    ///   - configuration: the API, the web domain and the login path.
    ///   - storageDirectory: a directory of the session's own, where the token is kept.
    ///   - transport: the HTTP client (URLSession by default; tests script one).
    ///   - loginDelegate: asked to log in again; held weakly.
    ///   - now: the clock expiry is judged by.
    ///   - logger: where logins, renewals and refusals are logged.
    public init(
        configuration: CorvaConfiguration,
        storageDirectory: URL,
        transport: any CorvaHTTPTransport = URLSessionCorvaTransport(),
        loginDelegate: (any CorvaLoginDelegate)? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "corva.session")
    ) {
        self.configuration = configuration
        self.transport = transport
        self.store = SecureStorage(directory: storageDirectory)
        self.loginDelegate = loginDelegate
        self.now = now
        self.logger = logger
    }

    /// Sets (or clears) what is told of each renewed token: after a 401 or an expiry led
    /// to a new login, the page still holds the old token in its URL, and the host
    /// reloads it with the new one (`CorvaWebDomain.authorized(_:token:)`).
    public func setTokenRenewalObserver(_ observer: (@Sendable (String) -> Void)?) {
        renewalObserver = observer
    }

    /// Sets (or clears) the host's login screen.
    public func setLoginDelegate(_ delegate: (any CorvaLoginDelegate)?) {
        loginDelegate = delegate
    }

    /// The logged-in user's id, if known.
    public var currentUserId: String? {
        get async {
            await restoreIfNeeded()
            return userId
        }
    }

    /// The stored token, expired or not (`nil` when logged out).
    public var currentToken: JSONWebToken? {
        get async {
            await restoreIfNeeded()
            return token
        }
    }

    // MARK: - Logging in and out

    /// Logs in with the user's credentials and keeps the token.
    ///
    /// - Throws: `CorvaError.Code.loginFailed` when the endpoint refuses or answers
    ///   without a token, `CorvaError.Code.unreachable`, `CorvaError.Code.malformedToken`,
    ///   `CorvaError.Code.storage`.
    @discardableResult
    public func login(email: String, password: String) async throws(CorvaError) -> Account {
        let url = try configuration.endpoint(configuration.loginPath)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(LoginRequest(auth: .init(email: email, password: password)))) ?? Data()
        let response = try await transport.send(CorvaHTTPRequest(
            method: "POST", url: url,
            headers: ["Content-Type": "application/json", "Accept": "application/json"], body: body))
        guard (200..<300).contains(response.status) else {
            let detail = Self.errorMessage(in: response.body).map { ": \($0)" } ?? ""
            throw CorvaError(.loginFailed, "the login endpoint refused the credentials\(detail)", status: response.status)
        }
        let answer: LoginAnswer
        do {
            answer = try JSONDecoder().decode(LoginAnswer.self, from: response.body)
        } catch {
            throw CorvaError(.loginFailed, "the login answer must be a JSON object with a string 'jwt' (or 'token'): \(CorvaListDecoding.describe(error))", status: response.status)
        }
        guard let raw = answer.jwt ?? answer.token else {
            throw CorvaError(.loginFailed, "the login answer has no string 'jwt' (or 'token')", status: response.status)
        }
        return try await adopt(raw, userId: answer.user_id?.text ?? answer.user?.id.text)
    }

    /// Uses a token the host obtained by its own means (and keeps it).
    @discardableResult
    public func use(token raw: String, userId: String? = nil) async throws(CorvaError) -> Account {
        try await adopt(raw, userId: userId)
    }

    /// Forgets the token and deletes the session's store.
    public func logout() async {
        token = nil
        userId = nil
        restored = true
        await store.destroy()
    }

    // MARK: - Tokens

    /// A token that has not expired, asking the host to log in again when there is none.
    ///
    /// - Throws: `CorvaError.Code.notLoggedIn` when a login is needed and there is no
    ///   delegate, `CorvaError.Code.loginCancelled` when the delegate declines, and
    ///   the login's own errors.
    public func validToken() async throws(CorvaError) -> JSONWebToken {
        await restoreIfNeeded()
        if let token, !token.isExpired(at: now(), leeway: configuration.expiryLeeway) { return token }
        let reason: CorvaLoginReason = token?.expiresAt.map(CorvaLoginReason.expired) ?? .noToken
        try await reauthenticate(reason)
        guard let token else { throw CorvaError(.notLoggedIn, "no token after logging in again") }
        guard !token.isExpired(at: now(), leeway: configuration.expiryLeeway) else {
            throw CorvaError(.loginFailed, "the new token expired already (exp \(token.expiresAt.map { "\($0)" } ?? "?"))")
        }
        return token
    }

    /// Asks the host to log in, once for every caller waiting at the same time.
    func reauthenticate(_ reason: CorvaLoginReason) async throws(CorvaError) {
        if let relogin {
            try await relogin.value.get()
            return
        }
        guard let delegate = loginDelegate else {
            throw CorvaError(.notLoggedIn, Self.describe(reason) + "; log in first (no login delegate is set)")
        }
        logger.notice("asking the host to log in again", metadata: ["corva.login.reason": "\(reason)"])
        let task = Task { () async -> Result<Void, CorvaError> in
            let login: CorvaLogin
            do {
                login = try await delegate.corvaSessionNeedsLogin(reason)
            } catch {
                return .failure(CorvaError(.loginCancelled, Self.describe(reason) + "; the host declined to log in again: \(error)"))
            }
            do throws(CorvaError) {
                switch login {
                case .credentials(let email, let password): try await self.login(email: email, password: password)
                case .token(let raw, let userId): _ = try await self.adopt(raw, userId: userId)
                }
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        relogin = task
        let result = await task.value
        relogin = nil
        try result.get()
    }

    /// Reads `raw`, keeps it in memory and in the store.
    private func adopt(_ raw: String, userId: String?) async throws(CorvaError) -> Account {
        let parsed = try JSONWebToken(raw)
        let user = userId ?? parsed.userId
        do {
            try await store.set(["jwt": raw, "userId": user ?? ""])
        } catch {
            throw CorvaError(.storage, "cannot keep the token in \(store.fileURL.path): \(error.message)")
        }
        let renewed = token.map { $0.rawValue != raw } ?? false
        token = parsed
        self.userId = user
        restored = true
        if renewed { renewalObserver?(raw) }
        return Account(userId: user, expiresAt: parsed.expiresAt)
    }

    private func restoreIfNeeded() async {
        guard !restored else { return }
        restored = true
        guard let raw = try? await store.get("jwt") else { return }
        token = try? JSONWebToken(raw)
        let stored = (try? await store.get("userId")) ?? nil
        userId = stored.flatMap { $0.isEmpty ? nil : $0 } ?? token?.userId
    }

    private static func describe(_ reason: CorvaLoginReason) -> String {
        switch reason {
        case .noToken: "there is no token"
        case .expired(let date): "the token expired at \(date)"
        case .unauthorized: "the API refused the token (HTTP 401)"
        }
    }

    /// `error`, `message` or `errors[0]` of a JSON error body.
    static func errorMessage(in body: Data) -> String? {
        struct ErrorBody: Decodable {
            var error: String?
            var message: String?
        }
        guard let decoded = try? JSONDecoder().decode(ErrorBody.self, from: body) else { return nil }
        return decoded.message ?? decoded.error
    }

    private struct LoginRequest: Encodable {
        struct Auth: Encodable {
            var email: String
            var password: String
        }
        var auth: Auth
    }

    private struct LoginAnswer: Decodable {
        struct User: Decodable { var id: CorvaIdentifier }
        var jwt: String?
        var token: String?
        var user_id: CorvaIdentifier?
        var user: User?
    }
}
