public import Foundation
public import MiniAppKit

/// Where a Corva session logs in, calls the API and opens web pages.
public struct CorvaConfiguration: Sendable, Equatable {
    /// The API's base URL (`https://api.corva.ai/`); paths are resolved against it.
    public var apiBase: URL
    /// The origin of `corva-web-frontend`, the only one that receives the token.
    public var webDomain: CorvaWebDomain
    /// The login endpoint, relative to ``apiBase``.
    ///
    /// The seed points to an `API.md` it does not include; the default follows the
    /// Rails/Knock convention such APIs use: `POST user_token` with
    /// `{"auth": {"email", "password"}}`, answered `{"jwt": "…"}`.
    public var loginPath: String
    /// A token that expires within this many seconds counts as expired, so a call
    /// does not start with a token that lapses on the way.
    public var expiryLeeway: TimeInterval

    /// Settings with the seed's defaults for the login path and a 30 s expiry leeway.
    public init(apiBase: URL, webDomain: CorvaWebDomain, loginPath: String = "user_token", expiryLeeway: TimeInterval = 30) {
        self.apiBase = apiBase
        self.webDomain = webDomain
        self.loginPath = loginPath
        self.expiryLeeway = expiryLeeway
    }

    /// `path` (with its own query, if any) resolved against ``apiBase``.
    func endpoint(_ path: String) throws(CorvaError) -> URL {
        // Relative to the base's last segment, never to its host: `/assets` stays under `…/api/`.
        let baseText = apiBase.absoluteString.hasSuffix("/") ? apiBase.absoluteString : apiBase.absoluteString + "/"
        let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
        guard let base = URL(string: baseText), let url = URL(string: relative, relativeTo: base)?.absoluteURL,
              url.scheme == "http" || url.scheme == "https" else {
            throw CorvaError(.invalidConfiguration, "cannot call '\(path)' on the API base \(apiBase.absoluteString)")
        }
        return url
    }
}
